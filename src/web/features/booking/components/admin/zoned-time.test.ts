import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it('reads a Mexico City wall time (UTC−6, no daylight saving since 2022)', () => {
    expect(zonedInstant('2026-12-01', '20:00', 'America/Mexico_City')).toBe('2026-12-02T02:00:00.000Z');
  });
  it('follows a zone with daylight saving on both sides of the change', () => {
    expect(zonedInstant('2026-07-01', '09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(zonedInstant('2026-12-01', '09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
  });
  it('refuses what is not a date and time', () => {
    expect(zonedInstant('2026-12-01', '', 'America/Mexico_City')).toBeNull();
    expect(zonedInstant('', '10:00', 'America/Mexico_City')).toBeNull();
  });
});
