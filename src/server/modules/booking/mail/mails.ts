import { meetingLine, meetingOf } from '../calendars/meeting';
import type { CancellationRefund } from '@contracts/cancellation';
import { renderMail } from '../../../platform/mail/layout';
import type { MailAttachment, MailMessage } from '../../../platform/mail/outbox';
import { clientRefundLines, ownerRefundLines } from '../../../platform/mail/refund-words';
import type { AppointmentWithService } from '../appointments/views';
import { intlLocale } from '@contracts/language';

/** The moments a booking mail is about; each has a customer version and most an owner version. */
export type BookingMailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

export interface CustomerMailInput {
  kind: BookingMailKind;
  booking: AppointmentWithService;
  /** /calendar-booking/manage/<token>, absolute; absent when no token is at hand (reminders use none). */
  manageUrl?: string;
  /** The calendar page, for booking again after a cancellation. */
  bookingUrl: string;
  invite?: MailAttachment;
  /** Owner's contact, for "contact me" lines. */
  ownerEmail: string;
  siteName: string;
  /** Admin's message on cancellation, or the visitor's reason. */
  reason?: string | null;
  /** For reminders: how long before the start, in minutes. */
  offsetMinutes?: number;
  /** A cancellation's refund: what happens with the money (ADR 022). */
  refund?: CancellationRefund | null;
}

const locale = intlLocale;

