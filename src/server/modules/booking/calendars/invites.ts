import { meetingLabel, meetingOf } from './meeting';
import type { MailAttachment } from '../../../platform/mail/outbox';
import { buildInvite, type IcsEvent } from '../engine/ics';
import type { AppointmentWithService } from '../appointments/views';

export interface Organizer {
  name: string;
  email: string;
}

const STATUS: Record<string, IcsEvent['status']> = {
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  held: 'TENTATIVE',
  pending_payment: 'TENTATIVE',
};

/**
 * The calendar event of an appointment: the UID never changes, SEQUENCE is the row's (it goes up on every
 * reschedule and on cancellation), so calendar apps update the event they already have.
 */
export function appointmentEvent(
  { appointment: a, service: s }: AppointmentWithService,
  options: { organizer: Organizer; lang: 'es' | 'en'; description: string; url?: string },
): IcsEvent {
  const meeting = meetingOf(a, s);
  return {
    uid: a.icsUid,
    sequence: a.sequence,
    start: a.startsAt,
    end: a.endsAt,
    summary: `${s.name[options.lang]} · ${a.customerName}`,
    description: meeting
      ? `${meetingLabel(meeting, options.lang)}\n${options.description}`
      : options.description,
    // An online service's meeting link is where it takes place (only the client's and owner's invites exist).
    ...(meeting ? { location: meeting.url } : {}),
    ...(options.url ? { url: options.url } : {}),
    organizer: options.organizer,
    attendee: { name: a.customerName, email: a.customerEmail },
    status: STATUS[a.status] ?? 'CANCELLED',
    created: a.createdAt,
    lastModified: a.updatedAt,
  };
}

/** The invite as a mail attachment: text/calendar with its METHOD, as calendar clients expect. */
export function inviteAttachment(method: 'REQUEST' | 'CANCEL', event: IcsEvent): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildInvite(method, event),
  };
}
