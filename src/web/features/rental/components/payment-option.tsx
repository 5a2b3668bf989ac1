import type { PaymentOption, Quote } from '@contracts/rental';
import { useI18n } from '@web/lib/i18n';
import { formatMxn } from './dates';

/** Pay in full, or the deposit now and the balance later (the amounts come from the server's quote). */
export function PaymentOptionPicker(props: {
  value: PaymentOption;
  onChange: (value: PaymentOption) => void;
  depositPercent: number;
  quote: Quote | undefined;
  currency: string;
}) {
  const { lang, t } = useI18n();
  const money = (amount: number) => formatMxn(amount, props.currency, lang);
  return (
    <div role="radiogroup" aria-labelledby="stay-option" className="grid gap-3 sm:grid-cols-2">
      {(['full', 'deposit'] as const).map((value) => (
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
          <span className="space-y-1">
            <span className="block text-sm font-medium">
              {value === 'full'
                ? t('rental.payment.option.full')
                : t('rental.payment.option.deposit', { percent: props.depositPercent })}
            </span>
            <span className="block text-sm text-muted-foreground">
              {value === 'full'
                ? t('rental.payment.option.fullDetail')
                : props.quote && props.quote.option === 'deposit'
                  ? t('rental.payment.option.depositDetail', {
                      amount: money(props.quote.dueNowMinor),
                      balance: money(props.quote.balanceMinor),
                    })
                  : t('rental.payment.option.depositGeneric', { percent: props.depositPercent })}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
