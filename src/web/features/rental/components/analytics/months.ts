/* Months (YYYY-MM) for the analytics screen: the windows it offers and the calendar's month grid. */

export const analyticsWindows = ['around', 'next12', 'last12', 'thisYear', 'lastYear'] as const;
export type AnalyticsWindow = (typeof analyticsWindows)[number];

/** YYYY-MM shifted by whole months. */
export function shiftMonth(month: string, by: number): string {
  const index = +month.slice(0, 4) * 12 + (+month.slice(5, 7) - 1) + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a window covers, from today's month (the server's default is 'around'). */
export function windowMonths(window: AnalyticsWindow, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  const year = +today.slice(0, 4);
  switch (window) {
    case 'around':
      return { from: shiftMonth(month, -5), to: shiftMonth(month, 6) };
    case 'next12':
      return { from: month, to: shiftMonth(month, 11) };
    case 'last12':
      return { from: shiftMonth(month, -11), to: month };
    case 'thisYear':
      return { from: `${year}-01`, to: `${year}-12` };
    case 'lastYear':
      return { from: `${year - 1}-01`, to: `${year - 1}-12` };
  }
}

export const isAnalyticsWindow = (value: string | null): value is AnalyticsWindow =>
  (analyticsWindows as readonly string[]).includes(value ?? '');

/** A calendar month as weeks of seven days, Monday first; null pads the days of other months. */
export function monthGrid(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T12:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const days = new Date(Date.UTC(+month.slice(0, 4), +month.slice(5, 7), 0)).getUTCDate();
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
