import type { AvailabilitySettings, AvailabilitySettingsInput } from '@contracts/booking';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { AvailabilityRules, TimeRange, Weekday } from '../engine/slots';
import { bookingDateOverrides, bookingSettings, bookingWeeklyHours } from '../schema';

/** Everything the booking rules read from the settings, in one object. */
export interface BookingPolicy {
  rules: AvailabilityRules;
  holdMinutes: number;
  cancelCutoffHours: number;
  reminderOffsetsMinutes: number[];
}

const weekdays: Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Reads the single settings row, the weekly hours and the overrides (the migration creates the row). */
export async function loadPolicy(db: DbOrTx): Promise<BookingPolicy> {
  const [settings] = await db.select().from(bookingSettings);
  if (!settings) throw new Error('booking_settings has no row: migration 0004 was not applied');
  const hours = await db
    .select()
    .from(bookingWeeklyHours)
    .orderBy(asc(bookingWeeklyHours.weekday), asc(bookingWeeklyHours.startTime));
  const overrides = await db.select().from(bookingDateOverrides).orderBy(asc(bookingDateOverrides.date));
  const weekly: Partial<Record<Weekday, TimeRange[]>> = {};
  for (const row of hours)
    (weekly[row.weekday as Weekday] ??= []).push({ start: row.startTime, end: row.endTime });
  return {
    rules: {
      timeZone: settings.timeZone,
      weekly,
      overrides: overrides.map((o) => ({ date: o.date, ranges: o.ranges })),
      bufferBeforeMinutes: settings.bufferBeforeMinutes,
      bufferAfterMinutes: settings.bufferAfterMinutes,
      minNoticeMinutes: settings.minNoticeMinutes,
      horizonDays: settings.horizonDays,
      slotStepMinutes: settings.slotStepMinutes,
      dailyLimit: settings.dailyLimit,
    },
    holdMinutes: settings.holdMinutes,
    cancelCutoffHours: settings.cancelCutoffHours,
    reminderOffsetsMinutes: settings.reminderOffsetsMinutes,
  };
}

export function toAvailabilitySettings(policy: BookingPolicy): AvailabilitySettings {
  const { rules } = policy;
  return {
    timeZone: rules.timeZone,
    weekly: Object.fromEntries(weekdays.map((d) => [String(d), rules.weekly[d] ?? []])),
    overrides: rules.overrides,
    bufferBeforeMinutes: rules.bufferBeforeMinutes,
    bufferAfterMinutes: rules.bufferAfterMinutes,
    minNoticeMinutes: rules.minNoticeMinutes,
    horizonDays: rules.horizonDays,
    slotStepMinutes: rules.slotStepMinutes,
    dailyLimit: rules.dailyLimit,
    holdMinutes: policy.holdMinutes,
    cancelCutoffHours: policy.cancelCutoffHours,
    reminderOffsetsMinutes: policy.reminderOffsetsMinutes,
  };
}

/**
 * Replaces the availability in one transaction. Existing appointments keep the blocked range they were
 * written with; new buffers apply to appointments written from now on.
 */
export async function saveAvailability(db: Db, input: AvailabilitySettingsInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(bookingSettings)
      .set({
        bufferBeforeMinutes: input.bufferBeforeMinutes,
        bufferAfterMinutes: input.bufferAfterMinutes,
        minNoticeMinutes: input.minNoticeMinutes,
        horizonDays: input.horizonDays,
        slotStepMinutes: input.slotStepMinutes,
        dailyLimit: input.dailyLimit,
        holdMinutes: input.holdMinutes,
        cancelCutoffHours: input.cancelCutoffHours,
        reminderOffsetsMinutes: [...new Set(input.reminderOffsetsMinutes)].sort((a, b) => b - a),
        updatedAt: sql`now()`,
      })
      .where(sql`${bookingSettings.id} = 1`);
    await tx.delete(bookingWeeklyHours);
    const hours = Object.entries(input.weekly).flatMap(([day, ranges]) =>
      (ranges ?? []).map((r) => ({ weekday: Number(day), startTime: r.start, endTime: r.end })),
    );
    if (hours.length) await tx.insert(bookingWeeklyHours).values(hours);
    await tx.delete(bookingDateOverrides);
    // Several entries for one date are combined, as the engine reads them.
    const byDate = new Map<string, TimeRange[]>();
    for (const o of input.overrides) byDate.set(o.date, [...(byDate.get(o.date) ?? []), ...o.ranges]);
    if (byDate.size)
      await tx.insert(bookingDateOverrides).values([...byDate].map(([date, ranges]) => ({ date, ranges })));
  });
}

/** The reminder offsets as stored (none when the row is missing), for the owner's notification settings. */
export async function reminderOffsetsMinutes(db: DbOrTx): Promise<number[]> {
  const [row] = await db
    .select({ offsets: bookingSettings.reminderOffsetsMinutes })
    .from(bookingSettings)
    .limit(1);
  return row?.offsets ?? [];
}
