import {
  bookingRequestSchema,
  cancelInputSchema,
  rescheduleInputSchema,
  slotsQuerySchema,
} from '@contracts/booking';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import { idempotencyKeyOf, parseInput, readJson, type AppEnv } from '../../../platform/http';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../../platform/goals';
import { limitPerClient } from '../../../platform/rate-limit';
import type { Authenticate } from '../../../platform/viewer';
import { listBookableServices } from '../appointments/catalog';
import { cancelQuote } from '../appointments/cancel-quote';
import { cancel, reschedule } from '../appointments/changes';
import type { BookingEnv } from '../context';
import { createBooking } from '../appointments/create-booking';
import { appointmentIdForToken, customerView } from '../appointments/customer-access';
import { feedFor } from '../calendars/feed';
import { resumePayment } from '../checkout/payment-link';
import { loadPolicy } from '../availability/settings';
import { slotsFor } from '../availability/slots-service';
import { loadBooking } from '../appointments/store';

export interface BookingLimits {
  /** Booking attempts per IP per 10 minutes. */
  bookingsPer10Min: number;
  /** Manage-link actions per IP per 10 minutes (guessing tokens is pointless, but cheap to bound). */
  managePer10Min: number;
}
export const defaultBookingLimits: BookingLimits = { bookingsPer10Min: 20, managePer10Min: 60 };

export interface BookingRouteDeps {
  env: BookingEnv;
  trustProxy: boolean;
  /** Resolves a bearer token: a booking made signed in belongs to that account. */
  authenticate?: Authenticate;
  limits?: BookingLimits;
  /** Analytics' goals (booking made), handed in by app.ts. */
  goals?: RecordGoal;
}

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

/**
 * /api/booking — public: services, free slots, booking, the manage link (view, reschedule, cancel; the
 * token is compared by its hash) and the owner's private ICS feed.
 */
export function bookingRoutes(deps: BookingRouteDeps) {
  const { env } = deps;
  const limits = deps.limits ?? defaultBookingLimits;

  const limit = (c: Context, group: string, max: number) =>
    limitPerClient(c, env.db, {
      scope: `booking:${group}`,
      max,
      windowSeconds: 600,
      trustProxy: deps.trustProxy,
    });

  /** The signed-in booker, if any; a stale token books as a guest rather than failing the booking. */
  async function bookerId(c: Context): Promise<string | null> {
    const authorization = c.req.header('authorization');
    if (!authorization || !deps.authenticate) return null;
    return deps.authenticate(authorization).then(
      (viewer) => viewer.userId,
      () => null,
    );
  }

  /** A manage token that does not look like one is just another unknown link: 404. */
  function manageToken(c: Context): string {
    const parsed = tokenSchema.safeParse(c.req.param('token'));
    if (!parsed.success) throw notFound('This link is not valid');
    return parsed.data;
  }

  return new Hono<AppEnv>()
    .get('/services', async (c) => {
      const policy = await loadPolicy(env.db);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({
        services: await listBookableServices(env.db),
        businessTimeZone: policy.rules.timeZone,
        horizonDays: policy.rules.horizonDays,
        minNoticeMinutes: policy.rules.minNoticeMinutes,
        holdMinutes: policy.holdMinutes,
        cancelCutoffHours: policy.cancelCutoffHours,
      });
    })
    .get('/slots', async (c) => {
      const query = parseInput(slotsQuerySchema, c.req.query());
      c.header('Cache-Control', 'no-store');
      return c.json(await slotsFor(env.db, query, env.clock()));
    })
    .post('/appointments', async (c) => {
      await limit(c, 'book', limits.bookingsPer10Min);
      const key = idempotencyKeyOf(c);
      const input = parseInput(bookingRequestSchema, await readJson(c));
      const userId = await bookerId(c);
      c.header('Cache-Control', 'no-store');
      const result = await createBooking(env, input, {
        actor: userId ? 'customer' : 'visitor',
        userId,
        ...(key ? { idempotencyKey: key } : {}),
      });
      // After the booking's own transaction; a replay records nothing new (one goal per appointment).
      await (deps.goals ?? noGoals)(env.db, {
        goal: 'booking_made',
        reference: result.appointment.id,
        visitor: goalVisitorOf(c, deps.trustProxy),
      });
      return c.json(result);
    })
    .get('/manage/:token', async (c) => {
      await limit(c, 'manage', limits.managePer10Min);
      const id = await appointmentIdForToken(env.db, manageToken(c));
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await customerView(env, await loadBooking(env.db, id)));
    })
    .post('/manage/:token/reschedule', async (c) => {
      await limit(c, 'manage', limits.managePer10Min);
      const token = manageToken(c);
      const id = await appointmentIdForToken(env.db, token);
      const { start } = parseInput(rescheduleInputSchema, await readJson(c));
      const moved = await reschedule(env, id, new Date(start), { actor: 'visitor', manageToken: token });
      return c.json(await customerView(env, moved));
    })
    .post('/manage/:token/pay', async (c) => {
      // "Pay now" (the payment-link mail, the manage page): resumes paying a held appointment.
      await limit(c, 'manage', limits.managePer10Min);
      const id = await appointmentIdForToken(env.db, manageToken(c));
      c.header('Cache-Control', 'no-store');
      return c.json(await resumePayment(env, id));
    })
    .get('/manage/:token/cancel-quote', async (c) => {
      await limit(c, 'manage', limits.managePer10Min);
      const id = await appointmentIdForToken(env.db, manageToken(c));
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await cancelQuote(env, await loadBooking(env.db, id), 'client'));
    })
    .post('/manage/:token/cancel', async (c) => {
      await limit(c, 'manage', limits.managePer10Min);
      const id = await appointmentIdForToken(env.db, manageToken(c));
      const { reason, quotedRefundMinor } = parseInput(cancelInputSchema, await readJson(c));
      return c.json(
        await customerView(env, await cancel(env, id, reason, { actor: 'visitor', quotedRefundMinor })),
      );
    })
    .get('/feed/:file', async (c) => {
      const file = c.req.param('file');
      if (!file.endsWith('.ics')) throw notFound('There is no such feed');
      const body = await feedFor(env.db, file.slice(0, -'.ics'.length), env.clock());
      c.header('Content-Type', 'text/calendar; charset=utf-8');
      c.header('Cache-Control', 'private, max-age=300');
      return c.body(body);
    });
}
