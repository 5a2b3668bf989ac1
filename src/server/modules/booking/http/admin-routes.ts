import { bookingAdminRoutes as api } from '@contracts/api/booking-admin';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../../platform/http';
import { mountRoutes, route } from '../../../platform/routes';
import {
  adminConfirm,
  appointmentDetail,
  appointmentsCsv,
  listAppointments,
  markOutcome,
  saveInternalNotes,
} from '../appointments/admin-service';
import {
  addCalendar,
  listCalendars,
  refreshCalendar,
  refreshCalendarById,
  removeCalendar,
} from '../calendars/calendars';
import { createService, listAdminServices, updateService } from '../appointments/catalog';
import { cancelQuote } from '../appointments/cancel-quote';
import { cancel, reschedule } from '../appointments/changes';
import type { Actor, BookingEnv } from '../context';
import { createBooking } from '../appointments/create-booking';
import { getFeedUrl, rotateFeed } from '../calendars/feed';
import { loadPolicy, saveAvailability, toAvailabilitySettings } from '../availability/settings';
import { explainFor } from '../availability/slots-service';
import { loadBooking } from '../appointments/store';

const actorOf = (c: Context<AppEnv>): Actor => `admin:${c.get('viewer').email}`;

/**
 * /api/admin/booking (behind the admin gate in app.ts): appointments (list, detail, actions, create by
 * hand, CSV), availability and services settings, the availability tester, external calendars, the feed URL.
 */
export function bookingAdminRoutes(deps: { env: BookingEnv; fetcher?: typeof fetch }) {
  const { env } = deps;
  const { db } = env;
  const app = new Hono<AppEnv>().use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  return mountRoutes(
    '/admin/booking',
    [
      route(api.appointments, async ({ query }) => listAppointments(env, query)),
      route(api.appointmentsCsv, async ({ query }, c) => {
        const day = env.clock().toISOString().slice(0, 10);
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="appointments-${day}.csv"`);
        return c.body(await appointmentsCsv(env, query));
      }),
      route(
        api.create,
        async ({ body: { ignoreNotice, notifyCustomer, allowOutsideAvailability, payment, ...input } }, c) =>
          createBooking(env, input, {
            actor: actorOf(c),
            admin: { ignoreNotice, notifyCustomer, allowOutsideAvailability, payment },
          }),
      ),
      route(api.appointment, async ({ params }) => appointmentDetail(env, params.id)),
      route(api.confirm, async ({ params }, c) => adminConfirm(env, params.id, actorOf(c))),
      route(api.cancelQuote, async ({ params }, c) => {
        c.header('Cache-Control', 'no-store');
        return cancelQuote(env, await loadBooking(env.db, params.id), 'owner');
      }),
      route(api.cancel, async ({ params, body: { reason } }, c) => {
        await cancel(env, params.id, reason, { actor: actorOf(c), admin: { ignoreNotice: true } });
        return appointmentDetail(env, params.id);
      }),
      route(api.reschedule, async ({ params, body: { start, ignoreNotice } }, c) => {
        await reschedule(env, params.id, new Date(start), { actor: actorOf(c), admin: { ignoreNotice } });
        return appointmentDetail(env, params.id);
      }),
      route(api.complete, async ({ params }, c) => markOutcome(env, params.id, 'completed', actorOf(c))),
      route(api.noShow, async ({ params }, c) => markOutcome(env, params.id, 'no_show', actorOf(c))),
      route(api.notes, async ({ params, body }, c) =>
        saveInternalNotes(env, params.id, body.internalNotes, actorOf(c)),
      ),
      route(api.availability, async () => toAvailabilitySettings(await loadPolicy(db))),
      route(api.saveAvailability, async ({ body }) => {
        await saveAvailability(db, body);
        return toAvailabilitySettings(await loadPolicy(db));
      }),
      route(api.services, async () => ({ services: await listAdminServices(db) })),
      route(api.createService, async ({ body }) => createService(db, body)),
      route(api.updateService, async ({ params, body }) => updateService(db, params.slug, body)),
      route(api.explain, async ({ query }) => explainFor(db, query, env.clock())),
      route(api.calendars, async () => ({ calendars: await listCalendars(db) })),
      route(api.addCalendar, async ({ body }) => {
        const row = await addCalendar(db, body);
        // The first refresh right away: the owner sees at once whether the URL works.
        return refreshCalendar(db, row, env.clock(), deps.fetcher);
      }),
      route(api.removeCalendar, async ({ params }) => {
        await removeCalendar(db, params.id);
        return { removed: true as const };
      }),
      route(api.refreshCalendar, async ({ params }) =>
        refreshCalendarById(db, params.id, env.clock(), deps.fetcher),
      ),
      route(api.feed, async () => getFeedUrl(db, env.siteUrl)),
      route(api.rotateFeed, async () => rotateFeed(db, env.siteUrl)),
    ],
    app,
  );
}
