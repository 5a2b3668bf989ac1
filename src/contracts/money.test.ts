import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats centavos as pesos in both languages', () => {
    expect(formatMoney({ amountMinor: 150000, currency: 'MXN' }, 'es-MX')).toBe('$1,500');
    expect(formatMoney({ amountMinor: 150050, currency: 'MXN' }, 'en-US')).toBe('MX$1,500.50');
  });
});
