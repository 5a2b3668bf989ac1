import type { PeriodFieldErrors } from '@contracts/report-period';
import { Notice } from '@web/components/ui/form-notice';
import { useI18n, type MessageKey } from '@web/lib/i18n';

/*
 * A 400 from POST /api/admin/exports split into what the form can show beside its fields (from/to, while the
 * custom dates are on screen) and what it cannot (data set, format, language, or the dates of a preset),
 * which the form lists in a notice so a rejected request never looks like nothing happened.
 */

const periodCodes: readonly string[] = ['required', 'invalid_date', 'inverted_range', 'range_too_long'];
type PeriodCode = NonNullable<PeriodFieldErrors['from']>;

export interface Rejection {
  /** From/to errors shown under the date inputs. */
  period: PeriodFieldErrors;
  /** Everything else, as field and code; a 400 without field errors gives one `invalid_value`. */
  other: { field: string; code: string }[];
}

export function rejectionOf(fields: Record<string, string[]> | undefined, customDates: boolean): Rejection {
  const period: PeriodFieldErrors = {};
  const other: Rejection['other'] = [];
  for (const [field, codes] of Object.entries(fields ?? {})) {
    const code = codes[0];
    if (!code) continue;
    if ((field === 'from' || field === 'to') && customDates)
      // A code this version does not know reads as an invalid date.
      period[field] = (periodCodes.includes(code) ? code : 'invalid_date') as PeriodCode;
    else other.push({ field, code });
  }
  if (!period.from && !period.to && other.length === 0) other.push({ field: '', code: 'invalid_value' });
  return { period, other };
}

const fieldCodes: Record<string, readonly string[]> = {
  dataset: ['unknown_dataset'],
  format: ['unknown_format', 'unsupported_format'],
  from: periodCodes,
  to: periodCodes,
};

/** The notice listing a 400's errors the form cannot show beside a field, each in words. */
export function RejectionNotice(props: { errors: Rejection['other'] }) {
  const { t } = useI18n();
  const reason = ({ field, code }: { field: string; code: string }) => {
    if (!fieldCodes[field]?.includes(code)) return t('exports.rejected.invalid_value');
    if (field === 'from' || field === 'to')
      return t('exports.rejected.period', {
        field: t(`exports.period.${field}`),
        message: t(`exports.period.errors.${code}` as MessageKey),
      });
    return t(`exports.rejected.${code}` as MessageKey);
  };
  // Two unknown fields would read the same sentence twice.
  const reasons = [...new Set(props.errors.map(reason))];
  return (
    <Notice tone="error" role="alert" className="min-w-64 flex-1" title={t('exports.rejected.title')}>
      {reasons.length === 1 ? (
        <p>{reasons[0]}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-4">
          {reasons.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
