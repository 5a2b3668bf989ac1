import { numberFormat } from '@contracts/intl';
import { formatMoney } from '@contracts/money';
import type { Service } from '@contracts/content';
import type { Language } from '@contracts/i18n';
import { intlLocale } from '@contracts/language';

export function formatDuration(minutes: number, lang: Language): string {
  return numberFormat(lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
}

/** Prices read the Mexican way in Spanish ($2,500) and with the currency made explicit in English (MX$2,500). */
export const moneyLocale = intlLocale;

/** "Free" or the starting price, formatted for the current language. */
export function formatServicePrice(
  service: Pick<Service, 'priceMinor' | 'currency'>,
  lang: Language,
  labels: { free: string; from: (price: string) => string },
): string {
  if (service.priceMinor === 0) return labels.free;
  return labels.from(
    formatMoney({ amountMinor: service.priceMinor, currency: service.currency }, moneyLocale(lang)),
  );
}
