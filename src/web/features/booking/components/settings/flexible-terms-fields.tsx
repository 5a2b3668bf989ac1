import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import type { NumberField, TermsDraft } from './flexible-terms';

const f = 'booking.settings.services.flexible';

/** Deposit and instalments a service offers, with the server's field errors at their fields. */
export function FlexibleTermsFields(props: {
  value: TermsDraft;
  onChange: (next: TermsDraft) => void;
  errorFor: (field: string) => string | undefined;
}) {
  const { t } = useI18n();
  const draft = props.value;
  const set = (patch: Partial<TermsDraft>) => props.onChange({ ...draft, ...patch });
  const number = (field: NumberField, min: number, max: number) => (
    <FormField
      label={t(`${f}.${field}` as MessageKey)}
      hint={t(`${f}.range`, { min, max })}
      error={props.errorFor(`flexiblePayments.${field}`)}
    >
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          className="w-28"
          value={draft[field]}
          onChange={(ev) => set({ [field]: ev.target.value })}
        />
      )}
    </FormField>
  );

  return (
    <fieldset className="min-w-0 space-y-4 rounded-xl border border-border p-4" data-testid="flexible-terms">
      <legend className="px-1 text-sm font-medium">{t(`${f}.legend`)}</legend>
      <p className="text-sm text-muted-foreground">{t(`${f}.hint`)}</p>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={draft.depositOffered}
          onChange={(ev) => set({ depositOffered: ev.target.checked })}
        />
        {t(`${f}.depositOffered`)}
      </label>
      {draft.depositOffered ? number('depositPercent', 1, 99) : null}
      <label className="flex items-center gap-2 text-sm">
        <Checkbox
          checked={draft.instalmentsOffered}
          onChange={(ev) => set({ instalmentsOffered: ev.target.checked })}
        />
        {t(`${f}.instalmentsOffered`)}
      </label>
      {draft.instalmentsOffered ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {number('instalmentCount', 2, 12)}
          {number('instalmentIntervalDays', 7, 90)}
        </div>
      ) : null}
      {draft.depositOffered || draft.instalmentsOffered ? number('balanceDueDaysBefore', 0, 60) : null}
    </fieldset>
  );
}
