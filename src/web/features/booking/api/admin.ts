import { bookingAdminRoutes as routes } from '@contracts/api/booking-admin';
import type {
  AdminBookingRequest,
  AdminService,
  AvailabilitySettingsInput,
  ExternalCalendarInput,
  ServiceInput,
  ServiceUpdate,
} from '@contracts/booking';
import { pathOf } from '@contracts/route';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import type { MutationReactions } from './writes';

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

/**
 * The visitors' keys an owner's write makes stale (public.ts's `bookingKeys`, spelled here so the owner's chunks
 * do not load the public calls; admin.test.ts keeps the two the same).
 */
export const visitorKeys = {
  slots: ['booking', 'slots'] as const,
  services: ['booking', 'services'] as const,
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

/*
 * The owner's writes as hooks: each carries its call and the cache work that belongs to the data (what it keeps,
 * what it reads again); the screen passes what it does afterwards (a sheet closing, a form emptied) as reactions,
 * run after that work. Where the cache work is awaited, the write stays pending until the lists are read again.
 */

type Created = Awaited<ReturnType<typeof adminActions.create>>;

/** Books by hand (the variables: the request); every owner's list and the open slots are read again first. */
export function useCreateAppointment(reactions: MutationReactions<Created, AdminBookingRequest> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: adminActions.create,
    onSuccess: async (...args) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: bookingAdminKeys.all }),
        client.invalidateQueries({ queryKey: visitorKeys.slots }),
      ]);
      await reactions.onSuccess?.(...args);
    },
  });
}

/** The owner's lists and the open slots, read again after a write on an appointment. */
function useAppointmentsRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookingAdminKeys.all }),
      client.invalidateQueries({ queryKey: visitorKeys.slots }),
    ]);
}

/**
 * One of the appointment sheet's actions (confirm, complete, no-show, reschedule, cancel: the variables are the
 * call to run, so the sheet shows one pending state and one error for all of them).
 */
export function useAppointmentAction(reactions: MutationReactions<unknown, () => Promise<unknown>> = {}) {
  const refresh = useAppointmentsRefresh();
  return useMutation({
    ...reactions,
    mutationFn: (run: () => Promise<unknown>) => run(),
    // The sheet closes its dialog and panel first, so it never shows them over the lists being read again.
    onSuccess: async (...args) => {
      await reactions.onSuccess?.(...args);
      await refresh();
    },
  });
}

/** The owner's private notes on one appointment (the variables: the notes). */
export function useSaveAppointmentNotes(id: string) {
  const refresh = useAppointmentsRefresh();
  return useMutation({
    mutationFn: (notes: string) => adminActions.notes(id, notes),
    onSuccess: async () => {
      await refresh();
    },
  });
}

/** Saves the availability settings: the answer is kept, the slots and the tester's answers are read again. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: async (saved) => {
      client.setQueryData(bookingAdminKeys.availability(), saved);
      await client.invalidateQueries({ queryKey: visitorKeys.slots });
      await client.invalidateQueries({ queryKey: [...bookingAdminKeys.all, 'explain'] });
    },
  });
}

/** A new service (`slug: null`, the slug inside the input) or changes to one. */
export type ServiceSave = { slug: null; input: ServiceInput } | { slug: string; input: ServiceUpdate };

/** Saves a service; the owner's and the visitors' lists of services are read again before the reactions. */
export function useSaveService(reactions: MutationReactions<AdminService, ServiceSave> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: (save: ServiceSave) =>
      save.slug === null ? createService(save.input) : updateService(save.slug, save.input),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: bookingAdminKeys.services() });
      await client.invalidateQueries({ queryKey: visitorKeys.services });
      await reactions.onSuccess?.(...args);
    },
  });
}

/** A new address for the owner's calendar feed: the answer is kept (the old address stops working). */
export function useRotateFeed(
  reactions: MutationReactions<Awaited<ReturnType<typeof rotateFeed>>, void> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: rotateFeed,
    onSuccess: (...args) => {
      client.setQueryData(bookingAdminKeys.feed(), args[0]);
      return reactions.onSuccess?.(...args);
    },
  });
}

type Calendar = Awaited<ReturnType<typeof addCalendar>>;

/** Adds an external calendar; the list is read again (the write stays pending until it is). */
export function useAddCalendar(reactions: MutationReactions<Calendar, ExternalCalendarInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: addCalendar,
    onSuccess: async (...args) => {
      const listed = client.invalidateQueries({ queryKey: bookingAdminKeys.calendars() });
      await reactions.onSuccess?.(...args);
      await listed;
    },
  });
}

/** Imports one external calendar now; the list is read again whatever the outcome (its last error shows). */
export function useRefreshCalendar(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refreshCalendar(id),
    onSettled: () => client.invalidateQueries({ queryKey: bookingAdminKeys.calendars() }),
  });
}

/** Removes an external calendar; the list is read again (the write stays pending until it is). */
export function useRemoveCalendar(
  id: string,
  reactions: MutationReactions<Awaited<ReturnType<typeof removeCalendar>>, void> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...reactions,
    mutationFn: () => removeCalendar(id),
    onSuccess: async (...args) => {
      const listed = client.invalidateQueries({ queryKey: bookingAdminKeys.calendars() });
      await reactions.onSuccess?.(...args);
      await listed;
    },
  });
}
