import { addMonths, daysBetween, monthOf, nightsOf } from '../dates';

interface StayLike {
  status: string;
  checkIn: string;
  checkOut: string;
  nightsSubtotalMinor: number;
  totalMinor: number;
  currency: string;
}

export interface StayFigures {
  /** The twelve months shown, oldest first ("2026-12" … "2027-11"), with booked nights and occupancy. */
  months: { month: string; nights: number; occupancy: number }[];
  /** Over those months: share of nights booked (0–1), nights, revenue and average nightly rate (centavos). */
  occupancy: number;
  nights: number;
  revenueMinor: number;
  adrMinor: number | null;
  /** Confirmed stays arriving today or later. */
  upcoming: number;
  currency: string;
}

/**
 * Figures of confirmed stays for the last twelve months up to and including today's month: each night counts
 * in the month it falls in; revenue and the nightly rate take each stay's nights in the window pro rata.
 */
export function stayFigures(stays: StayLike[], today: string): StayFigures {
  const last = monthOf(today);
  const months = Array.from({ length: 12 }, (_, i) => addMonths(last, i - 11));
  const start = `${months[0]}-01`;
  const end = `${addMonths(last, 1)}-01`;
  const booked = new Map<string, number>(months.map((m) => [m, 0]));
  let nights = 0;
  let revenueMinor = 0;
  let roomMinor = 0;
  let upcoming = 0;
  for (const stay of stays) {
    if (stay.status !== 'confirmed') continue;
    if (stay.checkIn >= today) upcoming++;
    const all = daysBetween(stay.checkIn, stay.checkOut);
    const inWindow = nightsOf(
      stay.checkIn < start ? start : stay.checkIn,
      stay.checkOut > end ? end : stay.checkOut,
    );
    if (!inWindow.length) continue;
    for (const night of inWindow) booked.set(monthOf(night), (booked.get(monthOf(night)) ?? 0) + 1);
    nights += inWindow.length;
    revenueMinor += Math.round((stay.totalMinor * inWindow.length) / all);
    roomMinor += Math.round((stay.nightsSubtotalMinor * inWindow.length) / all);
  }
  const days = daysBetween(start, end);
  return {
    months: months.map((month) => {
      const inMonth = daysBetween(`${month}-01`, `${addMonths(month, 1)}-01`);
      const n = booked.get(month) ?? 0;
      return { month, nights: n, occupancy: n / inMonth };
    }),
    occupancy: nights / days,
    nights,
    revenueMinor,
    adrMinor: nights ? Math.round(roomMinor / nights) : null,
    upcoming,
    currency: stays[0]?.currency ?? 'MXN',
  };
}
