import type { ContactTimelineItem, LeadAppointment, LeadTimelineEvent } from '@contracts/leads';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { jobs } from '../../../platform/jobs/schema';
import { MAIL_JOB } from '../../../platform/mail/outbox';
import { appointmentsForEmail } from '../../booking';
import { paymentsForEmails } from '../../payments';
import { staysForEmails } from '../../rental';

const iso = (value: Date) => value.toISOString();

/** The e-mails queued to any of these addresses (the outbox's mail jobs), newest first. */
async function mailsTo(db: DbOrTx, emails: string[]) {
  const wanted = sql.join(
    emails.map((email) => sql`${email.trim().toLowerCase()}`),
    sql`, `,
  );
  return db
    .select({
      id: jobs.id,
      subject: sql<string>`${jobs.payload}->>'subject'`,
      at: sql<Date>`coalesce(${jobs.doneAt}, ${jobs.createdAt})`.mapWith(jobs.createdAt),
      failed: sql<boolean>`${jobs.failedAt} is not null`,
    })
    .from(jobs)
    .where(and(eq(jobs.kind, MAIL_JOB), sql`lower(${jobs.payload}->>'to') in (${wanted})`))
    .orderBy(desc(jobs.createdAt))
    .limit(200);
}

/**
 * A contact's whole history, newest first (ADR 046): the leads module's own events plus what the other modules
 * hold under any of the contact's e-mails, read through their doors — nothing is copied into the CRM.
 * Also the phones those modules hold, newest first, for a contact the CRM has no phone for.
 */
export async function contactTimeline(
  db: DbOrTx,
  emails: string[],
  events: LeadTimelineEvent[],
): Promise<{ timeline: ContactTimelineItem[]; appointments: LeadAppointment[]; phones: string[] }> {
  const [bookings, stays, money, mails] = await Promise.all([
    Promise.all(emails.map((email) => appointmentsForEmail(db, email))).then((lists) => lists.flat()),
    staysForEmails(db, emails),
    paymentsForEmails(db, emails),
    mailsTo(db, emails),
  ]);
  const appointments = bookings
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime())
    .map((b) => ({
      id: b.id,
      startsAt: iso(b.startsAt),
      endsAt: iso(b.endsAt),
      status: b.status,
      serviceName: b.serviceName,
      createdAt: iso(b.createdAt),
    }));
  const timeline: ContactTimelineItem[] = [
    ...events.map((event) => ({ type: 'lead' as const, at: event.createdAt, event })),
    ...appointments.map((a) => ({
      type: 'appointment' as const,
      at: a.createdAt,
      id: a.id,
      startsAt: a.startsAt,
      status: a.status,
      serviceName: a.serviceName,
    })),
    ...stays.map((s) => ({
      type: 'stay' as const,
      at: iso(s.createdAt),
      id: s.id,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      guests: s.guests,
      status: s.status,
      totalMinor: s.totalMinor,
      currency: s.currency,
    })),
    ...money.payments.map((p) => ({
      type: 'payment' as const,
      at: iso(p.at),
      id: p.id,
      purpose: p.purpose,
      status: p.status,
      amountMinor: p.amountMinor,
      currency: p.currency,
      method: p.method,
      receiptNumber: p.receiptNumber,
    })),
    ...money.refunds.map((r) => ({
      type: 'refund' as const,
      at: iso(r.createdAt),
      id: r.id,
      status: r.status,
      amountMinor: r.amountMinor,
      currency: r.currency,
    })),
    ...mails
      .filter((m) => !m.failed)
      .map((m) => ({ type: 'mail' as const, at: iso(m.at), id: String(m.id), subject: m.subject ?? '' })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const phones = [
    ...bookings.flatMap((b) => (b.customerPhone ? [{ at: b.createdAt, phone: b.customerPhone }] : [])),
    ...stays.flatMap((s) => (s.customerPhone ? [{ at: s.createdAt, phone: s.customerPhone }] : [])),
  ]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((p) => p.phone);
  return { timeline, appointments, phones };
}
