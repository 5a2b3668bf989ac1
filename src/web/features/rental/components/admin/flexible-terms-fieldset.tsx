import type { ReactNode } from 'react';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { useI18n } from '@web/lib/i18n';
import type { Draft } from './settings-draft';

type TextField = (
  label: string,
  field: string,
  value: string,
  onChange: (v: string) => void,
  extra?: { hint?: string; inputMode?: 'decimal' | 'numeric' },
) => ReactNode;

/** Deposit and instalments offered for stays, and when everything must be paid (the settings form's fields). */
export function FlexibleTermsFieldset(props: {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  text: TextField;
}) {
  const { t } = useI18n();
  const { draft, set, text } = props;
  return (
    <fieldset className="min-w-0 space-y-4" data-testid="rental-flexible-terms">
      <legend className="text-sm font-medium">{t('rental.admin.settings.flexibleLegend')}</legend>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-3 text-sm">
          <Checkbox
            checked={draft.depositOffered}
            onChange={(e) => set({ depositOffered: e.target.checked })}
          />
          {t('rental.admin.settings.depositOffered')}
        </label>
        {text(
          t('rental.admin.settings.depositPercent'),
          'depositPercent',
          draft.depositPercent,
          (v) => set({ depositPercent: v }),
          { inputMode: 'numeric', hint: t('rental.admin.settings.range', { min: 1, max: 99 }) },
        )}
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-3">
        <label className="flex items-center gap-3 text-sm">
          <Checkbox
            checked={draft.instalmentsOffered}
            onChange={(e) => set({ instalmentsOffered: e.target.checked })}
          />
          {t('rental.admin.settings.instalmentsOffered')}
        </label>
        {text(
          t('rental.admin.settings.instalmentCount'),
          'instalmentCount',
          draft.instalmentCount,
          (v) => set({ instalmentCount: v }),
          { inputMode: 'numeric', hint: t('rental.admin.settings.range', { min: 2, max: 12 }) },
        )}
        {text(
          t('rental.admin.settings.instalmentIntervalDays'),
          'instalmentIntervalDays',
          draft.instalmentIntervalDays,
          (v) => set({ instalmentIntervalDays: v }),
          { inputMode: 'numeric', hint: t('rental.admin.settings.range', { min: 7, max: 90 }) },
        )}
      </div>
      {text(
        t('rental.admin.settings.balanceDueDaysBefore'),
        'balanceDueDaysBefore',
        draft.balanceDueDaysBefore,
        (v) => set({ balanceDueDaysBefore: v }),
        { inputMode: 'numeric', hint: t('rental.admin.settings.range', { min: 0, max: 60 }) },
      )}
    </fieldset>
  );
}
