import { beaconSchema, MAX_BEACON_BYTES } from '@contracts/analytics';
import { Hono, type Context } from 'hono';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/errors';
import { clientIp, parseInput, type AppEnv } from '../../platform/http';
import { limitPerClient } from '../../platform/rate-limit';
import type { Authenticate } from '../../platform/viewer';
import type { AnalyticsCollector } from './collector';
import { excludedReason, pageFacts } from './derive';
import { analyticsDay, visitorIdOf } from './salts';

export interface CollectLimits {
  /** Beacons per client address per 10 minutes (a person reads far fewer pages than this). */
  eventsPer10Min: number;
}
export const defaultCollectLimits: CollectLimits = { eventsPer10Min: 600 };

export interface CollectDeps {
  db: Db;
  collector: AnalyticsCollector;
  siteUrl: URL;
  trustProxy: boolean;
  authenticate: Authenticate;
  limits?: CollectLimits;
  clock?: () => Date;
}

/** Whether the request carries a valid administrator's session (an invalid token is just a visitor). */
async function isAdmin(c: Context, authenticate: Authenticate): Promise<boolean> {
  const authorization = c.req.header('authorization');
  if (!authorization) return false;
  try {
    return (await authenticate(authorization)).role === 'admin';
  } catch {
    return false;
  }
}

/** The body as text, refused (400) when larger than MAX_BEACON_BYTES, or not JSON. */
async function readBeaconBody(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BEACON_BYTES) throw badRequest('The beacon is too large', { body: ['too_big'] });
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.byteLength > MAX_BEACON_BYTES) throw badRequest('The beacon is too large', { body: ['too_big'] });
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('The beacon must be JSON', { body: ['invalid_json'] });
  }
}

/**
 * POST /api/analytics/event — the page-view beacon (text/plain or JSON). 202 when queued, 204 when not
 * counted (bot, DNT, GPC, a signed-in admin), 400 when malformed or oversized (nothing stored), 429 for a
 * flood from one address, 503 when the buffer is full. The visitor id is computed here; the IP and the user
 * agent go no further.
 */
export function collectRoutes(deps: CollectDeps) {
  const limits = deps.limits ?? defaultCollectLimits;
  const clock = deps.clock ?? (() => new Date());
  return new Hono<AppEnv>().post('/event', async (c) => {
    const beacon = parseInput(beaconSchema, await readBeaconBody(c));
    c.header('Cache-Control', 'no-store');
    const userAgent = c.req.header('user-agent');
    const excluded = excludedReason({
      userAgent,
      dnt: c.req.header('dnt'),
      gpc: c.req.header('sec-gpc'),
    });
    if (excluded || (await isAdmin(c, deps.authenticate))) return c.body(null, 204);
    await limitPerClient(c, deps.db, {
      scope: 'analytics',
      max: limits.eventsPer10Min,
      windowSeconds: 600,
      trustProxy: deps.trustProxy,
    });
    const at = clock();
    const day = analyticsDay(at);
    const salt = await deps.collector.salts.get(deps.db, day);
    const facts = pageFacts(
      beacon,
      { userAgent, acceptLanguage: c.req.header('accept-language') },
      deps.siteUrl.hostname,
    );
    const visitorId = visitorIdOf(salt, clientIp(c, deps.trustProxy), userAgent ?? '');
    if (!deps.collector.add({ at, day, visitorId, facts }))
      throw new AppError<'analytics_busy'>(
        503,
        'analytics_busy',
        'Analytics is busy; the page view was not recorded',
      );
    return c.body(null, 202);
  });
}
