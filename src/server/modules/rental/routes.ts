import {
  availabilityQuerySchema,
  guestCancelRequestSchema,
  quoteRequestSchema,
  stayRequestSchema,
} from '@contracts/rental';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../platform/goals';
import { limitPerClient } from '../../platform/rate-limit';
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

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);
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

  return new Hono<AppEnv>()
    .get('/property', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(toProperty(await loadSettings(env.db), env.clock(), env.payments !== null));
    })
    .get('/availability', async (c) => {
      const { from, to } = parseInput(availabilityQuerySchema, c.req.query());
      checkAvailabilityRange(from, to);
      c.header('Cache-Control', 'no-store');
      const settings = await loadSettings(env.db);
      const nights = datesIn(from, to);
      return c.json({
        from,
        to,
        unavailable: await unavailableNights(env.db, from, to, env.clock()),
        // Each night's price and a check-in's minimum stay there, for the calendar (ADR 044).
        prices: nights.map((night) => nightPrice(settings, night)),
        minNights: nights.map((night) => minNightsFor(settings, night)),
      });
    })
    .post('/quote', async (c) => {
      await limit(c, 'read', limits.readsPer10Min);
      const input = parseInput(quoteRequestSchema, await readJson(c));
      c.header('Cache-Control', 'no-store');
      return c.json(await quote(env.db, await loadSettings(env.db), input, env.clock()));
    })
    .post('/stays', async (c) => {
      await limit(c, 'stay', limits.staysPer10Min);
      const header = c.req.header('idempotency-key');
      const key =
        header === undefined ? undefined : parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
      const input = parseInput(stayRequestSchema, await readJson(c));
      c.header('Cache-Control', 'no-store');
      const result = await createStay(env, input, key ? { idempotencyKey: key } : {});
      await (deps.goals ?? noGoals)(env.db, {
        goal: 'stay_booked',
        reference: result.stay.id,
        visitor: goalVisitorOf(c, deps.trustProxy),
      });
      return c.json(result);
    })
    .get('/stays/:token', async (c) => {
      await limit(c, 'read', limits.readsPer10Min);
      const parsed = tokenSchema.safeParse(c.req.param('token'));
      if (!parsed.success) throw notFound('This link is not valid');
      const id = await stayIdForToken(env.db, parsed.data);
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(toStayView(await loadStay(env.db, id), await loadSettings(env.db)));
    })
    .get('/stays/:token/cancel', async (c) => {
      await limit(c, 'read', limits.readsPer10Min);
      const id = await stayOfToken(c.req.param('token'));
      c.header('Cache-Control', 'no-store');
      c.header('Referrer-Policy', 'no-referrer');
      return c.json(await guestCancelQuote(env, id));
    })
    .post('/stays/:token/cancel', async (c) => {
      await limit(c, 'stay', limits.staysPer10Min);
      const id = await stayOfToken(c.req.param('token'));
      const { quotedRefundMinor } = parseInput(guestCancelRequestSchema, await readJson(c));
      const { stay, refund } = await cancelStayByGuest(env, id, quotedRefundMinor);
      c.header('Cache-Control', 'no-store');
      return c.json({ stay: toStayView(stay, await loadSettings(env.db)), refund });
    });
}
