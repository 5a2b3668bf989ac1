import { describe, expect, it } from 'vitest';
import { stayFigures } from './figures';

const stay = (checkIn: string, checkOut: string, status = 'confirmed', nightly = 100_000) => {
  const nights = (Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000;
  return {
    status,
    checkIn,
    checkOut,
    nightsSubtotalMinor: nightly * nights,
    totalMinor: nightly * nights + 50_000,
    currency: 'MXN',
  };
};

describe('rental figures', () => {
  it('counts confirmed nights per month over the last twelve months, revenue pro rata, and upcoming stays', () => {
    const figures = stayFigures(
      [
        stay('2027-03-30', '2027-04-02'), // 2 nights in March, 1 in April
        stay('2027-04-10', '2027-04-12', 'expired'),
        stay('2026-04-30', '2026-05-02'), // 1 night before the window (April 2026), 1 in May 2026
        stay('2027-04-20', '2027-04-25'), // upcoming, 5 nights in April
      ],
      '2027-04-15',
    );
    expect(figures.months).toHaveLength(12);
    expect(figures.months[0]!.month).toBe('2026-05');
    expect(figures.months.at(-1)).toEqual({ month: '2027-04', nights: 6, occupancy: 6 / 30 });
    expect(figures.months.find((m) => m.month === '2027-03')!.nights).toBe(2);
    expect(figures.nights).toBe(2 + 1 + 1 + 5);
    expect(figures.upcoming).toBe(1);
    expect(figures.adrMinor).toBe(100_000);
    // The May 2026 stay counts half of its total (one of its two nights is in the window).
    expect(figures.revenueMinor).toBe(350_000 + 125_000 + 550_000);
  });

  it('has no nightly rate without nights', () => {
    expect(stayFigures([], '2027-04-15')).toMatchObject({ nights: 0, adrMinor: null, occupancy: 0 });
  });
});
