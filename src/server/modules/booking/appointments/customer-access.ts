import type { CustomerAppointment, MyAppointments } from '@contracts/booking';
import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { notFound } from '../../../platform/errors';
import type { Viewer } from '../../../platform/viewer';
import { provenEmailOf } from '../../auth';
import { services } from '../../content';
import type { BookingEnv } from '../context';
import { appointmentManageTokens, appointments } from '../schema';
import { loadPolicy } from '../availability/settings';
import { loadBooking } from './store';
import { hashToken } from '../../../platform/secrets';
import { toCustomerAppointment, type AppointmentWithService } from './views';

/** The appointment a manage token opens; a wrong token is the same 404 as an unknown one. */
export async function appointmentIdForToken(db: Db, token: string): Promise<string> {
  const [row] = await db
    .select({ id: appointmentManageTokens.appointmentId })
    .from(appointmentManageTokens)
    .where(eq(appointmentManageTokens.tokenHash, hashToken(token)));
  if (!row) throw notFound('This link is not valid');
  return row.id;
}

export async function customerView(
  env: BookingEnv,
  booking: AppointmentWithService,
): Promise<CustomerAppointment> {
  const policy = await loadPolicy(env.db);
  const view = toCustomerAppointment(booking, {
    now: env.clock(),
    cancelCutoffHours: policy.cancelCutoffHours,
  });
  if (view.status === 'pending_payment')
    view.voucherPageUrl = (await env.payments.pendingVoucherPage?.(booking.appointment)) ?? null;
  return view;
}

/**
 * Whose appointments a signed-in person sees: those booked while signed in (user_id), and those booked
 * signed out with the account's address once that address is proven (auth's provenEmailOf, ADR 031), so
 * nobody reads or cancels another person's appointments by signing up with their address.
 */
async function ownership(db: Db, viewer: Viewer) {
  const email = await provenEmailOf(db, viewer.userId);
  const byEmail = email ? eq(appointments.customerEmail, email) : undefined;
  return or(eq(appointments.userId, viewer.userId), byEmail)!;
}

export async function myAppointments(env: BookingEnv, viewer: Viewer): Promise<MyAppointments> {
  const now = env.clock();
  const rows = await env.db
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(await ownership(env.db, viewer))
    .orderBy(asc(appointments.startsAt))
    .limit(500);
  const policy = await loadPolicy(env.db);
  const view = (row: AppointmentWithService) =>
    toCustomerAppointment(row, { now, cancelCutoffHours: policy.cancelCutoffHours });
  const live = (s: string) => s === 'confirmed' || s === 'held' || s === 'pending_payment';
  return {
    upcoming: rows.filter((r) => r.appointment.endsAt > now && live(r.appointment.status)).map(view),
    past: rows
      .filter((r) => !(r.appointment.endsAt > now && live(r.appointment.status)))
      .sort((a, b) => b.appointment.startsAt.getTime() - a.appointment.startsAt.getTime())
      .map(view),
  };
}

/** One of the viewer's own appointments, or 404 (someone else's looks like none). */
export async function ownAppointment(
  env: BookingEnv,
  viewer: Viewer,
  id: string,
): Promise<AppointmentWithService> {
  const [row] = await env.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, id), await ownership(env.db, viewer)));
  if (!row) throw notFound('There is no such appointment');
  return loadBooking(env.db, id);
}
