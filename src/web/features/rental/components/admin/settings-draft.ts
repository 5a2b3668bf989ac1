import type { RentalSettings } from '@contracts/rental';

/** "3200.5" pesos → 320050 centavos; NaN when it is not an amount with at most two decimals. */
export const toMinor = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN;
/** "16" or "3.5" percent → basis points. */
export const toBasisPoints = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN;
const toInt = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

export interface Draft {
  propertyName: string;
  nightlyRate: string;
  cleaningFee: string;
  taxes: { es: string; en: string; percent: string }[];
  minNights: string;
  maxGuests: string;
  checkInTime: string;
  checkOutTime: string;
  rulesEs: string;
  rulesEn: string;
  depositOffered: boolean;
  depositPercent: string;
  instalmentsOffered: boolean;
  instalmentCount: string;
  instalmentIntervalDays: string;
  balanceDueDaysBefore: string;
  holdMinutes: string;
}

export const toDraft = (s: RentalSettings): Draft => ({
  propertyName: s.propertyName,
  nightlyRate: String(s.nightlyRateMinor / 100),
  cleaningFee: String(s.cleaningFeeMinor / 100),
  taxes: s.taxes.map((tax) => ({ es: tax.name.es, en: tax.name.en, percent: String(tax.basisPoints / 100) })),
  minNights: String(s.minNights),
  maxGuests: String(s.maxGuests),
  checkInTime: s.checkInTime,
  checkOutTime: s.checkOutTime,
  rulesEs: s.houseRules.es,
  rulesEn: s.houseRules.en,
  depositOffered: s.depositOffered,
  depositPercent: String(s.depositPercent),
  instalmentsOffered: s.instalmentsOffered,
  instalmentCount: String(s.instalmentCount),
  instalmentIntervalDays: String(s.instalmentIntervalDays),
  balanceDueDaysBefore: String(s.balanceDueDaysBefore),
  holdMinutes: String(s.holdMinutes),
});

export const fromDraft = (d: Draft): RentalSettings => ({
  propertyName: d.propertyName,
  currency: 'MXN',
  nightlyRateMinor: toMinor(d.nightlyRate),
  cleaningFeeMinor: toMinor(d.cleaningFee),
  taxes: d.taxes.map((tax) => ({
    name: { es: tax.es, en: tax.en },
    basisPoints: toBasisPoints(tax.percent),
  })),
  minNights: toInt(d.minNights),
  maxGuests: toInt(d.maxGuests),
  checkInTime: d.checkInTime,
  checkOutTime: d.checkOutTime,
  houseRules: { es: d.rulesEs, en: d.rulesEn },
  depositOffered: d.depositOffered,
  depositPercent: toInt(d.depositPercent),
  instalmentsOffered: d.instalmentsOffered,
  instalmentCount: toInt(d.instalmentCount),
  instalmentIntervalDays: toInt(d.instalmentIntervalDays),
  balanceDueDaysBefore: toInt(d.balanceDueDaysBefore),
  holdMinutes: toInt(d.holdMinutes),
});

/** Not-a-number values would be sent as null; they are reported as field errors here instead. */
export function localErrors(input: RentalSettings): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const check = (field: string, value: number) => {
    if (Number.isNaN(value)) fields[field] = ['invalid_number'];
  };
  check('nightlyRateMinor', input.nightlyRateMinor);
  check('cleaningFeeMinor', input.cleaningFeeMinor);
  input.taxes.forEach((tax, i) => check(`taxes.${i}.basisPoints`, tax.basisPoints));
  const counts = [
    'minNights',
    'maxGuests',
    'depositPercent',
    'instalmentCount',
    'instalmentIntervalDays',
    'balanceDueDaysBefore',
    'holdMinutes',
  ] as const;
  for (const key of counts) check(key, input[key]);
  return fields;
}
