import type { IncomingMessage } from 'node:http';
import { ANALYTICS_EVENT_PATH, beaconSchema, MAX_BEACON_BYTES, type Beacon } from '@contracts/analytics';
import { hasInvalidCharacters, INVALID_CHARACTERS } from '@contracts/text';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import { AppError, badRequest } from '../../platform/errors';
import { clientIp, parseInput, type AppEnv } from '../../platform/http';
import type { ApiOperation } from '../../platform/openapi';
import type { Authenticate } from '../../platform/viewer';
import type { AnalyticsCollector } from './collector';
import { excludedReason, pageFacts } from './derive';
import { createFloodLimit } from './flood-limit';
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

/**
 * The beacon's entry in /api/openapi.json. It is not mounted through route() (ADR 056): on the ingestion hot
 * path route() would add its per-request objects (params, input) and a second async frame for nothing, since
 * the body is read from Node's request and checked here, not by a contract's schema.
 */
export const beaconOperation: ApiOperation = {
  method: 'post',
  path: '/analytics/event',
  tag: 'analytics',
  summary:
    'A page-view beacon (text/plain or JSON, at most 2048 bytes): 202 queued, 204 not counted (bot, DNT, GPC, an admin); goals are recorded by the server, never sent here',
  body: beaconSchema,
  response: z.null(),
  errors: [400, 429],
};

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

/** The beacon route: app.ts's input guard leaves its body to this file (a beacon is checked below). */
export const isAnalyticsBeacon = (c: Context) =>
  c.req.method === 'POST' && c.req.path === ANALYTICS_EVENT_PATH;

const tooBig = () => badRequest('The beacon is too large', { body: ['too_big'] });

/**
 * The raw body, refused (400) past MAX_BEACON_BYTES. Read from Node's request when there is one: building
 * the web Request's body stream cost more than everything else a beacon does.
 */
async function readBytes(c: Context): Promise<Uint8Array> {
  if (Number(c.req.header('content-length') ?? 0) > MAX_BEACON_BYTES) throw tooBig();
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming || incoming.readableEnded) return new Uint8Array(await c.req.arrayBuffer());
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BEACON_BYTES) throw tooBig();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The body as JSON; oversized, not UTF-8 or not JSON → 400. */
async function readBeaconBody(c: Context): Promise<unknown> {
  const bytes = await readBytes(c);
  if (bytes.byteLength > MAX_BEACON_BYTES) throw tooBig();
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw badRequest('The beacon must be JSON', { body: ['invalid_json'] });
  }
}

/** Text the database cannot keep (NUL, lone surrogates) would fail a whole batch: refused here (ADR 029). */
function checkText(beacon: Beacon) {
  const fields: Record<string, string[]> = {};
  for (const key of ['u', 'p', 'r'] as const) {
    const value = beacon[key];
    if (value !== undefined && hasInvalidCharacters(value)) fields[key] = [INVALID_CHARACTERS];
  }
  if (Object.keys(fields).length > 0) throw badRequest('The beacon has invalid characters', fields);
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
  const checkFlood = createFloodLimit(deps.db, {
    eventsPer10Min: limits.eventsPer10Min,
    trustProxy: deps.trustProxy,
  });
  return new Hono<AppEnv>().post('/event', async (c) => {
    const beacon = parseInput(beaconSchema, await readBeaconBody(c));
    checkText(beacon);
    c.header('Cache-Control', 'no-store');
    const userAgent = c.req.header('user-agent');
    const excluded = excludedReason({
      userAgent,
      dnt: c.req.header('dnt'),
      gpc: c.req.header('sec-gpc'),
    });
    if (excluded || (await isAdmin(c, deps.authenticate))) return c.body(null, 204);
    await checkFlood(c);
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
