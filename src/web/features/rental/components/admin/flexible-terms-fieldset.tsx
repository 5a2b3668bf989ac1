import { Checkbox } from '@web/components/ui/form-checkbox';
import { useI18n } from '@web/lib/i18n';
import { DraftField, type SettingsForm } from './settings-field';

/** Deposit and instalments offered for stays, and when everything must be paid (the settings form's fields). */
export function FlexibleTermsFieldset({ form }: { form: SettingsForm }) {
  const { t } = useI18n();
  const s = 'rental.admin.settings';
  const range = (min: number, max: number) => t(`${s}.range`, { min, max });
  return (
    <fieldset className="min-w-0 space-y-4" data-testid="rental-flexible-terms">
      <legend className="text-sm font-medium">{t(`${s}.flexibleLegend`)}</legend>
      <div className="grid items-end gap-4 sm:grid-cols-2">
        <label className="flex items-center gap-3 text-sm">
          <Checkbox
            checked={form.values.depositOffered}
            onChange={(e) => form.change('depositOffered', e.target.checked)}
          />
          {t(`${s}.depositOffered`)}
        </label>
        <DraftField
          form={form}
          path="depositPercent"
          label={t(`${s}.depositPercent`)}
          inputMode="numeric"
          hint={range(1, 99)}
        />
      </div>
      <div className="grid items-end gap-4 sm:grid-cols-3">
        <label className="flex items-center gap-3 text-sm">
          <Checkbox
            checked={form.values.instalmentsOffered}
            onChange={(e) => form.change('instalmentsOffered', e.target.checked)}
          />
          {t(`${s}.instalmentsOffered`)}
        </label>
        <DraftField
          form={form}
          path="instalmentCount"
          label={t(`${s}.instalmentCount`)}
          inputMode="numeric"
          hint={range(2, 12)}
        />
        <DraftField
          form={form}
          path="instalmentIntervalDays"
          label={t(`${s}.instalmentIntervalDays`)}
          inputMode="numeric"
          hint={range(7, 90)}
        />
      </div>
      <DraftField
        form={form}
        path="balanceDueDaysBefore"
        label={t(`${s}.balanceDueDaysBefore`)}
        inputMode="numeric"
        hint={range(0, 60)}
      />
    </fieldset>
  );
}
