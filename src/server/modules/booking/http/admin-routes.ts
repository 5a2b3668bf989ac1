import {
  adminAppointmentFiltersSchema,
  adminBookingRequestSchema,
  adminCancelInputSchema,
  adminRescheduleInputSchema,
  availabilitySettingsInputSchema,
  externalCalendarInputSchema,
  internalNotesInputSchema,
  serviceInputSchema,
  serviceUpdateSchema,
  slotsQuerySchema,
} from '@contracts/booking';
import { slugSchema } from '@contracts/content';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { parseInput, readJson, type AppEnv } from '../../../platform/http';
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

const id = (c: Context) => parseInput(z.uuid(), c.req.param('id'), 'id');
const actorOf = (c: Context<AppEnv>): Actor => `admin:${c.get('viewer').email}`;

/**
 * /api/admin/booking (behind the admin gate in app.ts): appointments (list, detail, actions, create by
 * hand, CSV), availability and services settings, the availability tester, external calendars, the feed URL.
 */
export function bookingAdminRoutes(deps: { env: BookingEnv; fetcher?: typeof fetch }) {
  const { env } = deps;
  const { db } = env;
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    })
    .get('/appointments', async (c) =>
      c.json(await listAppointments(env, parseInput(adminAppointmentFiltersSchema, c.req.query()))),
    )
    .get('/appointments.csv', async (c) => {
      const filters = parseInput(adminAppointmentFiltersSchema, c.req.query());
      const day = env.clock().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="appointments-${day}.csv"`);
      return c.body(await appointmentsCsv(env, filters));
    })
    .post('/appointments', async (c) => {
      const { ignoreNotice, notifyCustomer, allowOutsideAvailability, payment, ...input } = parseInput(
        adminBookingRequestSchema,
        await readJson(c),
      );
      return c.json(
        await createBooking(env, input, {
          actor: actorOf(c),
          admin: { ignoreNotice, notifyCustomer, allowOutsideAvailability, payment },
        }),
      );
    })
    .get('/appointments/:id', async (c) => c.json(await appointmentDetail(env, id(c))))
    .post('/appointments/:id/confirm', async (c) => {
      const appointmentId = id(c);
      return c.json(await adminConfirm(env, appointmentId, actorOf(c)));
    })
    .get('/appointments/:id/cancel-quote', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await cancelQuote(env, await loadBooking(env.db, id(c)), 'owner'));
    })
    .post('/appointments/:id/cancel', async (c) => {
      const appointmentId = id(c);
      const { reason } = parseInput(adminCancelInputSchema, await readJson(c));
      await cancel(env, appointmentId, reason, { actor: actorOf(c), admin: { ignoreNotice: true } });
      return c.json(await appointmentDetail(env, appointmentId));
    })
    .post('/appointments/:id/reschedule', async (c) => {
      const appointmentId = id(c);
      const { start, ignoreNotice } = parseInput(adminRescheduleInputSchema, await readJson(c));
      await reschedule(env, appointmentId, new Date(start), { actor: actorOf(c), admin: { ignoreNotice } });
      return c.json(await appointmentDetail(env, appointmentId));
    })
    .post('/appointments/:id/complete', async (c) => {
      const appointmentId = id(c);
      return c.json(await markOutcome(env, appointmentId, 'completed', actorOf(c)));
    })
    .post('/appointments/:id/no-show', async (c) => {
      const appointmentId = id(c);
      return c.json(await markOutcome(env, appointmentId, 'no_show', actorOf(c)));
    })
    .put('/appointments/:id/notes', async (c) => {
      const appointmentId = id(c);
      const { internalNotes } = parseInput(internalNotesInputSchema, await readJson(c));
      return c.json(await saveInternalNotes(env, appointmentId, internalNotes, actorOf(c)));
    })
    .get('/settings/availability', async (c) => c.json(toAvailabilitySettings(await loadPolicy(db))))
    .put('/settings/availability', async (c) => {
      await saveAvailability(db, parseInput(availabilitySettingsInputSchema, await readJson(c)));
      return c.json(toAvailabilitySettings(await loadPolicy(db)));
    })
    .get('/services', async (c) => c.json({ services: await listAdminServices(db) }))
    .post('/services', async (c) =>
      c.json(await createService(db, parseInput(serviceInputSchema, await readJson(c)))),
    )
    .put('/services/:slug', async (c) => {
      const slug = parseInput(slugSchema, c.req.param('slug'), 'slug');
      return c.json(await updateService(db, slug, parseInput(serviceUpdateSchema, await readJson(c))));
    })
    .get('/explain', async (c) =>
      c.json(await explainFor(db, parseInput(slotsQuerySchema, c.req.query()), env.clock())),
    )
    .get('/calendars', async (c) => c.json({ calendars: await listCalendars(db) }))
    .post('/calendars', async (c) => {
      const row = await addCalendar(db, parseInput(externalCalendarInputSchema, await readJson(c)));
      // The first refresh right away: the owner sees at once whether the URL works.
      return c.json(await refreshCalendar(db, row, env.clock(), deps.fetcher));
    })
    .delete('/calendars/:id', async (c) => {
      await removeCalendar(db, id(c));
      return c.json({ removed: true });
    })
    .post('/calendars/:id/refresh', async (c) =>
      c.json(await refreshCalendarById(db, id(c), env.clock(), deps.fetcher)),
    )
    .get('/feed', async (c) => c.json(await getFeedUrl(db, env.siteUrl)))
    .post('/feed/rotate', async (c) => c.json(await rotateFeed(db, env.siteUrl)));
}
