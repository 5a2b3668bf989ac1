import { formatMoney } from '@contracts/money';
import { useId } from 'react';
import { FieldError, Input, Label, Textarea } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/kit-select';
import { useI18n } from '@web/lib/i18n';
import { intlLocale } from '@contracts/language';

const c = 'booking.admin.create';

/** A date and a time in the business zone: any time, also outside availability (the server says why). */
export function FreeTimeFields(props: {
  value: { date: string; time: string };
  error?: string | undefined;
  onChange: (value: { date: string; time: string }) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-date`}>{t(`${c}.date`)}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={props.value.date}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => props.onChange({ ...props.value, date: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-time`}>{t(`${c}.time`)}</Label>
          <Input
            id={`${id}-time`}
            type="time"
            step={300}
            value={props.value.time}
            aria-invalid={props.error ? true : undefined}
            onChange={(event) => props.onChange({ ...props.value, time: event.target.value })}
          />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">{t(`${c}.otherTimeHint`)}</p>
      {props.error ? <FieldError role="alert">{props.error}</FieldError> : null}
    </div>
  );
}

export interface PaymentState {
  mode: 'link' | 'paid' | 'none';
  method: 'cash' | 'transfer';
  note: string;
}

/** How a paid service's appointment is settled: a payment link e-mailed, paid by hand, or nothing online. */
export function PaymentChoice(props: {
  value: PaymentState;
  priceMinor: number;
  currency: string;
  noteError?: string | undefined;
  onChange: (value: PaymentState) => void;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const price = formatMoney({ amountMinor: props.priceMinor, currency: props.currency }, intlLocale(lang));
  const modes = ['link', 'paid', 'none'] as const;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">
        {t(`${c}.payment.legend`)} · {price}
      </legend>
      <div role="radiogroup" className="grid gap-2">
        {modes.map((mode) => (
          <label
            key={mode}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 has-[:checked]:border-accent"
          >
            <input
              type="radio"
              name={`${id}-payment`}
              value={mode}
              checked={props.value.mode === mode}
              onChange={() => props.onChange({ ...props.value, mode })}
              className="mt-1 accent-accent"
            />
            <span className="min-w-0 space-y-0.5">
              <span className="block text-sm font-medium">{t(`${c}.payment.${mode}`)}</span>
              <span className="block text-xs text-muted-foreground">{t(`${c}.payment.${mode}Hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      {props.value.mode === 'paid' ? (
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-method`}>{t(`${c}.payment.method`)}</Label>
            <NativeSelect
              id={`${id}-method`}
              value={props.value.method}
              onChange={(event) =>
                props.onChange({
                  ...props.value,
                  method: event.target.value === 'transfer' ? 'transfer' : 'cash',
                })
              }
            >
              <option value="cash">{t(`${c}.payment.cash`)}</option>
              <option value="transfer">{t(`${c}.payment.transfer`)}</option>
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-note`}>{t(`${c}.payment.note`)}</Label>
            <Textarea
              id={`${id}-note`}
              rows={2}
              maxLength={1000}
              value={props.value.note}
              placeholder={t(`${c}.payment.notePlaceholder`)}
              aria-invalid={props.noteError ? true : undefined}
              aria-describedby={props.noteError ? `${id}-note-error` : undefined}
              onChange={(event) => props.onChange({ ...props.value, note: event.target.value })}
            />
            {props.noteError ? <FieldError id={`${id}-note-error`}>{props.noteError}</FieldError> : null}
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
