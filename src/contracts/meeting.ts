import { z } from 'zod';

/**
 * Online services' meeting link (issue 14, ADR 024): one fixed https address per service, set by the owner.
 * Known hosts get a label (Zoom, Google Meet, Microsoft Teams, Jitsi); any other https address is "other".
 * The link reaches only the client and the owner (confirmation e-mail, .ics, manage page, admin), never a
 * public answer.
 */
export const meetingProviders = ['zoom', 'meet', 'teams', 'jitsi', 'other'] as const;
export type MeetingProvider = (typeof meetingProviders)[number];

const hosts: [MeetingProvider, RegExp][] = [
  ['zoom', /(^|\.)zoom\.(us|com)$/],
  ['meet', /^meet\.google\.com$/],
  ['teams', /(^|\.)teams\.(microsoft|live)\.com$/],
  ['jitsi', /(^|\.)(meet\.jit\.si|8x8\.vc)$/],
];

/** Which meeting service an address belongs to (by its host). */
export function meetingProviderOf(url: string): MeetingProvider {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  return hosts.find(([, pattern]) => pattern.test(host))?.[0] ?? 'other';
}

/** The names shown beside a link ("Join on Zoom"). */
export const meetingProviderNames: Record<MeetingProvider, string> = {
  zoom: 'Zoom',
  meet: 'Google Meet',
  teams: 'Microsoft Teams',
  jitsi: 'Jitsi Meet',
  other: '',
};

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
};

/**
 * The owner's input: an https address with a host, at most 500 characters, no control characters; stored as
 * the URL parser writes it (`HTTPS://Meet.Google.com/x` → `https://meet.google.com/x`), so what is kept is
 * exactly what every reader (and the database's https check) sees.
 */
export const meetingUrlSchema = z
  .string()
  .trim()
  .max(500, 'too_long')
  // eslint-disable-next-line no-control-regex
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { message: 'invalid_url' })
  .refine(isHttpsUrl, { message: 'invalid_url' })
  .transform((value) => new URL(value).href);

/** The meeting as the client and the owner see it on a confirmed appointment of an online service. */
export const appointmentMeetingSchema = z.object({
  url: z.string(),
  provider: z.enum(meetingProviders),
});
export type AppointmentMeeting = z.infer<typeof appointmentMeetingSchema>;
