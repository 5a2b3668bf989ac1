import type { AdminAppointment, AdminAppointmentDetail, AdminAppointmentFilters } from '@contracts/booking';
import { and, asc, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { services } from '../../content';
import type { Actor, BookingEnv } from '../context';
import { BookingConflict } from './conflicts';
import { confirmInTx } from './lifecycle';
import { appointmentEvents, appointments } from '../schema';
import { loadPolicy } from '../availability/settings';
import { loadBooking, recordEvent } from './store';
import { addDays, startOfDate } from '../availability/time-window';
import { toAdminAppointment } from './views';
import { csvDocument, csvField } from '../../../platform/csv';

function tabCondition(tab: AdminAppointmentFilters['tab'], now: Date): SQL | undefined {
  switch (tab) {
    case 'upcoming':
      return and(eq(appointments.status, 'confirmed'), gt(appointments.endsAt, now));
    case 'unconfirmed':
      return inArray(appointments.status, ['held', 'pending_payment']);
    case 'past':
      return and(
        inArray(appointments.status, ['confirmed', 'completed', 'no_show']),
        lte(appointments.endsAt, now),
      );
    case 'cancelled':
      return inArray(appointments.status, ['cancelled', 'expired']);
    default:
      return undefined;
  }
}

function conditions(filters: AdminAppointmentFilters, now: Date, timeZone: string): SQL | undefined {
  const where: (SQL | undefined)[] = [tabCondition(filters.tab, now)];
  if (filters.status) where.push(eq(appointments.status, filters.status));
  if (filters.service) where.push(eq(services.slug, filters.service));
  if (filters.kind) where.push(eq(services.kind, filters.kind));
  if (filters.from)
    where.push(
      sql`${appointments.startsAt} >= ${startOfDate(filters.from, timeZone).toISOString()}::timestamptz`,
    );
  if (filters.to)
    where.push(
      sql`${appointments.startsAt} < ${startOfDate(addDays(filters.to, 1), timeZone).toISOString()}::timestamptz`,
    );
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      or(
        ilike(appointments.customerName, like),
        ilike(appointments.customerEmail, like),
        ilike(appointments.customerPhone, like),
        ilike(appointments.customerNotes, like),
      ),
    );
  }
  return and(...where);
}

/** Appointments for the admin list: upcoming and unconfirmed soonest first, the others newest first. */
export async function listAppointments(
  env: BookingEnv,
  filters: AdminAppointmentFilters,
): Promise<{ appointments: AdminAppointment[]; total: number }> {
  const now = env.clock();
  const policy = await loadPolicy(env.db);
  const where = conditions(filters, now, policy.rules.timeZone);
  const soonestFirst = filters.tab === 'upcoming' || filters.tab === 'unconfirmed';
  const rows = await env.db
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(where)
    .orderBy(soonestFirst ? asc(appointments.startsAt) : desc(appointments.startsAt), asc(appointments.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [count] = await env.db
    .select({ total: sql<number>`count(*)::int` })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(where);
  const context = { now, cancelCutoffHours: policy.cancelCutoffHours };
  return { appointments: rows.map((r) => toAdminAppointment(r, context)), total: Number(count?.total ?? 0) };
}

export async function appointmentDetail(env: BookingEnv, id: string): Promise<AdminAppointmentDetail> {
  const booking = await loadBooking(env.db, id);
  const policy = await loadPolicy(env.db);
  const events = await env.db
    .select()
    .from(appointmentEvents)
    .where(eq(appointmentEvents.appointmentId, id))
    .orderBy(asc(appointmentEvents.id));
  return {
    ...toAdminAppointment(booking, { now: env.clock(), cancelCutoffHours: policy.cancelCutoffHours }),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actor,
      data: e.data,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** The owner confirms a held or pending appointment (paid outside the site, say). */
export async function adminConfirm(env: BookingEnv, id: string, actor: Actor) {
  await env.db.transaction(async (tx) => {
    const booking = await loadBooking(tx, id, { forUpdate: true });
    if (booking.appointment.status === 'confirmed') return;
    await confirmInTx(tx, env, booking, { actor, policy: await loadPolicy(tx) });
  });
  return appointmentDetail(env, id);
}

/** After the fact: completed or no-show, only for a confirmed appointment that has started. */
export async function markOutcome(
  env: BookingEnv,
  id: string,
  outcome: 'completed' | 'no_show',
  actor: Actor,
) {
  await env.db.transaction(async (tx) => {
    const { appointment } = await loadBooking(tx, id, { forUpdate: true });
    if (appointment.status === outcome) return;
    if (!['confirmed', 'completed', 'no_show'].includes(appointment.status))
      throw new BookingConflict('not_changeable', 'Only a confirmed appointment can be marked');
    if (appointment.startsAt > env.clock())
      throw new BookingConflict('not_changeable', 'This appointment has not started yet');
    await tx
      .update(appointments)
      .set({ status: outcome, updatedAt: env.clock() })
      .where(eq(appointments.id, id));
    await recordEvent(tx, id, outcome, actor);
  });
  return appointmentDetail(env, id);
}

export async function saveInternalNotes(env: BookingEnv, id: string, notes: string, actor: Actor) {
  await env.db.transaction(async (tx) => {
    await loadBooking(tx, id, { forUpdate: true });
    await tx
      .update(appointments)
      .set({ internalNotes: notes.trim() || null, updatedAt: env.clock() })
      .where(eq(appointments.id, id));
    await recordEvent(tx, id, 'notes', actor);
  });
  return appointmentDetail(env, id);
}

/** Every matching appointment as CSV (UTF-8 with BOM for Excel, CRLF), times in the business zone. */
export async function appointmentsCsv(env: BookingEnv, filters: AdminAppointmentFilters): Promise<string> {
  const { appointments: rows } = await listAppointments(env, { ...filters, limit: 100_000, offset: 0 });
  const policy = await loadPolicy(env.db);
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: policy.rules.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const header = [
    'id',
    'start',
    'end',
    'service',
    'kind',
    'status',
    'name',
    'email',
    'phone',
    'language',
    'time_zone',
    'notes',
    'internal_notes',
    'cancel_reason',
    'created_at',
  ];
  const lines = [header.join(',')];
  for (const r of rows)
    lines.push(
      [
        r.id,
        local.format(new Date(r.start)),
        local.format(new Date(r.end)),
        r.service.slug,
        r.service.kind,
        r.status,
        r.name,
        r.email,
        r.phone,
        r.language,
        r.timeZone,
        r.notes,
        r.internalNotes,
        r.cancelReason,
        r.createdAt,
      ]
        .map(csvField)
        .join(','),
    );
  return csvDocument(lines);
}
