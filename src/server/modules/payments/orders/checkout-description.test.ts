import { planSchedule, type FlexibleTerms } from '@contracts/payment-plans';
import { describe, expect, it } from 'vitest';
import { describeCheckout, describePlanPart } from './checkout-description';

const start = new Date('2026-03-03T15:00:00Z'); // 9:00 in Mexico City
const now = new Date('2026-01-05T15:00:00Z');
const terms: FlexibleTerms = {
  depositOffered: true,
  depositPercent: 50,
  instalmentsOffered: true,
  instalmentCount: 3,
  instalmentIntervalDays: 14,
  balanceDueDaysBefore: 1,
};
const plan = (option: 'full' | 'deposit' | 'instalments') => ({
  option,
  totalMinor: 725_000,
  instalments: planSchedule(terms, option, 725_000, start, now)!,
});
const base = { what: 'Sesión', startsAt: start, timeZone: 'America/Mexico_City', currency: 'MXN' };

describe('what a checkout says it charges (issue 14)', () => {
  it('names the service and its date and time in the customer’s language and zone', () => {
    expect(describeCheckout({ ...base, lang: 'es', plan: plan('full') })).toMatch(
      /^Sesión · 3 mar 2026.*9:00/,
    );
    expect(describeCheckout({ ...base, lang: 'en', timeZone: 'Europe/Madrid' })).toMatch(
      /^Sesión · Mar 3, 2026, 4:00\sPM GMT\+1$/,
    );
  });

  it('a deposit says so, with the balance and its due date', () => {
    const en = describeCheckout({ ...base, lang: 'en', plan: plan('deposit') });
    expect(en).toMatch(/— deposit; balance of MX\$3,625 due Mar 2, 2026$/);
    const es = describeCheckout({ ...base, lang: 'es', plan: plan('deposit') });
    expect(es).toMatch(/— anticipo; saldo de \$3,625 vence el 2 mar 2026$/);
  });

  it('instalments say which one of how many, and when the next is due', () => {
    const p = plan('instalments');
    expect(describeCheckout({ ...base, lang: 'en', plan: p })).toMatch(
      new RegExp(`— instalment 1 of 3; next payment of MX\\$[\\d,.]+ due `),
    );
    expect(describeCheckout({ ...base, lang: 'es', plan: p, seq: 3 })).toMatch(/— pago 3 de 3$/);
  });

  it('the plan part alone, for titles of their own (stays, later instalments); nothing for a payment in full', () => {
    const zone = { lang: 'en' as const, currency: 'MXN', timeZone: 'America/Mexico_City' };
    expect(describePlanPart({ ...zone, plan: plan('deposit') })).toBe(
      'deposit; balance of MX$3,625 due Mar 2, 2026',
    );
    expect(describePlanPart({ ...zone, plan: plan('deposit'), seq: 2 })).toBe('balance');
    expect(describePlanPart({ ...zone, plan: plan('full') })).toBeNull();
  });
});
