import { bookingResultSchema, type BookingRequest } from '@contracts/booking';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../platform/db/client';
import { migrate } from '../../../platform/db/migrate';
import { seed } from '../../../seeds';
import { jobs } from '../../../platform/jobs/schema';
import { createJobRunner, type JobRunner } from '../../../platform/jobs/runner';
import { paths } from '../../../platform/paths';
import { captureLogs } from '../../../test/logs';
import { openInstances, openReadyDatabase, testEngines } from '../../../test/databases';
import { bookingJobHandlers } from '../env';
import { REMINDER_JOB } from './reminders';
import { appointmentRemindersSent } from '../schema';
import { bookingTestApp, testClock } from '../../../test/booking-app';
import { at, bookingRequest, businessDay, json, jobsOfKind, mailsTo } from '../../../test/booking-helpers';
import type { BookingEnv } from '../context';

const MINUTE = 60_000;

/** Makes every pending reminder job due now (the runner compares run_at with the database's now()). */
const makeRemindersDue = (db: Db) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(sql`${jobs.kind} = ${REMINDER_JOB} and ${jobs.doneAt} is null`);

function runnerFor(env: BookingEnv): JobRunner {
  return createJobRunner({
    db: env.db,
    logger: captureLogs().logger,
    pollMs: 20,
    handlers: bookingJobHandlers(env),
  });
}

const reminderMails = async (db: Db, email: string) =>
  (await mailsTo(db, email)).filter((m) => /Recordatorio|Reminder/.test(m.subject));

describe.each(testEngines)('reminders on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof bookingTestApp>['app'];
  let env: BookingEnv;
  const clock = testClock();
  let ip = 0;
  const book = async (input: BookingRequest) => {
    const res = await app.request('/api/booking/appointments', {
      method: 'POST',
      ...json(input, { 'x-forwarded-for': `203.0.113.${++ip}` }),
    });
    expect(res.status).toBe(200);
    return bookingResultSchema.parse(await res.json());
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app, env } = bookingTestApp(database, { clock: clock.now }));
  });
  afterEach(() => clock.set(new Date()));
  afterAll(() => database.close());

  it('plans a reminder 24 h and 1 h before as jobs, and sends each once at its time', async () => {
    const start = at(businessDay(1, 2), '10:00');
    const input = bookingRequest(start, { language: 'en', timeZone: 'Europe/Madrid' });
    const booked = await book(input);
    const planned = (await jobsOfKind(database.db, REMINDER_JOB)).filter(
      (j) => j.payload.appointmentId === booked.appointment.id,
    );
    expect(planned.map((j) => j.runAt.toISOString()).sort()).toEqual(
      [new Date(start.getTime() - 1440 * MINUTE), new Date(start.getTime() - 60 * MINUTE)]
        .map((d) => d.toISOString())
        .sort(),
    );
    const runner = runnerFor(env);
    const makeDue = (offset: number) =>
      database.db
        .update(jobs)
        .set({ runAt: sql`now()` })
        .where(
          sql`${jobs.kind} = ${REMINDER_JOB} and ${jobs.payload}->>'appointmentId' = ${booked.appointment.id} and (${jobs.payload}->>'offsetMinutes')::int = ${offset}`,
        );
    // The clock reaches the 24-hour mark and that job falls due: one reminder.
    clock.set(new Date(start.getTime() - 1440 * MINUTE + 1000));
    await makeDue(1440);
    while ((await runner.runDue()) > 0);
    expect(await reminderMails(database.db, input.email)).toHaveLength(1);
    // An hour before: the second.
    clock.set(new Date(start.getTime() - 60 * MINUTE + 1000));
    await makeDue(60);
    while ((await runner.runDue()) > 0);
    const sent = await reminderMails(database.db, input.email);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.subject).toBe('Reminder: Free initial consultation');
    expect(sent[0]!.text).toContain('1 day');
    expect(sent[1]!.text).toContain('1 hour');
    // Run everything again: nothing more goes out.
    await database.db
      .update(jobs)
      .set({ doneAt: null, runAt: sql`now()` })
      .where(eq(jobs.kind, REMINDER_JOB));
    while ((await runner.runDue()) > 0);
    expect(await reminderMails(database.db, input.email)).toHaveLength(2);
  });

  it('skips reminders already past at booking time', async () => {
    const start = at(businessDay(2, 2), '10:00');
    // Booked 10 hours before: the 24-hour reminder is already past, the 1-hour one is not.
    clock.set(new Date(start.getTime() - 10 * 60 * MINUTE));
    const booked = await book(bookingRequest(start));
    const planned = (await jobsOfKind(database.db, REMINDER_JOB)).filter(
      (j) => j.payload.appointmentId === booked.appointment.id,
    );
    expect(planned.map((j) => j.payload.offsetMinutes)).toEqual([60]);
  });

  it('never reminds of a cancelled appointment, nor of the old time of a rescheduled one', async () => {
    const day = businessDay(3, 2);
    const cancelled = bookingRequest(at(day, '09:00'));
    const moved = bookingRequest(at(day, '10:00'));
    const a = await book(cancelled);
    const b = await book(moved);
    await app.request(`/api/booking/manage/${a.manageToken}/cancel`, { method: 'POST', ...json({}) });
    await app.request(`/api/booking/manage/${b.manageToken}/reschedule`, {
      method: 'POST',
      ...json({ start: at(businessDay(3, 3), '10:00').toISOString() }),
    });
    // Every reminder job is run now, as if its time had come.
    clock.set(new Date(at(day, '09:00').getTime() - 30 * MINUTE));
    await makeRemindersDue(database.db);
    const runner = runnerFor(env);
    while ((await runner.runDue()) > 0);
    expect(await reminderMails(database.db, cancelled.email)).toHaveLength(0);
    // The moved appointment's new reminders (a week later) went out early here only because we forced
    // every job due; the old time's reminders were skipped: at most the new time's two reminders.
    const movedReminders = await reminderMails(database.db, moved.email);
    const rows = await database.db
      .select()
      .from(appointmentRemindersSent)
      .where(eq(appointmentRemindersSent.appointmentId, b.appointment.id));
    expect(rows.every((r) => r.startsAt.toISOString() === at(businessDay(3, 3), '10:00').toISOString())).toBe(
      true,
    );
    expect(movedReminders.length).toBe(rows.length);
  });

  it('sends each reminder once when two runners race on the same database', async () => {
    const input = bookingRequest(at(businessDay(4, 2), '11:00'));
    await book(input);
    clock.set(new Date(at(businessDay(4, 2), '11:00').getTime() - 30 * MINUTE));
    await makeRemindersDue(database.db);
    // Two runners, and each job's lease expired once so both get to run the same reminder.
    const first = runnerFor(env);
    const second = runnerFor(env);
    await Promise.all([first.runDue(), second.runDue()]);
    await database.db
      .update(jobs)
      .set({ doneAt: null, runAt: sql`now()` })
      .where(eq(jobs.kind, REMINDER_JOB));
    await Promise.all([first.runDue(), second.runDue()]);
    expect(await reminderMails(database.db, input.email)).toHaveLength(2);
  });
});

