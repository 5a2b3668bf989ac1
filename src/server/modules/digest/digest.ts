import { formatMoney } from '@contracts/money';
import { addDays } from '@contracts/calendar-day';
import { dateInZone, zonedWallTime } from '@contracts/zone-time';
import { dateTimeFormat } from '@contracts/intl';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { enqueueJob, type DbOrTx } from '../../platform/jobs/queue';
import type { JobHandler, JobHandlers } from '../../platform/jobs/runner';
import { renderMail } from '../../platform/mail/layout';
import { enqueueMail, type MailMessage } from '../../platform/mail/outbox';
import { appointments } from '../booking';
import { services, siteProfile } from '../content';
import { leads } from '../leads';
import { paymentOrders } from '../payments';
import { loadOwnerNotifications } from '../notifications';
import { sendTaskDigestIfDue } from './task-digest';

/**
 * The owner's daily digest (docs/decisions/025): an hourly check, chained like the calendar refresh (each run
 * plans the next hour first; the dedupe key names the hour, so every instance may plan it and one runs it).
 * When the digest is on and the business-zone hour has reached the chosen one, the day's digest is queued
 * once per business date (the mail's dedupe key names the date): late after a stop, never twice.
 */
export const DIGEST_CHECK_JOB = 'notifications.digest-check';
export const BUSINESS_ZONE = 'America/Mexico_City';
const HOUR_MS = 3_600_000;

export async function planDigestCheck(db: DbOrTx, at: Date): Promise<void> {
  const bucket = Math.floor(at.getTime() / HOUR_MS);
  await enqueueJob(db, {
    kind: DIGEST_CHECK_JOB,
    payload: { bucket },
    runAt: new Date(bucket * HOUR_MS),
    dedupeKey: `${DIGEST_CHECK_JOB}:${bucket}`,
    // Planning is idempotent (dedupe per hour), so a database blip is retried instead of ending the chain.
    maxAttempts: 5,
  });
}

function hourInZone(at: Date, zone: string): number {
  const hour = dateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at);
  return Number(hour);
}

export interface DigestContent {
  date: string;
  appointments: { startsAt: Date; service: string; customerName: string; status: string }[];
  leads: { email: string; name: string | null }[];
  payments: { customerName: string; amountMinor: number; currency: string; paidAt: Date }[];
}

