import type { BookingRequest } from '@contracts/booking';
import { and, asc, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../platform/db/client';
import { jobs } from '../platform/jobs/schema';
import { MAIL_JOB, mailJobPayloadSchema, type MailJobPayload } from '../platform/mail/outbox';

export const BUSINESS_TZ = 'America/Mexico_City';

/**
 * A business date `weeksAhead` weeks from now on the given ISO weekday (1 = Monday): far enough for the
 * minimum notice and inside the 60-day horizon, and never the same day for two tests that pick differently.
 */
export function businessDay(weekday: number, weeksAhead: number, now = new Date()): string {
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(BUSINESS_TZ)
    .toPlainDate();
  const monday = today.add({ days: 8 - today.dayOfWeek });
  return monday.add({ days: (weeksAhead - 1) * 7 + (weekday - 1) }).toString();
}

/** An instant from a business date and wall time in Mexico City. */
export function at(date: string, time: string, timeZone = BUSINESS_TZ): Date {
  const zoned = Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

let counter = 0;
/** A fresh, valid booking request for a start time. */
export function bookingRequest(start: Date, overrides: Partial<BookingRequest> = {}): BookingRequest {
  counter++;
  return {
    service: 'consulta-inicial',
    start: start.toISOString(),
    name: 'Ana Prueba',
    email: `ana.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '+52 55 1234 5678',
    notes: 'Quiero hablar de mi marca.',
    language: 'es',
    timeZone: BUSINESS_TZ,
    ...overrides,
  };
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** Mails queued in the outbox (the jobs table) for an address, oldest first. */
export async function mailsTo(db: Db, address: string): Promise<MailJobPayload[]> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`${jobs.payload}->>'to' = ${address}`))
    .orderBy(asc(jobs.id));
  return rows.map((r) => mailJobPayloadSchema.parse(r.payload));
}

export interface ParsedInvite {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  start: Date;
  end: Date;
}

/** The .ics attachment of a mail, parsed back with ical.js. */
export function inviteOf(mail: MailJobPayload): ParsedInvite & { contentType: string } {
  const attachment = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!attachment) throw new Error(`mail "${mail.subject}" has no calendar attachment`);
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    contentType: attachment.contentType,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}

/** Jobs of a kind, for reminder and hold-expiry assertions. */
export async function jobsOfKind(db: Db, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}
