import { meetingOf } from '../calendars/meeting';
import type {
  AdminAppointment,
  AppointmentStatus,
  CustomerAppointment,
  ServiceKind,
} from '@contracts/booking';
import type { AppointmentRow, ServiceRow } from '../schema';

export interface AppointmentWithService {
  appointment: AppointmentRow;
  service: ServiceRow;
}

const HOUR_MS = 3_600_000;

/** Visitors may change an appointment until this instant (start − cancel cut-off). */
export const changeableUntil = (startsAt: Date, cancelCutoffHours: number) =>
  new Date(startsAt.getTime() - cancelCutoffHours * HOUR_MS);

export function toCustomerAppointment(
  { appointment: a, service: s }: AppointmentWithService,
  context: { now: Date; cancelCutoffHours: number },
): CustomerAppointment {
  const until = changeableUntil(a.startsAt, context.cancelCutoffHours);
  const live = a.status === 'confirmed' || a.status === 'held' || a.status === 'pending_payment';
  const inTime = context.now < until;
  return {
    id: a.id,
    service: {
      slug: s.slug,
      kind: s.kind as ServiceKind,
      name: s.name,
      durationMinutes: s.durationMinutes,
      priceMinor: s.priceMinor,
      currency: s.currency,
    },
    status: a.status as AppointmentStatus,
    start: a.startsAt.toISOString(),
    end: a.endsAt.toISOString(),
    name: a.customerName,
    email: a.customerEmail,
    phone: a.customerPhone,
    notes: a.customerNotes,
    language: a.language === 'en' ? 'en' : 'es',
    timeZone: a.timeZone,
    holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
    cancelReason: a.cancelReason,
    changeableUntil: until.toISOString(),
    canCancel: live && inTime,
    canReschedule: a.status === 'confirmed' && inTime,
    createdAt: a.createdAt.toISOString(),
    meeting: meetingOf(a, s),
    voucherPageUrl: null,
  };
}

export function toAdminAppointment(
  row: AppointmentWithService,
  context: { now: Date; cancelCutoffHours: number },
): AdminAppointment {
  return {
    ...toCustomerAppointment(row, context),
    userId: row.appointment.userId,
    internalNotes: row.appointment.internalNotes,
    sequence: row.appointment.sequence,
    updatedAt: row.appointment.updatedAt.toISOString(),
  };
}
