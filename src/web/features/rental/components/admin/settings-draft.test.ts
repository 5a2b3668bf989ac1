import { describe, expect, it } from 'vitest';
import { checkWithContract } from '@web/components/forms/contract-resolver';
import {
  fromDraft,
  localErrors,
  settingsFormContract,
  toBasisPoints,
  toDraft,
  toDraftPath,
  toMinor,
} from './settings-draft';

const settings = {
  propertyName: 'La Mansión',
  currency: 'MXN' as const,
  nightlyRateMinor: 320_050,
  cleaningFeeMinor: 85_000,
  taxes: [{ name: { es: 'IVA', en: 'VAT' }, basisPoints: 1615 }],
  minNights: 2,
  maxGuests: 8,
  checkInTime: '15:00',
  checkOutTime: '11:00',
  houseRules: { es: 'Sin fiestas', en: 'No parties' },
  depositOffered: true,
  depositPercent: 30,
  instalmentsOffered: true,
  instalmentCount: 4,
  instalmentIntervalDays: 14,
  balanceDueDaysBefore: 7,
  holdMinutes: 20,
  weekendRateMinor: 380_000,
  seasons: [
    {
      name: 'Semana Santa',
      from: '2027-03-21',
      to: '2027-04-05',
      nightlyRateMinor: 450_000,
      weekendRateMinor: null,
      minNights: 3,
    },
  ],
  weeklyDiscountPercent: 10,
  monthlyDiscountPercent: 25,
  cancellationPolicy: 'moderate' as const,
};

describe('the settings form draft', () => {
  it('shows pesos and percents, and sends centavos and basis points back unchanged', () => {
    const draft = toDraft(settings);
    expect(draft.nightlyRate).toBe('3200.5');
    expect(draft.taxes[0]!.percent).toBe('16.15');
    expect(fromDraft(draft)).toEqual(settings);
  });

  it('shows a season up to its last night and sends the day after; an empty weekend rate is none', () => {
    const draft = toDraft(settings);
    expect(draft.seasons[0]!.lastNight).toBe('2027-04-04');
    expect(draft.seasons[0]!.weekendRate).toBe('');
    const none = fromDraft({ ...draft, weekendRate: ' ' });
    expect(none.weekendRateMinor).toBeNull();
    expect(localErrors(fromDraft({ ...draft, seasons: [{ ...draft.seasons[0]!, rate: 'x' }] }))).toEqual({
      'seasons.0.nightlyRateMinor': ['invalid_number'],
    });
  });

  it('carries the instalment terms both ways', () => {
    const draft = toDraft(settings);
    expect(draft).toMatchObject({
      instalmentsOffered: true,
      instalmentCount: '4',
      instalmentIntervalDays: '14',
      balanceDueDaysBefore: '7',
    });
    const off = fromDraft({ ...draft, instalmentsOffered: false, balanceDueDaysBefore: '0' });
    expect(off).toMatchObject({ instalmentsOffered: false, instalmentCount: 4, balanceDueDaysBefore: 0 });
  });

  it('turns what is not a number into field errors instead of sending it', () => {
    expect(toMinor('0.29')).toBe(29);
    expect(toMinor('12,50')).toBeNaN();
    expect(toBasisPoints('3.5')).toBe(350);
    const input = fromDraft({
      ...toDraft(settings),
      minNights: 'dos',
      cleaningFee: '-1',
      instalmentCount: '3.5',
      balanceDueDaysBefore: '',
    });
    expect(localErrors(input)).toEqual({
      minNights: ['invalid_number'],
      cleaningFeeMinor: ['invalid_number'],
      instalmentCount: ['invalid_number'],
      balanceDueDaysBefore: ['invalid_number'],
    });
  });

  it('checks the draft as the form does: numbers first, then the contract, each error on its draft field', async () => {
    const draft = toDraft(settings);
    expect(await checkWithContract(settingsFormContract, draft)).toEqual({ ok: true, data: settings });
    const notNumbers = { ...draft, nightlyRate: 'mucho', taxes: [{ es: '', en: 'VAT', percent: '1,5' }] };
    expect(await checkWithContract(settingsFormContract, notNumbers)).toEqual({
      ok: false,
      errors: { nightlyRate: 'invalid_number', 'taxes.0.percent': 'invalid_number' },
    });
    const outOfRange = {
      ...draft,
      propertyName: ' ',
      rulesEn: '',
      taxes: [{ es: '', en: 'VAT', percent: '120' }],
      weeklyDiscount: '95',
      seasons: [{ ...draft.seasons[0]!, lastNight: '2027-03-01', rate: '0' }],
    };
    expect(await checkWithContract(settingsFormContract, outOfRange)).toEqual({
      ok: false,
      errors: {
        propertyName: 'required',
        'taxes.0.es': 'required',
        'taxes.0.percent': 'out_of_range',
        rulesEn: 'required',
        weeklyDiscount: 'out_of_range',
        'seasons.0.lastNight': 'before_check_in',
        'seasons.0.rate': 'out_of_range',
      },
    });
  });

  it('places the contract’s paths on the draft’s fields', () => {
    expect(toDraftPath('cleaningFeeMinor')).toBe('cleaningFee');
    expect(toDraftPath('houseRules.es')).toBe('rulesEs');
    expect(toDraftPath('taxes.2.name.en')).toBe('taxes.2.en');
    expect(toDraftPath('seasons.1.to')).toBe('seasons.1.lastNight');
    expect(toDraftPath('seasons.1.from')).toBe('seasons.1.from');
    expect(toDraftPath('depositPercent')).toBe('depositPercent');
  });
});
