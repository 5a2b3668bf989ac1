/*
 * Why an external calendar could not be read (ExternalCalendar.lastError): a code, with a detail after a
 * colon when there is one ("calendar_http_status:503"). The web says it in the owner's language; rows written
 * before the codes existed hold an English sentence, which the web shows as `calendar_failed`.
 */
export const calendarErrorCodes = [
  'calendar_private_address',
  'calendar_bad_protocol',
  'calendar_too_many_redirects',
  'calendar_timeout',
  'calendar_unreachable',
  'calendar_http_status',
  'calendar_too_large',
  'calendar_unreadable',
  'calendar_failed',
] as const;
export type CalendarErrorCode = (typeof calendarErrorCodes)[number];

/** "calendar_http_status:503" → { code: 'calendar_http_status', detail: '503' }; anything else → calendar_failed. */
export function parseCalendarError(value: string): { code: CalendarErrorCode; detail: string } {
  const [code = '', detail = ''] = value.split(':', 2);
  return (calendarErrorCodes as readonly string[]).includes(code)
    ? { code: code as CalendarErrorCode, detail }
    : { code: 'calendar_failed', detail: '' };
}
