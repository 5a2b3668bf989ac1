import { meetingProviderOf, meetingProviderNames, type AppointmentMeeting } from '@contracts/meeting';
import type { AppointmentRow, ServiceRow } from '../schema';

/**
 * The meeting of an appointment (issue 14, ADR 024): an online service's fixed link, once the appointment is
 * confirmed (never while it waits for payment, never after it was cancelled or expired). Only views for the
 * client (manage link, dashboard) and the owner use it; public answers never carry it.
 */
export function meetingOf(a: Pick<AppointmentRow, 'status'>, s: Pick<ServiceRow, 'online' | 'meetingUrl'>) {
  if (!s.online || !s.meetingUrl) return null;
  if (!['confirmed', 'completed', 'no_show'].includes(a.status)) return null;
  const meeting: AppointmentMeeting = { url: s.meetingUrl, provider: meetingProviderOf(s.meetingUrl) };
  return meeting;
}

const words = {
  es: {
    line: (name: string, url: string) =>
      `Es en línea${name ? ` (${name})` : ''}: entra aquí a la hora de la cita: ${url}`,
    label: (name: string) => `Reunión en línea${name ? ` (${name})` : ''}`,
  },
  en: {
    line: (name: string, url: string) =>
      `It is online${name ? ` (${name})` : ''}: join here at the time of the appointment: ${url}`,
    label: (name: string) => `Online meeting${name ? ` (${name})` : ''}`,
  },
} as const;

/** The sentence of a mail that gives the link, in the reader's language. */
export function meetingLine(meeting: AppointmentMeeting, lang: 'es' | 'en'): string {
  return words[lang].line(meetingProviderNames[meeting.provider], meeting.url);
}

/** The invite's text about the meeting (its DESCRIPTION's first line). */
export function meetingLabel(meeting: AppointmentMeeting, lang: 'es' | 'en'): string {
  return `${words[lang].label(meetingProviderNames[meeting.provider])}: ${meeting.url}`;
}