describe.runIf(openInstances)('reminders across instances on PostgreSQL', () => {
  it('sends each reminder once with runners on two connection pools', async () => {
    const [first, second] = await openInstances!(2);
    try {
      await migrate(first!.sql, paths.migrations());
      await seed(first!.db);
      const clock = testClock();
      const { app, env } = bookingTestApp(first!, { clock: clock.now });
      const emails: string[] = [];
      for (const [i, time] of ['09:00', '10:00', '11:00', '12:00'].entries()) {
        const input = bookingRequest(at(businessDay(5, 2), time));
        emails.push(input.email);
        const res = await app.request('/api/booking/appointments', {
          method: 'POST',
          ...json(input, { 'x-forwarded-for': `203.0.113.${200 + i}` }),
        });
        expect(res.status).toBe(200);
      }
      clock.set(new Date(at(businessDay(5, 2), '09:00').getTime() - 30 * 60_000));
      await makeRemindersDue(first!.db);
      const a = runnerFor(env);
      const b = runnerFor({ ...env, db: second!.db });
      for (let round = 0; round < 2; round++) {
        while ((await Promise.all([a.runDue(), b.runDue()])).some((n) => n > 0));
        // Replay every job, as expired leases would.
        await first!.db
          .update(jobs)
          .set({ doneAt: null, runAt: sql`now()` })
          .where(eq(jobs.kind, REMINDER_JOB));
      }
      for (const email of emails) expect(await reminderMails(first!.db, email)).toHaveLength(2);
    } finally {
      await first!.close();
    }
  });
});