/** The business date's appointments, and the leads and payments of the 24 hours before `now`. */
export async function digestContent(tx: DbOrTx, date: string, now: Date): Promise<DigestContent> {
  const dayStart = zonedWallTime(date, '00:00', BUSINESS_ZONE);
  const dayEnd = zonedWallTime(addDays(date, 1), '00:00', BUSINESS_ZONE);
  const since = new Date(now.getTime() - 24 * HOUR_MS);
  const day = await tx
    .select({
      startsAt: appointments.startsAt,
      service: sql<string>`${services.name}->>'es'`,
      customerName: appointments.customerName,
      status: appointments.status,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        gte(appointments.startsAt, dayStart),
        lt(appointments.startsAt, dayEnd),
        inArray(appointments.status, ['confirmed', 'pending_payment']),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const newLeads = await tx
    .select({ email: leads.email, name: leads.name })
    .from(leads)
    .where(and(gte(leads.createdAt, since), lt(leads.createdAt, now)))
    .orderBy(asc(leads.createdAt));
  const paid = await tx
    .select({
      customerName: paymentOrders.customerName,
      amountMinor: paymentOrders.amountMinor,
      currency: paymentOrders.currency,
      paidAt: sql<Date>`${paymentOrders.paidAt}`,
    })
    .from(paymentOrders)
    .where(and(gte(paymentOrders.paidAt, since), lt(paymentOrders.paidAt, now)))
    .orderBy(asc(paymentOrders.paidAt));
  return {
    date,
    appointments: day,
    leads: newLeads,
    payments: paid.map((p) => ({ ...p, paidAt: new Date(p.paidAt) })),
  };
}

const time = (at: Date) =>
  dateTimeFormat('es-MX', { timeStyle: 'short', timeZone: BUSINESS_ZONE }).format(at);

/** The digest mail, in Spanish like the owner's other notifications (times in the business zone). */
export function digestMail(input: {
  content: DigestContent;
  to: string;
  siteName: string;
  adminUrl: string;
}): MailMessage {
  const { content } = input;
  const day = dateTimeFormat('es-MX', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${content.date}T12:00:00Z`),
  );
  const count = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  const paragraphs: string[] = [];
  paragraphs.push(
    content.appointments.length === 0
      ? 'Citas de hoy: ninguna.'
      : [
          `Citas de hoy (${count(content.appointments.length, 'cita', 'citas')}):`,
          ...content.appointments.map(
            (a) =>
              `· ${time(a.startsAt)} — ${a.service} · ${a.customerName}${a.status === 'pending_payment' ? ' (pago pendiente)' : ''}`,
          ),
        ].join('\n'),
  );
  paragraphs.push(
    content.leads.length === 0
      ? 'Contactos nuevos en las últimas 24 horas: ninguno.'
      : [
          `Contactos nuevos en las últimas 24 horas (${count(content.leads.length, 'contacto', 'contactos')}):`,
          ...content.leads.map((l) => `· ${l.name ? `${l.name} <${l.email}>` : l.email}`),
        ].join('\n'),
  );
  paragraphs.push(
    content.payments.length === 0
      ? 'Pagos recibidos en las últimas 24 horas: ninguno.'
      : [
          `Pagos recibidos en las últimas 24 horas (${count(content.payments.length, 'pago', 'pagos')}):`,
          ...content.payments.map(
            (p) =>
              `· ${formatMoney({ amountMinor: p.amountMinor, currency: p.currency }, 'es-MX')} — ${p.customerName}`,
          ),
        ].join('\n'),
  );
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: `${count(content.appointments.length, 'cita', 'citas')} · ${count(content.leads.length, 'contacto nuevo', 'contactos nuevos')} · ${count(content.payments.length, 'pago', 'pagos')}`,
    heading: `Resumen del día: ${day}`,
    paragraphs,
    action: { label: 'Abrir el panel', url: input.adminUrl },
    footnote: 'Recibes este resumen porque lo activaste en Ajustes → Notificaciones.',
  });
  return { to: input.to, subject: `Resumen del día · ${day}`, html, text, lang: 'es' };
}

/**
 * Queues today's digest when it is on and its hour has come; returns the business date it was queued for,
 * or null. Safe to call from several instances: the mail's dedupe key names the date.
 */
export async function sendDigestIfDue(
  db: Db,
  deps: { siteUrl: URL; siteName: string },
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const settings = await loadOwnerNotifications(tx);
    if (!settings.dailyDigest || hourInZone(now, BUSINESS_ZONE) < settings.digestHour) return null;
    const date = dateInZone(now, BUSINESS_ZONE);
    const [owner] = await tx
      .select({ email: siteProfile.contactEmail })
      .from(siteProfile)
      .where(eq(siteProfile.id, 1));
    const content = await digestContent(tx, date, now);
    const queued = await enqueueMail(
      tx,
      digestMail({
        content,
        to: owner?.email ?? 'hola@estudio.local',
        siteName: deps.siteName,
        adminUrl: new URL('/admin', deps.siteUrl).href,
      }),
      `notifications.digest:${date}`,
    );
    return queued ? date : null;
  });
}

/** Plans the next hour first (so a crash never ends the chain), then sends the digest and the tasks' mail if due. */
export function digestCheckHandler(deps: {
  db: Db;
  siteUrl: URL;
  siteName: string;
  clock: () => Date;
}): JobHandler {
  return async () => {
    const now = deps.clock();
    await planDigestCheck(deps.db, new Date(now.getTime() + HOUR_MS));
    await sendDigestIfDue(deps.db, deps, now);
    // The mail of due tasks (ADR 048) is its own, at the same hour; a failure here retries this hour's check,
    // and the day's digest above is not queued twice (its dedupe key names the date).
    await sendTaskDigestIfDue(deps.db, deps, now);
  };
}

export function notificationJobHandlers(deps: Parameters<typeof digestCheckHandler>[0]): JobHandlers {
  return { [DIGEST_CHECK_JOB]: digestCheckHandler(deps) };
}
