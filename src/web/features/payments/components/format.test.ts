import { describe, expect, it } from 'vitest';
import {
  formatInstant,
  formatMoney,
  groupCardNumber,
  isTestCardNumber,
  parsePesos,
  safeZone,
} from './format';

describe('parsePesos (refund amounts typed in pesos → centavos)', () => {
  it.each([
    ['1500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    ['1500,5', 150_050],
    ['1,500.25', 150_025],
    ['1.500,25', 150_025],
    ['12,345,678.90', 1_234_567_890],
    ['$ 250', 25_000],
    ['250 MXN', 25_000],
    ['0.01', 1],
    [' 7 ', 700],
  ])('%s → %i centavos', (text, minor) => {
    expect(parsePesos(text)).toEqual({ ok: true, minor });
  });

  it('never rounds: a third decimal is an error', () => {
    expect(parsePesos('10.005')).toEqual({ ok: false, error: 'invalid' });
  });

  it.each(['abc', '1.2.3', '-5', '1e3', '12,34,56', '5..0', '.'])('refuses %s', (text) => {
    expect(parsePesos(text)).toEqual({ ok: false, error: 'invalid' });
  });

  it('asks for an amount, more than zero, within the maximum', () => {
    expect(parsePesos('   ')).toEqual({ ok: false, error: 'required' });
    expect(parsePesos('0')).toEqual({ ok: false, error: 'positive' });
    expect(parsePesos('0.00')).toEqual({ ok: false, error: 'positive' });
    expect(parsePesos('100.01', 10_000)).toEqual({ ok: false, error: 'tooMany' });
    expect(parsePesos('100', 10_000)).toEqual({ ok: true, minor: 10_000 });
  });
});

describe('money and time', () => {
  it('formats centavos as pesos for each language', () => {
    expect(formatMoney(150_000, 'MXN', 'es')).toBe('$1,500');
    expect(formatMoney(150_050, 'MXN', 'en')).toBe('MX$1,500.50');
  });

  it('never crashes on a bad currency or zone', () => {
    expect(formatMoney(100, 'NOT-A-CODE', 'es')).toBe('1.00 NOT-A-CODE');
    expect(safeZone('Mars/Olympus')).toBe('America/Mexico_City');
    expect(safeZone('Europe/Madrid')).toBe('Europe/Madrid');
  });

  it('writes an instant in the zone asked for', () => {
    const iso = '2026-03-10T17:00:00.000Z';
    expect(formatInstant(iso, 'en', 'America/Mexico_City', 'time')).toBe('11:00 AM');
    expect(formatInstant(iso, 'en', 'Europe/Madrid', 'time')).toBe('6:00 PM');
    expect(formatInstant('not a date', 'en', 'Europe/Madrid')).toBe('not a date');
  });
});

describe('the sandbox card number', () => {
  it('takes any 16 digits, grouped or not', () => {
    expect(isTestCardNumber('4242424242424242')).toBe(true);
    expect(isTestCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isTestCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isTestCardNumber('4242 4242 4242 424')).toBe(false);
    expect(isTestCardNumber('4242 4242 4242 42424')).toBe(false);
    expect(isTestCardNumber('4242 4242 4242 424x')).toBe(false);
  });

  it('groups what is typed in fours and stops at 16 digits', () => {
    expect(groupCardNumber('42424242')).toBe('4242 4242');
    expect(groupCardNumber('4242a4242 4242-4242 9999')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('424')).toBe('424');
  });
});
