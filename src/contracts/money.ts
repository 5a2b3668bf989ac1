import { numberFormat } from './intl';

/** Money is an integer of minor units plus an ISO 4217 code (docs/architecture.md). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/** Throws a RangeError on a malformed currency code (not three letters); lib/format.ts falls back on it. */
export function formatMoney(money: Money, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.amountMinor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(money.amountMinor / 100);
}
