import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMoney, formatNumber, localeOf } from './format';

// 18:30 UTC is 12:30 in Mexico City (no daylight saving since 2022).
const instant = '2026-03-04T18:30:00.000Z';
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the web formatters', () => {
  it('maps each language to the locale the site has always used', () => {
    expect(localeOf('es')).toBe('es-MX');
    expect(localeOf('en')).toBe('en-US');
  });

  it('writes an instant on the business clock by default, in both languages', () => {
    expect(nbsp(formatDateTime(instant, 'es'))).toBe('4 mar 2026, 12:30 p.m.');
    expect(nbsp(formatDateTime(instant, 'en'))).toBe('Mar 4, 2026, 12:30 PM');
    expect(nbsp(formatDateTime(instant, 'es', { time: false }))).toBe('4 mar 2026');
    expect(nbsp(formatDateTime(instant, 'en', { time: false }))).toBe('Mar 4, 2026');
  });

  it('reads an instant in a named zone or the viewer’s own, the same as Intl would', () => {
    expect(nbsp(formatDateTime(instant, 'en', { zone: 'UTC' }))).toBe('Mar 4, 2026, 6:30 PM');
    const viewer = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(instant),
    );
    expect(formatDateTime(instant, 'es', { zone: 'viewer' })).toBe(viewer);
  });

  it('gives back text that is no instant or day as it was', () => {
    expect(formatDateTime('yesterday', 'es')).toBe('yesterday');
    expect(formatDay('2026-13-45', 'en')).toBe('2026-13-45');
  });

  it('writes calendar days without shifting them, in three lengths', () => {
    expect(nbsp(formatDay('2026-01-01', 'es'))).toBe('1 ene');
    expect(nbsp(formatDay('2026-01-01', 'en'))).toBe('Jan 1');
    expect(nbsp(formatDay('2026-12-31', 'es', 'long'))).toBe('31 dic 2026');
    expect(nbsp(formatDay('2026-12-31', 'en', 'long'))).toBe('Dec 31, 2026');
    expect(nbsp(formatDay('2026-12-31', 'es', 'month'))).toBe('dic 2026');
    expect(nbsp(formatDay('2026-12-31', 'en', 'month'))).toBe('Dec 2026');
  });

  it('groups numbers and writes money from centavos, whole amounts without decimals', () => {
    expect(formatNumber(1234567, 'es')).toBe('1,234,567');
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatMoney(150000, 'MXN', 'es')).toBe('$1,500');
    expect(formatMoney(150050, 'MXN', 'en')).toBe('MX$1,500.50');
    expect(nbsp(formatMoney(150050, 'USD', 'es'))).toBe('USD 1,500.50');
    expect(formatMoney(150050, 'NOPE1', 'en')).toBe('1500.50 NOPE1');
  });
});
