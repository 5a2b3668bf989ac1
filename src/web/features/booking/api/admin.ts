import { cancelQuoteSchema } from '@contracts/cancellation';
import {
  adminAppointmentDetailSchema,
  adminAppointmentListSchema,
  adminServiceListSchema,
  adminServiceSchema,
  availabilitySettingsSchema,
  bookingResultSchema,
  explainAnswerSchema,
  externalCalendarListSchema,
  externalCalendarSchema,
  feedUrlSchema,
  type AdminBookingRequest,
  type AvailabilitySettingsInput,
  type ExternalCalendarInput,
  type ServiceInput,
  type ServiceUpdate,
} from '@contracts/booking';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend, downloadFile } from '@web/lib/api';

const base = '/api/admin/booking';

export const bookingAdminKeys = {
  all: ['admin', 'booking'] as const,
  list: (query: string) => [...bookingAdminKeys.all, 'appointments', query] as const,
  detail: (id: string) => [...bookingAdminKeys.all, 'appointment', id] as const,
  availability: () => [...bookingAdminKeys.all, 'availability'] as const,
  services: () => [...bookingAdminKeys.all, 'services'] as const,
  explain: (query: string) => [...bookingAdminKeys.all, 'explain', query] as const,
  calendars: () => [...bookingAdminKeys.all, 'calendars'] as const,
  feed: () => [...bookingAdminKeys.all, 'feed'] as const,
};

export const adminAppointmentsQuery = (query: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.list(query),
    queryFn: () => apiGet(adminAppointmentListSchema, `${base}/appointments?${query}`),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const adminAppointmentQuery = (id: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.detail(id),
    queryFn: () => apiGet(adminAppointmentDetailSchema, `${base}/appointments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });

const detailPath = (id: string, action: string) => `${base}/appointments/${encodeURIComponent(id)}/${action}`;

/** The owner's actions on one appointment; each answers the appointment as it is now. */
export const adminActions = {
  confirm: (id: string) => apiSend(z.unknown(), 'POST', detailPath(id, 'confirm'), {}),
  cancel: (id: string, reason: string) =>
    apiSend(adminAppointmentDetailSchema, 'POST', detailPath(id, 'cancel'), reason ? { reason } : {}),
  reschedule: (id: string, start: string, ignoreNotice: boolean) =>
    apiSend(adminAppointmentDetailSchema, 'POST', detailPath(id, 'reschedule'), { start, ignoreNotice }),
  complete: (id: string) => apiSend(z.unknown(), 'POST', detailPath(id, 'complete'), {}),
  noShow: (id: string) => apiSend(z.unknown(), 'POST', detailPath(id, 'no-show'), {}),
  notes: (id: string, internalNotes: string) =>
    apiSend(z.unknown(), 'PUT', detailPath(id, 'notes'), { internalNotes }),
  create: (input: AdminBookingRequest) => apiSend(bookingResultSchema, 'POST', `${base}/appointments`, input),
};

/** Fetches the CSV of the filtered appointments (it needs the owner's token) and saves it as a file. */
export const downloadAppointmentsCsv = (query: string): Promise<void> =>
  downloadFile(`${base}/appointments.csv?${query}`, 'appointments.csv', { serverName: true });

/* Settings */

export const availabilityQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.availability(),
    queryFn: () => apiGet(availabilitySettingsSchema, `${base}/settings/availability`),
  });
export const saveAvailability = (input: AvailabilitySettingsInput) =>
  apiSend(availabilitySettingsSchema, 'PUT', `${base}/settings/availability`, input);

export const adminServicesQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.services(),
    queryFn: async () => (await apiGet(adminServiceListSchema, `${base}/services`)).services,
  });
export const createService = (input: ServiceInput) =>
  apiSend(adminServiceSchema, 'POST', `${base}/services`, input);
export const updateService = (slug: string, input: ServiceUpdate) =>
  apiSend(adminServiceSchema, 'PUT', `${base}/services/${encodeURIComponent(slug)}`, input);

/* Availability tester */

export const explainQuery = (query: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.explain(query),
    queryFn: () => apiGet(explainAnswerSchema, `${base}/explain?${query}`),
    placeholderData: keepPreviousData,
  });

/* Calendars */

export const calendarsQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.calendars(),
    queryFn: async () => (await apiGet(externalCalendarListSchema, `${base}/calendars`)).calendars,
  });
export const addCalendar = (input: ExternalCalendarInput) =>
  apiSend(externalCalendarSchema, 'POST', `${base}/calendars`, input);
export const removeCalendar = (id: string) =>
  apiSend(z.unknown(), 'DELETE', `${base}/calendars/${encodeURIComponent(id)}`);
export const refreshCalendar = (id: string) =>
  apiSend(externalCalendarSchema, 'POST', `${base}/calendars/${encodeURIComponent(id)}/refresh`, {});

export const feedQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.feed(),
    queryFn: () => apiGet(feedUrlSchema, `${base}/feed`),
  });
export const rotateFeed = () => apiSend(feedUrlSchema, 'POST', `${base}/feed/rotate`, {});

/** GET /api/admin/booking/appointments/:id/cancel-quote — the owner's cancellation refunds everything paid. */
export const adminCancelQuote = (id: string) =>
  apiGet(cancelQuoteSchema, `/api/admin/booking/appointments/${encodeURIComponent(id)}/cancel-quote`);
