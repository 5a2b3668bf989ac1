/** "20260309T150000Z" — the basic ISO form calendar links use. */
export const basicInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A Google Calendar "add event" link (the e-mail carries the .ics invite for every other calendar). */
export function googleCalendarUrl(event: { title: string; start: string; end: string; details?: string }) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basicInstant(event.start)}/${basicInstant(event.end)}`,
  });
  if (event.details) params.set('details', event.details);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
