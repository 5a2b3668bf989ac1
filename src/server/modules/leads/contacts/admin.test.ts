import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema } from '@contracts/errors';
import { leadDetailSchema, leadListSchema, leadStatsSchema } from '@contracts/leads';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../../platform/http';
import { createLogger } from '../../../platform/logging';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { appointments } from '../../booking';
import { services } from '../../content';
import { leadAdminRoutes } from '../http/admin-routes';
import { eventDetails } from './admin-service';
import { periodStarts } from './admin-stats';
import { recordContact, upsertLead } from './service';

describe('lead event details and periods', () => {
  it('shapes known kinds and keeps unknown ones as text', () => {
    expect(eventDetails('contact.message', { topic: 'web', phone: '', message: 'Hola' })).toEqual({
      type: 'contact',
      topic: 'web',
      phone: null,
      message: 'Hola',
    });
    expect(eventDetails('lead.status', { from: 'new', to: 'won', by: 'a@b.c' })).toMatchObject({
      type: 'status',
      to: 'won',
    });
    expect(eventDetails('lead.status', { to: 'nonsense' }).type).toBe('other');
    expect(eventDetails('booking.x', { a: 1, b: 'two' })).toEqual({
      type: 'other',
      fields: [
        { key: 'a', value: '1' },
        { key: 'b', value: 'two' },
      ],
    });
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(periodStarts('2026-11-04', '2026-11-17', 'week')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(periodStarts('2025-11-20', '2026-02-03', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe.each(testEngines)('leads admin API on $name', (engine) => {
  let database: Database;
  let app: Hono<AppEnv>;
  const ids: Record<'ana' | 'bruno' | 'carla', string> = { ana: '', bruno: '', carla: '' };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route('/api/admin/leads', leadAdminRoutes({ db: database.db }));
    app.onError(handleApiError);
    const db = database.db;
    ids.ana = (
      await upsertLead(db, {
        email: 'Ana@Example.com',
        name: 'Ana Álvarez',
        company: 'Despacho Norte',
        language: 'es',
        source: 'diagnostic',
        event: {
          kind: 'diagnostic.completed',
          data: { resultId: randomUUID(), version: 'v1', overall: 72, level: 'established' },
        },
      })
    ).leadId;
    await upsertLead(db, {
      email: 'ana@example.com',
      language: 'es',
      source: 'contact',
      event: {
        kind: 'contact.message',
        data: { requestId: 'r1', topic: 'other', phone: '+52 55 1111 2222', message: 'Quiero una cita.' },
      },
    });
    ids.bruno = (
      await upsertLead(db, {
        email: 'bruno@example.com',
        name: '=Bruno',
        company: 'Zeta, "S.A."',
        language: 'en',
        source: 'launch-list',
        event: { kind: 'launch.signup', data: { area: 'shop' } },
      })
    ).leadId;
    ids.carla = (
      await upsertLead(db, {
        email: 'carla@example.com',
        name: 'Carla',
        language: 'es',
        source: 'contact',
        event: { kind: 'contact.message', data: { topic: 'branding', message: 'Necesito un sitio.' } },
      })
    ).leadId;
    // Carla wrote long ago; Bruno last week; Ana today.
    await database.sql.query(
      `update lead_events set created_at = '2024-03-10T18:00:00Z' where lead_id = $1`,
      [ids.carla],
    );
    await database.sql.query(
      `update leads set created_at = '2024-03-10T18:00:00Z', first_touch_at = '2024-03-10T18:00:00Z',
        last_touch_at = '2024-03-10T18:00:00Z' where id = $1`,
      [ids.carla],
    );
    await database.sql.query(`update leads set last_touch_at = now() - interval '5 days' where id = $1`, [
      ids.bruno,
    ]);
    await database.sql.query(
      `update lead_events set created_at = now() - interval '5 days' where lead_id = $1`,
      [ids.bruno],
    );
    const [service] = await db.select().from(services).where(eq(services.slug, 'consulta-inicial'));
    await db.insert(appointments).values({
      serviceId: service!.id,
      status: 'confirmed',
      startsAt: new Date('2031-02-03T16:00:00Z'),
      endsAt: new Date('2031-02-03T17:00:00Z'),
      blocked: '[2031-02-03T16:00:00Z,2031-02-03T17:15:00Z)',
      customerName: 'Ana',
      customerEmail: 'ANA@example.com',
      customerPhone: '+52 55 9999 0000',
      language: 'es',
      timeZone: 'America/Mexico_City',
      icsUid: `${randomUUID()}@test`,
    });
    // As booking does through the recorder app.ts hands it.
    await recordContact(db, {
      email: 'ANA@example.com',
      name: 'Ana',
      phone: '+52 55 9999 0000',
      language: 'es',
      source: 'booking',
    });
  });
  afterAll(() => database.close());

  const call = (path: string, init?: RequestInit) => app.request(`/api/admin/leads${path}`, init);
  const list = async (query = '') => {
    const res = await call(query);
    expect(res.status).toBe(200);
    return leadListSchema.parse(await res.json());
  };
  const put = (path: string, body: unknown) =>
    call(path, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('lists leads by latest activity, with counts and last event', async () => {
    const { leads, total } = await list();
    expect(total).toBe(3);
    expect(leads.map((l) => l.id)).toEqual([ids.ana, ids.bruno, ids.carla]);
    expect(leads[0]).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana Álvarez',
      sources: ['diagnostic', 'contact', 'booking'],
      status: 'new',
      eventCount: 2,
      lastEventKind: 'contact.message',
    });
    expect(leads[2]!.lastActivityAt).toBe('2024-03-10T18:00:00.000Z');
  });

  it('filters, searches, sorts and pages', async () => {
    const idsOf = async (query: string) => (await list(query)).leads.map((l) => l.id);
    expect(await idsOf('?source=contact')).toEqual([ids.ana, ids.carla]);
    expect(await idsOf('?q=norte')).toEqual([ids.ana]);
    expect(await idsOf('?q=BRUNO@')).toEqual([ids.bruno]);
    expect(await idsOf('?q=100%25')).toEqual([]);
    expect(await idsOf('?to=2024-03-10')).toEqual([ids.carla]);
    expect(await idsOf('?from=2024-03-11')).toEqual([ids.ana, ids.bruno]);
    // Collations differ on '=' between engines: only Carla's place is certain.
    expect((await idsOf('?sort=name&order=asc')).at(-1)).toBe(ids.carla);
    expect((await idsOf('?sort=name&order=desc'))[0]).toBe(ids.carla);
    expect(await idsOf('?sort=eventCount&order=desc&limit=1')).toEqual([ids.ana]);
    const page = await list('?limit=2&offset=2');
    expect(page.total).toBe(3);
    expect(page.leads.map((l) => l.id)).toEqual([ids.carla]);
    for (const bad of ['?status=hot', '?from=yesterday', '?sort=nope', '?limit=0', '?source=A%20B']) {
      const res = await call(bad);
      expect(res.status, bad).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('validation_failed');
    }
  });

  it('shows a lead with its history newest first and its appointments', async () => {
    const res = await call(`/${ids.ana}`);
    expect(res.status).toBe(200);
    const detail = leadDetailSchema.parse(await res.json());
    expect(detail.events.map((e) => e.kind)).toEqual(['contact.message', 'diagnostic.completed']);
    expect(detail.events[0]!.details).toMatchObject({ type: 'contact', message: 'Quiero una cita.' });
    // A topic is shown by the service's name in both languages, never by its slug ("Tema: branding").
    const carla = leadDetailSchema.parse(await (await call(`/${ids.carla}`)).json());
    expect(carla.events[0]!.details).toMatchObject({
      type: 'contact',
      topic: 'branding',
      topicName: { es: 'Branding e identidad visual', en: 'Branding and visual identity' },
    });
    expect(detail.events[1]!.details).toMatchObject({
      type: 'diagnostic',
      overall: 72,
      level: 'established',
    });
    expect(detail.appointments).toHaveLength(1);
    expect(detail.appointments[0]).toMatchObject({
      status: 'confirmed',
      startsAt: '2031-02-03T16:00:00.000Z',
    });
    expect(detail.appointments[0]!.serviceName.es).toBeTruthy();
    // The booking is newer than the message: its phone wins.
    expect(detail.phone).toBe('+52 55 9999 0000');
    expect((await call(`/${randomUUID()}`)).status).toBe(404);
    expect((await call('/not-a-uuid')).status).toBe(400);
  });

  it('changes the status and records it; bad input is 400 with fields, unknown ids 404', async () => {
    const res = await put(`/${ids.bruno}/status`, { status: 'contacted' });
    expect(res.status).toBe(200);
    const detail = leadDetailSchema.parse(await res.json());
    expect(detail.status).toBe('contacted');
    expect(detail.events[0]).toMatchObject({
      kind: 'lead.status',
      source: 'admin',
      details: { type: 'status', from: 'new', to: 'contacted' },
    });
    // The same status again records nothing.
    const again = leadDetailSchema.parse(
      await (await put(`/${ids.bruno}/status`, { status: 'contacted' })).json(),
    );
    expect(again.events.filter((e) => e.kind === 'lead.status')).toHaveLength(1);
    // Owner events are not the person's activity.
    const row = (await list(`?q=bruno`)).leads[0]!;
    expect(row.eventCount).toBe(1);
    expect(row.lastEventKind).toBe('launch.signup');
    expect((await list('?status=contacted')).leads.map((l) => l.id)).toEqual([ids.bruno]);

    const bad = await put(`/${ids.bruno}/status`, { status: 'hot' });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(await bad.json()).error.fields).toHaveProperty('status');
    expect((await put(`/${ids.bruno}/status`, '{nope')).status).toBe(400);
    expect((await put(`/${randomUUID()}/status`, { status: 'won' })).status).toBe(404);
  });

  it('saves notes and records them', async () => {
    const res = await put(`/${ids.carla}/notes`, { notes: 'Llamar en enero.\nPresupuesto medio.' });
    expect(res.status).toBe(200);
    const detail = leadDetailSchema.parse(await res.json());
    expect(detail.notes).toBe('Llamar en enero.\nPresupuesto medio.');
    expect(detail.events[0]).toMatchObject({ kind: 'lead.note', details: { type: 'note' } });
    const bad = await put(`/${ids.carla}/notes`, { notes: 'x'.repeat(10_001) });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(await bad.json()).error.fields?.notes).toEqual(['too_long']);
    expect((await put(`/${ids.carla}/notes`, {})).status).toBe(400);
    expect((await put(`/${randomUUID()}/notes`, { notes: 'x' })).status).toBe(404);
  });

  it('counts figures: new this week, sources, statuses, funnel and activity', async () => {
    await put(`/${ids.ana}/status`, { status: 'qualified' });
    await put(`/${ids.ana}/status`, { status: 'lost' });
    const statsRes = await call('/stats');
    const statsBody: unknown = await statsRes.json();
    expect(statsRes.status, JSON.stringify(statsBody)).toBe(200);
    const stats = leadStatsSchema.parse(statsBody);
    expect(stats.total).toBe(3);
    expect(stats.newThisWeek).toBe(2);
    expect(stats.bySource).toEqual({ diagnostic: 1, contact: 2, 'launch-list': 1, booking: 1 });
    expect(stats.byStatus).toEqual({ new: 1, contacted: 1, qualified: 0, won: 0, lost: 1 });
    expect(stats.reached).toEqual({ new: 3, contacted: 2, qualified: 1, won: 0, lost: 1 });
    expect(stats.activity.unit).toBe('week');
    expect(stats.activity.periods.length).toBeGreaterThanOrEqual(12);
    const counted = stats.activity.periods.flatMap((p) => Object.entries(p.counts));
    // Ana's two events and Bruno's sign-up are recent; Carla's message is from 2024.
    expect(counted.reduce((sum, [, n]) => sum + n, 0)).toBe(3);
    const old = leadStatsSchema.parse(await (await call('/stats?from=2024-01-01&to=2024-12-31')).json());
    expect(old.activity.unit).toBe('month');
    expect(old.activity.periods).toHaveLength(12);
    expect(old.activity.periods[2]).toEqual({ start: '2024-03-01', counts: { contact: 1 } });
    expect((await call('/stats?from=nope')).status).toBe(400);
  });
});
