import { dateTimeFormat } from '@contracts/intl';
import { BUSINESS_TIME_ZONE } from '@contracts/i18n';
import type { PlanOption } from '@contracts/payment-plans';
import type { Quote, RentalProperty } from '@contracts/rental';
import { useI18n } from '@web/lib/i18n';
import { formatMxn, localeOf } from './dates';

/**
 * Pay in full, a deposit now and the balance by a date, or instalments on a schedule: only the options offered
 * for the chosen dates; the amounts and dates come from the server's quote of the option chosen.
 */
export function PaymentOptionPicker(props: {
  value: PlanOption;
  onChange: (value: PlanOption) => void;
  options: PlanOption[];
  property: RentalProperty;
  quote: Quote | undefined;
  error?: string | undefined;
}) {
  const { lang, t } = useI18n();
  const p = props.property;
  const money = (amount: number) => formatMxn(amount, p.currency, lang);
  // A due date is the end of a day at the property (Mexico City): that day, wherever the visitor is.
  const day = (instant: string) =>
    dateTimeFormat(localeOf(lang), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: BUSINESS_TIME_ZONE,
    }).format(new Date(instant));
  const quoted = (option: PlanOption) => (props.quote?.option === option ? props.quote : undefined);
  const o = 'rental.payment.option';

  const title = (option: PlanOption) =>
    option === 'full'
      ? t(`${o}.full`)
      : option === 'deposit'
        ? t(`${o}.deposit`, { percent: p.depositPercent })
        : t(`${o}.instalments`, { count: p.instalmentCount, days: p.instalmentIntervalDays });

  const detail = (option: PlanOption) => {
    const q = quoted(option);
    if (option === 'full') return t(`${o}.fullDetail`);
    if (option === 'deposit')
      return q && q.schedule[1]
        ? t(`${o}.depositDetail`, {
            amount: money(q.dueNowMinor),
            balance: money(q.balanceMinor),
            date: day(q.schedule[1].dueAt),
          })
        : t(`${o}.depositGeneric`, { percent: p.depositPercent, days: p.balanceDueDaysBefore });
    if (!q) return t(`${o}.instalmentsGeneric`, { days: p.balanceDueDaysBefore });
    return (
      // Spans: a label holds phrasing content only.
      <span className="mt-1 block space-y-0.5" data-testid="stay-schedule">
        {q.schedule.map((item) => (
          <span key={item.seq} className="flex justify-between gap-3 tabular-nums">
            <span>{item.seq === 1 ? t(`${o}.now`) : day(item.dueAt)}</span>
            <span>{money(item.amountMinor)}</span>
          </span>
        ))}
      </span>
    );
  };

  return (
    <div className="space-y-2">
      <div
        role="radiogroup"
        aria-labelledby="stay-option"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? 'stay-option-error' : undefined}
        className="grid gap-3 sm:grid-cols-2"
      >
        {props.options.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name="option"
              value={value}
              checked={props.value === value}
              onChange={() => props.onChange(value)}
              className="mt-1 accent-accent"
            />
            <span className="min-w-0 flex-1 space-y-1">
              <span className="block text-sm font-medium">{title(value)}</span>
              <span className="block text-sm text-muted-foreground">{detail(value)}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id="stay-option-error" role="alert" className="text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
