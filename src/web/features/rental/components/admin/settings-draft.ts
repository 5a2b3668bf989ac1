import { rentalSettingsSchema, type RentalSettings } from '@contracts/rental';
import type { StayCancellationPolicy } from '@contracts/rental-pricing';
import { z } from 'zod';

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
  /** '' = no weekend rate (the nightly rate applies). */
  weekendRate: string;
  weeklyDiscount: string;
  monthlyDiscount: string;
  cancellationPolicy: StayCancellationPolicy;
  seasons: SeasonDraft[];
}

export interface SeasonDraft {
  name: string;
  from: string;
  /** The last night of the season (inclusive, as the owner thinks of it); sent as the day after. */
  lastNight: string;
  rate: string;
  weekendRate: string;
  minNights: string;
}

/** "2027-04-01" ± days, on calendar dates (no zone). */
const shiftDate = (date: string, days: number) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
    : date;
const optionalMinor = (text: string) => (text.trim() === '' ? null : toMinor(text));
const optionalInt = (text: string) => (text.trim() === '' ? null : toInt(text));

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
  weekendRate: s.weekendRateMinor === null ? '' : String(s.weekendRateMinor / 100),
  weeklyDiscount: String(s.weeklyDiscountPercent),
  monthlyDiscount: String(s.monthlyDiscountPercent),
  cancellationPolicy: s.cancellationPolicy,
  seasons: s.seasons.map((season) => ({
    name: season.name,
    from: season.from,
    lastNight: shiftDate(season.to, -1),
    rate: String(season.nightlyRateMinor / 100),
    weekendRate: season.weekendRateMinor === null ? '' : String(season.weekendRateMinor / 100),
    minNights: season.minNights === null ? '' : String(season.minNights),
  })),
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
  weekendRateMinor: optionalMinor(d.weekendRate),
  weeklyDiscountPercent: toInt(d.weeklyDiscount),
  monthlyDiscountPercent: toInt(d.monthlyDiscount),
  cancellationPolicy: d.cancellationPolicy,
  seasons: d.seasons.map((season) => ({
    name: season.name,
    from: season.from,
    to: shiftDate(season.lastNight, 1),
    nightlyRateMinor: toMinor(season.rate),
    weekendRateMinor: optionalMinor(season.weekendRate),
    minNights: optionalInt(season.minNights),
  })),
});

/** Not-a-number values would be sent as null; they are reported as field errors here instead (contract paths). */
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
  check('weekendRateMinor', input.weekendRateMinor ?? 0);
  check('weeklyDiscountPercent', input.weeklyDiscountPercent);
  check('monthlyDiscountPercent', input.monthlyDiscountPercent);
  input.seasons.forEach((season, i) => {
    check(`seasons.${i}.nightlyRateMinor`, season.nightlyRateMinor);
    check(`seasons.${i}.weekendRateMinor`, season.weekendRateMinor ?? 0);
    check(`seasons.${i}.minNights`, season.minNights ?? 0);
  });
  return fields;
}

/**
 * What the form checks before saving (ADR 057): first that every number is one (`invalid_number`, which the
 * contract cannot say of a NaN), then the contract the server validates with.
 */
export const settingsFormSchema = z
  .custom<RentalSettings>()
  .superRefine((input, ctx) => {
    for (const [path, codes] of Object.entries(localErrors(input)))
      ctx.addIssue({ code: 'custom', message: codes[0]!, path: path.split('.') });
  })
  .pipe(rentalSettingsSchema);

/** Contract fields the draft names (or shapes) differently: contract → draft. */
const renamed: Record<string, string> = {
  nightlyRateMinor: 'nightlyRate',
  cleaningFeeMinor: 'cleaningFee',
  'houseRules.es': 'rulesEs',
  'houseRules.en': 'rulesEn',
  weekendRateMinor: 'weekendRate',
  weeklyDiscountPercent: 'weeklyDiscount',
  monthlyDiscountPercent: 'monthlyDiscount',
};
const renamedInList: Record<string, Record<string, string>> = {
  taxes: { 'name.es': 'es', 'name.en': 'en', basisPoints: 'percent' },
  seasons: { to: 'lastNight', nightlyRateMinor: 'rate', weekendRateMinor: 'weekendRate' },
};

/** Where a contract path's error shows in the form: `taxes.0.basisPoints` → `taxes.0.percent`. */
export function toDraftPath(path: string): string {
  if (renamed[path]) return renamed[path];
  const [list, index, ...rest] = path.split('.');
  const field = renamedInList[list!]?.[rest.join('.')];
  return field ? `${list}.${index}.${field}` : path;
}

/** The form's contract: its values are the draft, checked as the settings it becomes. */
export const settingsFormContract = {
  schema: settingsFormSchema,
  toInput: fromDraft,
  toFormPath: toDraftPath,
};
