import { describe, expect, it } from 'vitest';
import { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl';
import { formatMoney } from './money';

const at = new Date('2026-03-09T15:30:00Z');

describe('cached Intl formatters', () => {
  it('gives the same instance for the same locale and options, whatever their order', () => {
    const a = numberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 2 });
    const b = numberFormat('es-MX', { maximumFractionDigits: 2, currency: 'MXN', style: 'currency' });
    expect(b).toBe(a);
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
    );
    expect(listFormat('es')).toBe(listFormat('es', {}));
    // Intl reads an undefined option as absent.
    expect(dateTimeFormat('en-US', { timeZone: undefined, dateStyle: 'short' })).toBe(
      dateTimeFormat('en-US', { dateStyle: 'short' }),
    );
  });

  it('gives different instances for different locales, options or kinds', () => {
    const base = numberFormat('en-US', { maximumFractionDigits: 1 });
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(base);
    expect(numberFormat('es-MX', { maximumFractionDigits: 1 })).not.toBe(base);
    expect(numberFormat(undefined, { maximumFractionDigits: 1 })).not.toBe(base);
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).not.toBe(
      dateTimeFormat('en-US', { timeZone: 'America/Mexico_City' }),
    );
  });

  it('formats exactly as a formatter built on the spot', () => {
    const money = { style: 'currency', currency: 'MXN', minimumFractionDigits: 0 } as const;
    expect(numberFormat('en-US', money).format(1500.5)).toBe(
      new Intl.NumberFormat('en-US', money).format(1500.5),
    );
    const when = { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Mexico_City' } as const;
    expect(dateTimeFormat('es-MX', when).format(at)).toBe(new Intl.DateTimeFormat('es-MX', when).format(at));
    expect(listFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe(
      new Intl.ListFormat('en', { type: 'conjunction' }).format(['a', 'b', 'c']),
    );
    expect(relativeTimeFormat('es', { numeric: 'auto' }).format(-1, 'day')).toBe(
      new Intl.RelativeTimeFormat('es', { numeric: 'auto' }).format(-1, 'day'),
    );
    expect(numberFormat(undefined).format(1234.5)).toBe(new Intl.NumberFormat().format(1234.5));
  });

  it('forgets its formatters once many different ones were asked for', () => {
    const first = numberFormat('en-US', { minimumIntegerDigits: 1, maximumFractionDigits: 0 });
    // 21 × 21 × 2 = 882 different option sets, more than the cache keeps.
    for (let digits = 1; digits <= 21; digits++) {
      for (let fraction = 0; fraction <= 20; fraction++) {
        for (const useGrouping of [true, false]) {
          numberFormat('en-US', {
            minimumIntegerDigits: digits,
            maximumFractionDigits: fraction,
            useGrouping,
          });
        }
      }
    }
    const again = numberFormat('en-US', { minimumIntegerDigits: 1, maximumFractionDigits: 0 });
    expect(again).not.toBe(first);
    expect(again.format(3.4)).toBe('3');
  });

  it('throws on a malformed currency code or an unknown zone, every time (a failure is never stored)', () => {
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOPE' })).toThrow(RangeError);
    expect(() => numberFormat('en-US', { style: 'currency', currency: 'NOPE' })).toThrow(RangeError);
    expect(() => dateTimeFormat('en', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => formatMoney({ amountMinor: 100, currency: 'NOPE' }, 'en-US')).toThrow(RangeError);
    expect(() => formatMoney({ amountMinor: 100, currency: 'NOPE' }, 'en-US')).toThrow(RangeError);
  });
});
