import type { ExplainAnswer, SlotReasonDto, SlotsAnswer, SlotsQuery } from '@contracts/booking';
import { slotReasons } from '@contracts/booking';
import type { Db } from '../../../platform/db/client';
import { serviceForBooking } from '../appointments/catalog';
import { availableSlots, explainSlots, groupByLocalDate } from '../engine/slots';
import { occupancy } from './occupancy';
import { loadPolicy } from './settings';
import { dayWindow } from './time-window';

const iso = (slot: { start: Date; end: Date }) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
});

/** The free slots of a service, grouped by the visitor's days (only days with a free slot). */
export async function slotsFor(db: Db, query: SlotsQuery, now: Date): Promise<SlotsAnswer> {
  const service = await serviceForBooking(db, query.service);
  const policy = await loadPolicy(db);
  const window = dayWindow(query, {
    businessTimeZone: policy.rules.timeZone,
    horizonDays: policy.rules.horizonDays,
    now,
  });
  // Nothing before now can be booked: skip the past part of today.
  const from = new Date(Math.max(window.from.getTime(), now.getTime()));
  const busy = await occupancy(db, { from, to: window.to, now });
  const slots =
    from < window.to
      ? availableSlots(policy.rules, {
          durationMinutes: service.durationMinutes,
          from,
          to: window.to,
          now,
          ...busy,
        })
      : [];
  return {
    service: service.slug,
    timeZone: window.timeZone,
    businessTimeZone: policy.rules.timeZone,
    from: window.fromDate,
    to: window.toDate,
    days: groupByLocalDate(slots, window.timeZone).map((day) => ({
      date: day.date,
      slots: day.slots.map(iso),
    })),
  };
}

/** Every grid candidate of the window with the reason it is or is not bookable (the owner's tester). */
export async function explainFor(db: Db, query: SlotsQuery, now: Date): Promise<ExplainAnswer> {
  const service = await serviceForBooking(db, query.service, { admin: true });
  const policy = await loadPolicy(db);
  const window = dayWindow(query, {
    businessTimeZone: policy.rules.timeZone,
    horizonDays: policy.rules.horizonDays,
    now,
  });
  const busy = await occupancy(db, { from: window.from, to: window.to, now });
  const candidates = explainSlots(policy.rules, {
    durationMinutes: service.durationMinutes,
    from: window.from,
    to: window.to,
    now,
    ...busy,
  });
  const counts = Object.fromEntries(slotReasons.map((r) => [r, 0])) as Record<SlotReasonDto, number>;
  for (const c of candidates) counts[c.reason]++;
  return {
    service: service.slug,
    timeZone: window.timeZone,
    businessTimeZone: policy.rules.timeZone,
    from: window.fromDate,
    to: window.toDate,
    days: groupByLocalDate(candidates, window.timeZone).map((day) => ({
      date: day.date,
      candidates: day.slots.map((c) => ({ ...iso(c), reason: c.reason, businessDate: c.businessDate })),
    })),
    counts,
  };
}
