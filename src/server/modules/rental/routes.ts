import { rentalRoutes as api } from '@contracts/api/rental';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { idempotencyKeyOf, type AppEnv } from '../../platform/http';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../platform/goals';
import { limitPerClient } from '../../platform/rate-limit';
import { mountRoutes, route } from '../../platform/routes';
import { checkAvailabilityRange, unavailableNights } from './availability';
import type { RentalEnv } from './context';
import { createStay } from './create-stay';
import { cancelStayByGuest, guestCancelQuote } from './guest-cancel';
import { datesIn } from './dates';
import { minNightsFor, nightPrice } from './pricing';
import { quote } from './quote';
import { loadSettings, toProperty } from './settings';
import { loadStay, stayIdForToken, toStayView } from './views';

export interface RentalLimits {
  /** Stay attempts per IP per 10 minutes. */
  staysPer10Min: number;
  /** Quotes and manage-link reads per IP per 10 minutes. */
  readsPer10Min: number;
}
export const defaultRentalLimits: RentalLimits = { staysPer10Min: 20, readsPer10Min: 300 };

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,100}$/);

/** /api/rental — public: the property's terms, unavailable nights, quotes, booking a stay and its manage link. */
export function rentalRoutes(deps: {
  env: RentalEnv;
  trustProxy: boolean;
  limits?: RentalLimits;
  /** Analytics' goals (the stay's anchor its payment inherits the visitor from), handed in by app.ts. */
  goals?: RecordGoal;
}) {
  const { env } = deps;
  const limits = deps.limits ?? defaultRentalLimits;
  const limit = (c: Context, group: string, max: number) =>
    limitPerClient(c, env.db, {
      scope: `rental:${group}`,
      max,
      windowSeconds: 600,
      trustProxy: deps.trustProxy,
    });

  /** The stay a manage link's token opens (a malformed token is a 404 like an unknown one). */
  const stayOfToken = async (token: string) => {
    const parsed = tokenSchema.safeParse(token);
    if (!parsed.success) throw notFound('This link is not valid');
    return stayIdForToken(env.db, parsed.data);
  };

  /*
   * What runs before route() reads the body: the rate limit (a 429 before any 400), the Idempotency-Key's
   * 400 before the body's, and the manage link's 404 before the cancel body's 400 — the order these routes
   * always answered in.
   */
  const before = new Hono<AppEnv>();
  /** The stay each guest cancel's link opened, found before its body was read. */
  const linkedStayIds = new WeakMap<Request, string>();
  before.on('POST', '/quote', async (c, next) => {
    await limit(c, 'read', limits.readsPer10Min);
    await next();
  });
  before.on('POST', '/stays', async (c, next) => {
    await limit(c, 'stay', limits.staysPer10Min);
    idempotencyKeyOf(c);
    await next();
  });
  for (const path of ['/stays/:token', '/stays/:token/cancel'])
    before.on('GET', path, async (c, next) => {
      await limit(c, 'read', limits.readsPer10Min);
      await next();
    });
  before.on('POST', '/stays/:token/cancel', async (c, next) => {
    await limit(c, 'stay', limits.staysPer10Min);
    linkedStayIds.set(c.req.raw, await stayOfToken(c.req.param('token')));
    await next();
  });

  return mountRoutes(
    '/rental',
    [
      route(api.property, async (_, c) => {
        c.header('Cache-Control', 'no-store');
        return toProperty(await loadSettings(env.db), env.clock(), env.payments !== null);
      }),
      route(api.availability, async ({ query: { from, to } }, c) => {
        checkAvailabilityRange(from, to);
        c.header('Cache-Control', 'no-store');
        const settings = await loadSettings(env.db);
        const nights = datesIn(from, to);
        return {
          from,
          to,
          unavailable: await unavailableNights(env.db, from, to, env.clock()),
          // Each night's price and a check-in's minimum stay there, for the calendar (ADR 044).
          prices: nights.map((night) => nightPrice(settings, night)),
          minNights: nights.map((night) => minNightsFor(settings, night)),
        };
      }),
      route(api.quote, async ({ body }, c) => {
        c.header('Cache-Control', 'no-store');
        return quote(env.db, await loadSettings(env.db), body, env.clock());
      }),
      route(api.createStay, async ({ body }, c) => {
        // Checked before the body too (see `before`).
        const key = idempotencyKeyOf(c);
        c.header('Cache-Control', 'no-store');
        const result = await createStay(env, body, key ? { idempotencyKey: key } : {});
        await (deps.goals ?? noGoals)(env.db, {
          goal: 'stay_booked',
          reference: result.stay.id,
          visitor: goalVisitorOf(c, deps.trustProxy),
        });
        return result;
      }),
      route(api.stay, async ({ params }, c) => {
        const id = await stayOfToken(params.token);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return toStayView(await loadStay(env.db, id), await loadSettings(env.db));
      }),
      route(api.stayCancelQuote, async ({ params }, c) => {
        const id = await stayOfToken(params.token);
        c.header('Cache-Control', 'no-store');
        c.header('Referrer-Policy', 'no-referrer');
        return guestCancelQuote(env, id);
      }),
      route(api.cancelStayAsGuest, async ({ params, body }, c) => {
        const id = linkedStayIds.get(c.req.raw) ?? (await stayOfToken(params.token));
        const { stay, refund } = await cancelStayByGuest(env, id, body.quotedRefundMinor);
        c.header('Cache-Control', 'no-store');
        return { stay: toStayView(stay, await loadSettings(env.db)), refund };
      }),
    ],
    before,
  );
}
