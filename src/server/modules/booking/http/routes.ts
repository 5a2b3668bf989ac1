import { bookingRoutes as api } from '@contracts/api/booking';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import { idempotencyKeyOf, type AppEnv } from '../../../platform/http';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../../platform/goals';
import { limitPerClient } from '../../../platform/rate-limit';
import { mountRoutes, route } from '../../../platform/routes';
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

/** The manage links' routes, each with its method (Hono's form): all rate-limited, all opened by the token. */
const manageRoutes = [
  ['GET', '/manage/:token'],
  ['POST', '/manage/:token/reschedule'],
  ['POST', '/manage/:token/pay'],
  ['GET', '/manage/:token/cancel-quote'],
  ['POST', '/manage/:token/cancel'],
] as const;

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

  /** The appointment a manage link opens; a token that does not look like one is just another unknown link: 404. */
  async function appointmentOfToken(token: string): Promise<string> {
    const parsed = tokenSchema.safeParse(token);
    if (!parsed.success) throw notFound('This link is not valid');
    return appointmentIdForToken(env.db, parsed.data);
  }

  /*
   * What runs before route() reads the body: the rate limit (a 429 before any 400), the Idempotency-Key's
   * 400 before the body's, and the manage link's 404 before a reschedule's or cancel's 400 — the order these
   * routes always answered in.
   */
  const before = new Hono<AppEnv>();
  /** The appointment each manage link opened, found before its body was read. */
  const linkedIds = new WeakMap<Request, string>();
  const linkedId = async (c: Context, token: string) =>
    linkedIds.get(c.req.raw) ?? (await appointmentOfToken(token));
  before.on('POST', '/appointments', async (c, next) => {
    await limit(c, 'book', limits.bookingsPer10Min);
    idempotencyKeyOf(c);
    await next();
  });
  for (const [method, path] of manageRoutes)
    before.on(method, path, async (c, next) => {
      await limit(c, 'manage', limits.managePer10Min);
      linkedIds.set(c.req.raw, await appointmentOfToken(c.req.param('token') ?? ''));
      await next();
    });

  return mountRoutes(
    '/booking',
    [
      route(api.services, async (_, c) => {
        const policy = await loadPolicy(env.db);
        c.header('Cache-Control', 'public, max-age=60');
        return {
          services: await listBookableServices(env.db),
          businessTimeZone: policy.rules.timeZone,
          horizonDays: policy.rules.horizonDays,
          minNoticeMinutes: policy.rules.minNoticeMinutes,
          holdMinutes: policy.holdMinutes,
          cancelCutoffHours: policy.cancelCutoffHours,
        };
      }),
      route(api.slots, async ({ query }, c) => {
        c.header('Cache-Control', 'no-store');
        return slotsFor(env.db, query, env.clock());
      }),
      route(api.book, async ({ body }, c) => {
        // Checked before the body too (see `before`).
        const key = idempotencyKeyOf(c);
        const userId = await bookerId(c);
        c.header('Cache-Control', 'no-store');
        const result = await createBooking(env, body, {
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
        return result;
      }),
      route(api.manage, async ({ params }, c) => {
        const id = await linkedId(c, params.token);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return customerView(env, await loadBooking(env.db, id));
      }),
      route(api.rescheduleByToken, async ({ params, body }, c) => {
        const id = await linkedId(c, params.token);
        const moved = await reschedule(env, id, new Date(body.start), {
          actor: 'visitor',
          manageToken: params.token,
        });
        return customerView(env, moved);
      }),
      route(api.payByToken, async ({ params }, c) => {
        // "Pay now" (the payment-link mail, the manage page): resumes paying a held appointment.
        const id = await linkedId(c, params.token);
        c.header('Cache-Control', 'no-store');
        return resumePayment(env, id);
      }),
      route(api.cancelQuoteByToken, async ({ params }, c) => {
        const id = await linkedId(c, params.token);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return cancelQuote(env, await loadBooking(env.db, id), 'client');
      }),
      route(api.cancelByToken, async ({ params, body: { reason, quotedRefundMinor } }, c) => {
        const id = await linkedId(c, params.token);
        return customerView(env, await cancel(env, id, reason, { actor: 'visitor', quotedRefundMinor }));
      }),
      route(api.feed, async ({ params: { file } }, c) => {
        // Mounted as /feed/{file}: only a name ending in .ics is the feed, any other is this 404.
        if (!file.endsWith('.ics')) throw notFound('There is no such feed');
        const body = await feedFor(env.db, file.slice(0, -'.ics'.length), env.clock());
        c.header('Content-Type', 'text/calendar; charset=utf-8');
        c.header('Cache-Control', 'private, max-age=300');
        return c.body(body);
      }),
    ],
    before,
  );
}