/** "lunes, 9 de marzo de 2026, 9:00 a.m. (hora de Ciudad de México)" in the reader's language and zone. */
export function formatWhen(instant: Date, lang: 'es' | 'en', timeZone: string): string {
  const when = new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
  const zone =
    new Intl.DateTimeFormat(locale(lang), { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${when} (${zone})`;
}

function before(minutes: number, lang: 'es' | 'en'): string {
  const unit = minutes % 1440 === 0 ? 'day' : minutes % 60 === 0 ? 'hour' : 'minute';
  const amount = unit === 'day' ? minutes / 1440 : unit === 'hour' ? minutes / 60 : minutes;
  return new Intl.NumberFormat(locale(lang), { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

const copy = {
  es: {
    subject: {
      confirmed: (service: string) => `Cita confirmada: ${service}`,
      rescheduled: (service: string) => `Cita cambiada: ${service}`,
      cancelled: (service: string) => `Cita cancelada: ${service}`,
      reminder: (service: string) => `Recordatorio: ${service}`,
    },
    heading: {
      confirmed: (name: string) => `${name}, tu cita está confirmada`,
      rescheduled: (name: string) => `${name}, tu cita cambió de horario`,
      cancelled: (name: string) => `${name}, tu cita se canceló`,
      reminder: (name: string) => `${name}, te esperamos pronto`,
    },
    when: (service: string, when: string) => `${service}: ${when}.`,
    reminderIn: (inTime: string) => `Tu cita es en ${inTime}.`,
    invite: 'Adjuntamos la invitación de calendario (.ics) para que la agregues a tu agenda.',
    updatedInvite: 'Adjuntamos la invitación actualizada; tu calendario moverá la cita.',
    cancelInvite: 'Adjuntamos la cancelación para tu calendario.',
    reason: (reason: string) => `Motivo: ${reason}`,
    manage: 'Cambiar o cancelar',
    bookAgain: 'Agendar otra cita',
    manageNote: (url: string) =>
      `Puedes cambiar o cancelar la cita sin cuenta desde este enlace (no lo compartas): ${url}`,
    contact: (email: string) => `¿Dudas? Escríbenos a ${email}.`,
  },
  en: {
    subject: {
      confirmed: (service: string) => `Appointment confirmed: ${service}`,
      rescheduled: (service: string) => `Appointment moved: ${service}`,
      cancelled: (service: string) => `Appointment cancelled: ${service}`,
      reminder: (service: string) => `Reminder: ${service}`,
    },
    heading: {
      confirmed: (name: string) => `${name}, your appointment is confirmed`,
      rescheduled: (name: string) => `${name}, your appointment has a new time`,
      cancelled: (name: string) => `${name}, your appointment was cancelled`,
      reminder: (name: string) => `${name}, see you soon`,
    },
    when: (service: string, when: string) => `${service}: ${when}.`,
    reminderIn: (inTime: string) => `Your appointment is in ${inTime}.`,
    invite: 'The calendar invite (.ics) is attached so you can add it to your calendar.',
    updatedInvite: 'The updated invite is attached; your calendar will move the appointment.',
    cancelInvite: 'The cancellation for your calendar is attached.',
    reason: (reason: string) => `Reason: ${reason}`,
    manage: 'Reschedule or cancel',
    bookAgain: 'Book another time',
    manageNote: (url: string) =>
      `You can reschedule or cancel without an account from this link (do not share it): ${url}`,
    contact: (email: string) => `Questions? Write to ${email}.`,
  },
} as const;

/** A mail to the person who booked: in their language, times in their zone, with the invite attached. */
export function customerMail(input: CustomerMailInput): MailMessage {
  const { appointment: a, service: s } = input.booking;
  const lang = a.language === 'en' ? 'en' : 'es';
  const words = copy[lang];
  const service = s.name[lang];
  const when = formatWhen(a.startsAt, lang, a.timeZone);
  const paragraphs = [words.when(service, when)];
  if (input.kind === 'reminder' && input.offsetMinutes)
    paragraphs.unshift(words.reminderIn(before(input.offsetMinutes, lang)));
  if (input.reason) paragraphs.push(words.reason(input.reason));
  paragraphs.push(...clientRefundLines(input.refund, lang));
  const meeting = input.kind === 'cancelled' ? null : meetingOf(a, s);
  if (meeting) paragraphs.push(meetingLine(meeting, lang));
  if (input.invite)
    paragraphs.push(
      input.kind === 'cancelled'
        ? words.cancelInvite
        : input.kind === 'rescheduled'
          ? words.updatedInvite
          : words.invite,
    );
  paragraphs.push(words.contact(input.ownerEmail));
  const action =
    input.kind === 'cancelled'
      ? { label: words.bookAgain, url: input.bookingUrl }
      : input.manageUrl
        ? { label: words.manage, url: input.manageUrl }
        : undefined;
  const { html, text } = renderMail({
    lang,
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: words.heading[input.kind](a.customerName),
    paragraphs,
    ...(action ? { action } : {}),
    ...(input.manageUrl && input.kind !== 'cancelled' ? { footnote: words.manageNote(input.manageUrl) } : {}),
  });
  return {
    to: a.customerEmail,
    subject: words.subject[input.kind](service),
    html,
    text,
    lang,
    ...(input.invite ? { attachments: [input.invite] } : {}),
  };
}

export interface OwnerMailInput {
  kind: Exclude<BookingMailKind, 'reminder'>;
  booking: AppointmentWithService;
  ownerEmail: string;
  businessTimeZone: string;
  /** Admin area link to the appointment. */
  adminUrl: string;
  invite?: MailAttachment;
  reason?: string | null;
  /** Who made the change: 'visitor', 'customer', 'admin:<email>', 'system'. */
  actor: string;
  siteName: string;
  /** A cancellation's refund: what happens with the money and what the owner must do (ADR 022). */
  refund?: CancellationRefund | null;
}

const ownerSubject = {
  confirmed: 'Nueva cita',
  rescheduled: 'Cita cambiada',
  cancelled: 'Cita cancelada',
} as const;

/** The owner's notification (in Spanish, times in the business zone), with the same invite. */
export function ownerMail(input: OwnerMailInput): MailMessage {
  const { appointment: a, service: s } = input.booking;
  const when = formatWhen(a.startsAt, 'es', input.businessTimeZone);
  const paragraphs = [
    `${s.name.es}: ${when}.`,
    `${a.customerName} · ${a.customerEmail}${a.customerPhone ? ` · ${a.customerPhone}` : ''} · ${a.language.toUpperCase()} · ${a.timeZone}`,
  ];
  if (a.customerNotes) paragraphs.push(`Notas: ${a.customerNotes}`);
  if (input.reason) paragraphs.push(`Motivo: ${input.reason}`);
  paragraphs.push(...ownerRefundLines(input.refund));
  paragraphs.push(`Origen del cambio: ${input.actor}.`);
  const { html, text } = renderMail({
    lang: 'es',
    siteName: input.siteName,
    preheader: paragraphs[0],
    heading: `${ownerSubject[input.kind]}: ${a.customerName}`,
    paragraphs,
    action: { label: 'Ver en el panel', url: input.adminUrl },
  });
  return {
    to: input.ownerEmail,
    subject: `${ownerSubject[input.kind]}: ${s.name.es} · ${a.customerName}`,
    html,
    text,
    lang: 'es',
    ...(input.invite ? { attachments: [input.invite] } : {}),
  };
}
