import { bookingAdminRoutes as routes } from '@contracts/api/booking-admin';
import type {
  AdminBookingRequest,
  AvailabilitySettingsInput,
  ExternalCalendarInput,
  ServiceInput,
  ServiceUpdate,
} from '@contracts/booking';
import { pathOf } from '@contracts/route';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';

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

/** A query string's fields, in the order given (the screens keep their filters as query strings). */
const fields = (query: string) => Object.fromEntries(new URLSearchParams(query));

export const adminAppointmentsQuery = (query: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.list(query),
    queryFn: () => apiCall(routes.appointments, { query: fields(query) }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const adminAppointmentQuery = (id: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.detail(id),
    queryFn: () => apiCall(routes.appointment, { params: { id } }),
    enabled: id !== '',
  });

/** The owner's actions on one appointment; each answers the appointment as it is now. */
export const adminActions = {
  confirm: (id: string) => apiCall(routes.confirm, { params: { id } }),
  cancel: (id: string, reason: string) =>
    apiCall(routes.cancel, { params: { id }, body: reason ? { reason } : {} }),
  reschedule: (id: string, start: string, ignoreNotice: boolean) =>
    apiCall(routes.reschedule, { params: { id }, body: { start, ignoreNotice } }),
  complete: (id: string) => apiCall(routes.complete, { params: { id } }),
  noShow: (id: string) => apiCall(routes.noShow, { params: { id } }),
  notes: (id: string, internalNotes: string) =>
    apiCall(routes.notes, { params: { id }, body: { internalNotes } }),
  create: (input: AdminBookingRequest) => apiCall(routes.create, { body: input }),
};

/** Fetches the CSV of the filtered appointments (it needs the owner's token) and saves it as a file. */
export const downloadAppointmentsCsv = (query: string): Promise<void> =>
  downloadFile(pathOf(routes.appointmentsCsv.path, undefined, fields(query)), 'appointments.csv', {
    serverName: true,
  });

/* Settings */

export const availabilityQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.availability(),
    queryFn: () => apiCall(routes.availability),
  });
export const saveAvailability = (input: AvailabilitySettingsInput) =>
  apiCall(routes.saveAvailability, { body: input });

export const adminServicesQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.services(),
    queryFn: async () => (await apiCall(routes.services)).services,
  });
export const createService = (input: ServiceInput) => apiCall(routes.createService, { body: input });
export const updateService = (slug: string, input: ServiceUpdate) =>
  apiCall(routes.updateService, { params: { slug }, body: input });

/* Availability tester */

export const explainQuery = (query: string) =>
  queryOptions({
    queryKey: bookingAdminKeys.explain(query),
    queryFn: () => apiCall(routes.explain, { query: fields(query) }),
    placeholderData: keepPreviousData,
  });

/* Calendars */

export const calendarsQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.calendars(),
    queryFn: async () => (await apiCall(routes.calendars)).calendars,
  });
export const addCalendar = (input: ExternalCalendarInput) => apiCall(routes.addCalendar, { body: input });
export const removeCalendar = (id: string) => apiCall(routes.removeCalendar, { params: { id } });
export const refreshCalendar = (id: string) => apiCall(routes.refreshCalendar, { params: { id } });

export const feedQuery = () =>
  queryOptions({
    queryKey: bookingAdminKeys.feed(),
    queryFn: () => apiCall(routes.feed),
  });
export const rotateFeed = () => apiCall(routes.rotateFeed);

/** GET /api/admin/booking/appointments/:id/cancel-quote — the owner's cancellation refunds everything paid. */
export const adminCancelQuote = (id: string) => apiCall(routes.cancelQuote, { params: { id } });
