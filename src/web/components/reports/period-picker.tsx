import {
  reportComparisons,
  reportPresets,
  type ReportComparison,
  type ReportPreset,
} from '@contracts/reports';
import type { PeriodFieldErrors, ResolvedPeriod } from '@contracts/report-period';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FilterField, FilterPanel } from '@web/components/ui/filter-field';
import { FieldError, Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { formatDayRange } from './format';
import { resolveView, type PeriodView } from './period-state';

type FieldError = NonNullable<PeriodFieldErrors['from']>;
const fieldErrorKey = (code: FieldError) => `reports.period.errors.${code}` as MessageKey;
const fieldErrorCodes: readonly string[] = ['required', 'invalid_date', 'inverted_range', 'range_too_long'];

/** A 400's field errors in the picker's terms (codes it does not know read as an invalid date). */
export function periodErrorsOf(fields: Record<string, string[]> | undefined): PeriodFieldErrors {
  const out: PeriodFieldErrors = {};
  for (const name of ['from', 'to'] as const) {
    const code = fields?.[name]?.[0];
    if (code) out[name] = (fieldErrorCodes.includes(code) ? code : 'invalid_date') as FieldError;
  }
  return out;
}

/** The custom range's two days, checked before anything is sent; Apply (or Enter) puts them in the URL. */
function CustomRange(props: {
  view: PeriodView;
  today: string;
  errors: PeriodFieldErrors;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState({ from: props.view.from, to: props.view.to });
  const [checked, setChecked] = useState<PeriodFieldErrors | null>(null);
  const errors = checked ?? props.errors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = resolveView({ ...props.view, ...draft }, props.today);
    setChecked(result.ok ? null : result.fields);
    if (result.ok) props.onApply(draft);
  };
  const field = (name: 'from' | 'to') => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <FilterField id={inputId} label={t(`reports.period.${name}`)}>
        <Input
          id={inputId}
          type="date"
          value={draft[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        />
        {error ? <FieldError id={`${inputId}-error`}>{t(fieldErrorKey(error))}</FieldError> : null}
      </FilterField>
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start lg:col-span-1"
    >
      {field('from')}
      {field('to')}
      <Button type="submit" variant="outline" className="h-10 sm:mt-[1.625rem]">
        {t('reports.period.apply')}
      </Button>
    </form>
  );
}

/** The period and comparison (kept in the URL), and the days they resolve to. */
export function PeriodPicker(props: {
  view: PeriodView;
  today: string;
  resolved: ResolvedPeriod | null;
  errors: PeriodFieldErrors;
  onChange: (patch: Partial<PeriodView>) => void;
}) {
  const { t, lang } = useI18n();
  const id = useId();
  const { view, resolved } = props;
  const choosePreset = (preset: ReportPreset) =>
    // A custom range starts from the days on screen, so it only needs adjusting.
    props.onChange(
      preset === 'custom'
        ? { preset, from: resolved?.period.from ?? props.today, to: resolved?.period.to ?? props.today }
        : { preset, from: '', to: '' },
    );
  return (
    <FilterPanel
      aria-label={t('reports.period.group')}
      className="sm:grid-cols-2 lg:grid-cols-[12rem_14rem_minmax(0,1fr)]"
    >
      <FilterField id={`${id}-preset`} label={t('reports.period.label')}>
        <NativeSelect
          id={`${id}-preset`}
          value={view.preset}
          onChange={(event) => choosePreset(event.target.value as ReportPreset)}
        >
          {reportPresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(`reports.period.presets.${preset}`)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      <FilterField id={`${id}-compare`} label={t('reports.period.compare')}>
        <NativeSelect
          id={`${id}-compare`}
          value={view.compare}
          onChange={(event) => props.onChange({ compare: event.target.value as ReportComparison })}
        >
          {reportComparisons.map((compare) => (
            <option key={compare} value={compare}>
              {t(`reports.period.comparisons.${compare}`)}
            </option>
          ))}
        </NativeSelect>
      </FilterField>
      {view.preset === 'custom' ? (
        <CustomRange
          // A new range in the URL (back, a bookmark) starts a fresh draft.
          key={`${view.from}|${view.to}`}
          view={view}
          today={props.today}
          errors={props.errors}
          onApply={(range) => props.onChange(range)}
        />
      ) : null}
      {/* Empty while the custom range is wrong: the fields' own errors say what to correct. */}
      <p
        aria-live="polite"
        data-testid="report-period"
        className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-3"
      >
        {resolved ? (
          <>
            <span className="font-medium text-foreground">
              {t('reports.period.showing', {
                range: formatDayRange(resolved.period.from, resolved.period.to, lang),
                count: resolved.period.days,
              })}
            </span>
            {' · '}
            {resolved.comparison
              ? t('reports.period.comparedWith', {
                  range: formatDayRange(resolved.comparison.from, resolved.comparison.to, lang),
                })
              : t('reports.period.noComparison')}
          </>
        ) : null}
      </p>
    </FilterPanel>
  );
}
