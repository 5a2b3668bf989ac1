import type { BookableService } from '@contracts/booking';
import { formatMoney } from '@contracts/money';
import { offeredPlanOptions, planSchedule, type PlanOption } from '@contracts/payment-plans';
import { useId } from 'react';
import { FieldError } from '@web/components/ui/input';
import { useI18n } from '@web/lib/i18n';
import { dateKeyIn, formatDay } from './dates';
import { moneyLocale } from './format';

/** The ways a paid service can be paid for a start time: 'full' alone when nothing else is offered. */
export function planOptionsFor(service: BookableService, start: string, now = new Date()): PlanOption[] {
  if (!service.requiresPayment) return [];
  return offeredPlanOptions(service.flexiblePayments, service.priceMinor, new Date(start), now);
}

/** What is paid now under an option (the server decides; this previews the same rule). */
export function dueNowFor(service: BookableService, option: PlanOption, start: string, now = new Date()) {
  const schedule = planSchedule(service.flexiblePayments, option, service.priceMinor, new Date(start), now);
  return schedule?.[0]?.amountMinor ?? service.priceMinor;
}

/** Pay in full, a deposit and the balance by a date, or N instalments: amounts and dates in the visitor's zone. */
export function PlanChoice(props: {
  service: BookableService;
  start: string;
  zone: string;
  options: PlanOption[];
  value: PlanOption;
  error?: string;
  onChange: (option: PlanOption) => void;
}) {
  const { lang, t } = useI18n();
  const id = useId();
  const { service } = props;
  const terms = service.flexiblePayments;
  const now = new Date();
  const money = (amountMinor: number) =>
    formatMoney({ amountMinor, currency: service.currency }, moneyLocale(lang));
  const day = (instant: string) =>
    formatDay(dateKeyIn(instant, props.zone), lang, { day: 'numeric', month: 'long', year: 'numeric' });
  const c = 'booking.confirm.plan';

  const describe = (option: PlanOption) => {
    const schedule = planSchedule(terms, option, service.priceMinor, new Date(props.start), now) ?? [];
    const [first, second] = schedule;
    if (option === 'full' || !first) return { title: t(`${c}.full`), detail: money(service.priceMinor) };
    if (option === 'deposit')
      return {
        title: t(`${c}.deposit`, { date: day(second!.dueAt) }),
        detail: t(`${c}.depositDetail`, {
          now: money(first.amountMinor),
          balance: money(second!.amountMinor),
        }),
      };
    return {
      title: t(`${c}.instalments`, {
        count: schedule.length,
        amount: money(second!.amountMinor),
        days: terms?.instalmentIntervalDays ?? 0,
      }),
      detail: t(`${c}.instalmentsDetail`, {
        now: money(first.amountMinor),
        last: day(schedule.at(-1)!.dueAt),
      }),
    };
  };

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={props.error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{t(`${c}.legend`)}</legend>
      <div className="grid gap-2" data-testid="plan-choice">
        {props.options.map((option) => {
          const text = describe(option);
          return (
            <label
              key={option}
              className="flex cursor-pointer gap-3 rounded-xl border border-border p-4 has-[:checked]:border-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-plan`}
                value={option}
                checked={props.value === option}
                onChange={() => props.onChange(option)}
                className="mt-1 accent-accent"
                aria-invalid={props.error ? true : undefined}
              />
              <span className="min-w-0 space-y-1">
                <span className="block text-sm font-medium break-words">{text.title}</span>
                <span className="block text-sm break-words text-muted-foreground">{text.detail}</span>
              </span>
            </label>
          );
        })}
      </div>
      {props.error ? <FieldError id={`${id}-error`}>{props.error}</FieldError> : null}
    </fieldset>
  );
}
