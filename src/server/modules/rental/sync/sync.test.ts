import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  calendarFeedSchema,
  csvCommitSchema,
  csvPreviewSchema,
  exportFeedSchema,
  feedsAnswerSchema,
} from '@contracts/rental-sync';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../../platform/http';
import { jobs } from '../../../platform/jobs/schema';
import { createLogger } from '../../../platform/logging';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { json, rentalTestApp, stayRequest } from '../../../test/rental-app';
import { blockNights } from '../admin-service';
import { addDays, todayIn } from '../dates';
import { stays } from '../schema';
import { rentalChannelReservations, rentalImportedNights, rentalSyncConflicts } from '../sync-schema';
import { syncFeed } from './feeds';
import { planFeedsSync, RENTAL_FEEDS_SYNC_JOB } from './jobs';
import { rentalCalendarExportRoutes, rentalSyncAdminRoutes } from './routes';

const compact = (date: string) => date.replaceAll('-', '');
const ics = (events: { uid: string; from: string; to: string; summary?: string }[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20261127T000000Z',
      `DTSTART;VALUE=DATE:${compact(e.from)}`,
      `DTEND;VALUE=DATE:${compact(e.to)}`,
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      `UID:${e.uid}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ].join('\r\n');

/** A channel's calendar server: each path answers what the test put there (text, a delay, a status, a size). */
function channelServer() {
  const answers = new Map<string, { body?: string; status?: number; delayMs?: number; bytes?: number }>();
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '') ?? { status: 404 };
    const send = () => {
      if (answer.bytes) {
        res.writeHead(200, { 'content-type': 'text/calendar' });
        const chunk = Buffer.alloc(64 * 1024, 'A');
        let sent = 0;
        const pump = () => {
          while (sent < answer.bytes!) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => {});
        return pump();
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(answer.body ?? '');
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  return { server, answers };
}

describe.each(testEngines)('channel sync on $name', (engine) => {
  let database: Database;
  let rental: ReturnType<typeof rentalTestApp>;
  let app: Hono<AppEnv>;
  let base = '';
  const channel = channelServer();
  const today = todayIn(new Date());
  const admin = (path: string, init: RequestInit = {}) => app.request(`/api/admin/rental/sync${path}`, init);
  // The feeds live on 127.0.0.1: the plain fetch stands in for the guarded one (whose refusal is tested below).
  const deps = () => ({ env: rental.env, fetcher: fetch });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    rental = rentalTestApp(database);
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route('/api/admin/rental/sync', rentalSyncAdminRoutes(deps()));
    app.route('/api/rental/calendar', rentalCalendarExportRoutes({ env: rental.env }));
    app.onError(handleApiError);
    await new Promise<void>((resolve) => channel.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(channel.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    channel.server.closeAllConnections();
    await new Promise((resolve) => channel.server.close(resolve));
    await database.close();
  });

  async function addFeedAt(path: string, name = 'Airbnb') {
    const res = await admin('/feeds', { method: 'POST', ...json({ name, url: `${base}${path}` }) });
    expect(res.status).toBe(201);
    return calendarFeedSchema.parse(await res.json());
  }
  const importedOf = (feedId: string) =>
    database.db
      .select({ nights: sql<string>`${rentalImportedNights.nights}::text`, kind: rentalImportedNights.kind })
      .from(rentalImportedNights)
      .where(eq(rentalImportedNights.feedId, feedId));
  const availability = async (from: string, to: string) =>
    (
      (await (await rental.app.request(`/api/rental/availability?from=${from}&to=${to}`)).json()) as {
        unavailable: string[];
      }
    ).unavailable;

  it('imports a feed: merged events become imported nights the public calendar shows as taken', async () => {
    const a = addDays(today, 40);
    channel.answers.set('/merge.ics', {
      body: ics([
        { uid: 'r1', from: a, to: addDays(a, 3) },
        { uid: 'r2', from: addDays(a, 2), to: addDays(a, 5) },
        { uid: 'b1', from: addDays(a, 10), to: addDays(a, 11), summary: 'Airbnb (Not available)' },
      ]),
    });
    const feed = await addFeedAt('/merge.ics');
    expect(feed).toMatchObject({
      lastStatus: 'ok',
      lastEventCount: 2,
      lastErrorCode: null,
      upcomingNights: 6,
    });
    expect((await importedOf(feed.id)).sort((x, y) => x.nights.localeCompare(y.nights))).toEqual([
      { nights: `[${a},${addDays(a, 5)})`, kind: 'reserved' },
      { nights: `[${addDays(a, 10)},${addDays(a, 11)})`, kind: 'unavailable' },
    ]);
    const unavailable = await availability(a, addDays(a, 12));
    expect(unavailable).toEqual(expect.arrayContaining([a, addDays(a, 4), addDays(a, 10)]));
    expect(unavailable).not.toContain(addDays(a, 5));
    // A guest cannot book them: 409 nights_taken.
    const res = await rental.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(stayRequest(addDays(a, 1), addDays(a, 3))),
    });
    expect(res.status).toBe(409);
  });

  it('stores each fault as an error code and keeps the nights of the last good sync', async () => {
    const a = addDays(today, 70);
    channel.answers.set('/flaky.ics', { body: ics([{ uid: 'keep', from: a, to: addDays(a, 2) }]) });
    const feed = await addFeedAt('/flaky.ics');
    const before = await importedOf(feed.id);
    expect(before).toHaveLength(1);

    const faults: [string, Parameters<typeof channel.answers.set>[1], string, string | null][] = [
      ['not iCal', { body: '<!doctype html><title>Log in</title>' }, 'calendar_unreadable', 'not_ical'],
      ['HTTP 500', { status: 500, body: 'oops' }, 'calendar_http_status', '500'],
      ['huge', { bytes: 6 * 1024 * 1024 }, 'calendar_too_large', null],
    ];
    for (const [, answer, code, detail] of faults) {
      channel.answers.set('/flaky.ics', answer);
      const res = await admin(`/feeds/${feed.id}/sync`, { method: 'POST' });
      expect(res.status).toBe(200);
      const synced = calendarFeedSchema.parse(await res.json());
      expect(synced).toMatchObject({ lastStatus: 'error', lastErrorCode: code, lastErrorDetail: detail });
      expect(synced.lastEventCount).toBe(1);
      expect(await importedOf(feed.id)).toEqual(before);
    }
  });

  it('an unreachable or slow feed is a stored error too (10 s timeout)', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const res = await admin('/feeds', {
      method: 'POST',
      ...json({ name: 'Gone', url: `http://127.0.0.1:${port}/cal.ics` }),
    });
    expect(calendarFeedSchema.parse(await res.json())).toMatchObject({
      lastStatus: 'error',
      lastErrorCode: 'calendar_unreachable',
    });

    channel.answers.set('/slow.ics', { body: ics([]), delayMs: 12_000 });
    const slow = await addFeedAt('/slow.ics', 'Slow');
    expect(slow).toMatchObject({ lastStatus: 'error', lastErrorCode: 'calendar_timeout' });
  }, 30_000);

  it('the guarded fetch refuses a feed on a private address (stored as calendar_private_address)', async () => {
    const guarded = new Hono<AppEnv>();
    guarded.use('*', requestContext(createLogger('silent')));
    guarded.route('/', rentalSyncAdminRoutes({ env: rental.env }));
    guarded.onError(handleApiError);
    channel.answers.set('/private.ics', { body: ics([]) });
    const res = await guarded.request('/feeds', {
      method: 'POST',
      ...json({ name: 'Inside', url: `${base}/private.ics` }),
    });
    expect(calendarFeedSchema.parse(await res.json())).toMatchObject({
      lastStatus: 'error',
      lastErrorCode: 'calendar_private_address',
    });
  });

  it('refuses bad input with field errors and a second feed with the same address', async () => {
    for (const body of [
      { name: '', url: `${base}/x.ics` },
      { name: 'X', url: 'ftp://example.com/x.ics' },
      {},
    ]) {
      const res = await admin('/feeds', { method: 'POST', ...json(body) });
      expect(res.status).toBe(400);
    }
    channel.answers.set('/twice.ics', { body: ics([]) });
    await addFeedAt('/twice.ics');
    const again = await admin('/feeds', {
      method: 'POST',
      ...json({ name: 'Again', url: `${base}/twice.ics` }),
    });
    expect(again.status).toBe(409);
    expect((await admin('/feeds/not-an-id/sync', { method: 'POST' })).status).toBe(400);
    expect((await admin(`/feeds/${crypto.randomUUID()}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('a direct stay already live when an import shows its nights reserved: one alert, shown until settled', async () => {
    const a = addDays(today, 100);
    const booked = await rental.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(stayRequest(a, addDays(a, 3))),
    });
    expect(booked.status).toBe(200);
    const stayId = ((await booked.json()) as { stay: { id: string } }).stay.id;
    channel.answers.set('/clash.ics', {
      body: ics([{ uid: 'clash', from: addDays(a, 2), to: addDays(a, 4) }]),
    });
    const feed = await addFeedAt('/clash.ics', 'Airbnb clash');
    await syncFeed(deps(), feed.id);
    const alerts = await database.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `mail:rental.sync-conflict:${stayId}:%`));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload).toMatchObject({ to: 'owner@estudio.test' });
    const answer = feedsAnswerSchema.parse(await (await admin('/feeds')).json());
    expect(answer.conflicts.filter((c) => c.stayId === stayId)).toMatchObject([
      { feedName: 'Airbnb clash', from: addDays(a, 2), to: addDays(a, 4), checkIn: a },
    ]);
    // The feed drops the event: the conflict is no longer standing.
    channel.answers.set('/clash.ics', { body: ics([]) });
    await syncFeed(deps(), feed.id);
    const after = feedsAnswerSchema.parse(await (await admin('/feeds')).json());
    expect(after.conflicts.filter((c) => c.stayId === stayId)).toEqual([]);
  });

  it('a direct hold racing an import for the same night: exactly one wins, never both silently', async () => {
    channel.answers.set('/race.ics', { body: ics([]) });
    const feed = await addFeedAt('/race.ics', 'Race');
    for (let round = 0; round < 6; round++) {
      const night = addDays(today, 200 + round * 5);
      channel.answers.set('/race.ics', {
        body: ics([{ uid: `race-${round}`, from: night, to: addDays(night, 2) }]),
      });
      const [hold] = await Promise.all([
        rental.app.request('/api/rental/stays', {
          method: 'POST',
          ...json(stayRequest(addDays(night, 1), addDays(night, 3))),
        }),
        syncFeed(deps(), feed.id),
      ]);
      const live = await database.db
        .select({ id: stays.id })
        .from(stays)
        .where(
          and(
            eq(stays.checkIn, addDays(night, 1)),
            inArray(stays.status, ['held', 'pending_payment', 'confirmed']),
          ),
        );
      const conflicts = await database.db
        .select()
        .from(rentalSyncConflicts)
        .where(and(eq(rentalSyncConflicts.feedId, feed.id), eq(rentalSyncConflicts.uid, `race-${round}`)));
      if (hold.status === 200) {
        // The hold committed first: it stands, and the import raised the alert.
        expect(live).toHaveLength(1);
        expect(conflicts).toHaveLength(1);
      } else {
        // The import committed first: the hold was refused.
        expect(hold.status).toBe(409);
        expect(live).toHaveLength(0);
        expect(conflicts).toHaveLength(0);
      }
    }
  });

  it('the stays trigger refuses a stay becoming live on imported nights, whoever writes it', async () => {
    const a = addDays(today, 300);
    channel.answers.set('/direct.ics', { body: ics([{ uid: 'd', from: a, to: addDays(a, 2) }]) });
    await addFeedAt('/direct.ics', 'Direct write');
    const row = {
      checkIn: addDays(a, 1),
      checkOut: addDays(a, 3),
      nights: `[${addDays(a, 1)},${addDays(a, 3)})`,
      guests: 1,
      customerName: 'X',
      customerEmail: 'x@example.com',
      customerPhone: '1',
      language: 'es',
      status: 'confirmed',
      currency: 'MXN',
      nightlyRateMinor: 100,
      nightsSubtotalMinor: 200,
      cleaningFeeMinor: 0,
      taxes: [],
      totalMinor: 200,
      dueNowMinor: 200,
      paymentOption: 'full',
    };
    await expect(database.db.insert(stays).values(row)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23P01' }),
    });
    // Cancelled rows are not live: they may lie there.
    await database.db.insert(stays).values({ ...row, status: 'cancelled' });
  });

  it('the export feed: live stays and owner blocks as all-day events; regenerating retires the old URL', async () => {
    const a = addDays(today, 320);
    const booked = await rental.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(stayRequest(a, addDays(a, 2))),
    });
    const stayId = ((await booked.json()) as { stay: { id: string } }).stay.id;
    const block = await blockNights(
      rental.env,
      { from: addDays(a, 5), to: addDays(a, 7), note: 'Pintura' },
      'admin:x',
    );

    expect(exportFeedSchema.parse(await (await admin('/export')).json())).toMatchObject({ url: null });
    const first = exportFeedSchema.parse(await (await admin('/export', { method: 'POST' })).json());
    expect(first.active).toBe(true);
    const path = new URL(first.url!).pathname;
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text).not.toContain('Lucía');
    const vevents = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((c) => new ICAL.Event(c));
    const byUid = new Map(vevents.map((e) => [e.uid, e]));
    const stayEvent = byUid.get(`stay-${stayId}@estudio.test`)!;
    expect([stayEvent.startDate.toString(), stayEvent.endDate.toString(), stayEvent.summary]).toEqual([
      a,
      addDays(a, 2),
      'Reserved',
    ]);
    const blockEvent = byUid.get(`block-${block.id}@estudio.test`)!;
    expect([blockEvent.startDate.toString(), blockEvent.endDate.toString(), blockEvent.summary]).toEqual([
      addDays(a, 5),
      addDays(a, 7),
      'Not available',
    ]);

    const second = exportFeedSchema.parse(await (await admin('/export', { method: 'POST' })).json());
    expect(second.url).not.toBe(first.url);
    expect((await app.request(path)).status).toBe(404);
    expect((await app.request(new URL(second.url!).pathname)).status).toBe(200);
    expect((await app.request('/api/rental/calendar/short.ics')).status).toBe(400);
  });

  it("imports Airbnb's reservations CSV: preview, commit, the same file twice changes nothing", async () => {
    const csv = (status: string) =>
      [
        'Confirmation code,Status,Guest name,Contact,# of adults,Start date,End date,# of nights,Booked,Listing,Earnings',
        `HMSYNC1,${status},"Pérez, Ana",,2,12/1/2026,12/5/2026,4,11/2/2026,La Mansión,"$9,800.00"`,
        'HMSYNC2,Past guest,John Smith,,1,1/10/2026,1/12/2026,2,12/20/2025,La Mansión,MX$4200',
      ].join('\n');
    const preview = csvPreviewSchema.parse(
      await (
        await admin('/reservations/preview', { method: 'POST', ...json({ csv: csv('Confirmed') }) })
      ).json(),
    );
    expect(preview.counts).toEqual({ insert: 2, update: 0, unchanged: 0, error: 0 });
    expect(await database.db.select().from(rentalChannelReservations)).toHaveLength(0);

    const commit = async (text: string) =>
      csvCommitSchema.parse(
        await (await admin('/reservations', { method: 'POST', ...json({ csv: text }) })).json(),
      );
    expect(await commit(csv('Confirmed'))).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    const snapshot = await database.db.select().from(rentalChannelReservations);
    expect(await commit(csv('Confirmed'))).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await database.db.select().from(rentalChannelReservations)).toEqual(snapshot);
    expect(snapshot.find((r) => r.confirmationCode === 'HMSYNC1')).toMatchObject({
      status: 'confirmed',
      earningsMinor: 980000,
      currency: 'MXN',
      checkIn: '2026-12-01',
      nights: 4,
    });

    expect(await commit(csv('Canceled by guest'))).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
    const [changed] = await database.db
      .select()
      .from(rentalChannelReservations)
      .where(eq(rentalChannelReservations.confirmationCode, 'HMSYNC1'));
    expect(changed!.status).toBe('canceled by guest');

    // One bad row: nothing is imported.
    const bad = `${csv('Confirmed')}\nHMSYNC3,Confirmed,Eve,,1,2/30/2027,3/2/2027,2,,L,$1.00`;
    const refused = await admin('/reservations', { method: 'POST', ...json({ csv: bad }) });
    expect(refused.status).toBe(400);
    expect(
      await database.db
        .select()
        .from(rentalChannelReservations)
        .where(eq(rentalChannelReservations.confirmationCode, 'HMSYNC3')),
    ).toEqual([]);
  });

  it('plans one sync job per 15-minute period, however many instances ask', async () => {
    const at = new Date('2030-01-01T10:07:00Z');
    await Promise.all([
      planFeedsSync(database.db, at),
      planFeedsSync(database.db, at),
      planFeedsSync(database.db, at),
    ]);
    const planned = await database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, RENTAL_FEEDS_SYNC_JOB),
          like(jobs.dedupeKey, `%:${Math.floor(at.getTime() / 900_000)}`),
        ),
      );
    expect(planned).toHaveLength(1);
  });
});
