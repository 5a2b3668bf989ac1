import { randomUUID } from 'node:crypto';
import {
  bulkResultSchema,
  contactTagSchema,
  importResultSchema,
  type ContactSelection,
} from '@contracts/contacts';
import { apiErrorBodySchema } from '@contracts/errors';
import { leadDetailSchema, leadListSchema, type LeadDetail } from '@contracts/leads';
import { stayResultSchema } from '@contracts/rental';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { at, bookingRequest, businessDay } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { client } from '../../../test/payments-helpers';
import { json, stayRequest } from '../../../test/rental-app';
import { addDays, todayIn } from '../../rental';
import { leadEvents, leads } from '../schema';
import { upsertLead } from './service';

describe.each(testEngines)('the CRM contacts on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let api: ReturnType<typeof client>;
  const today = todayIn(new Date());

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database);
    adminAuth = await t.admin();
    api = client(t.app);
  });
  afterAll(() => database.close());

  const admin = (path: string, init: RequestInit = {}) =>
    t.app.request(`/api/admin/leads${path}`, {
      ...init,
      headers: { ...adminAuth, ...(init.headers as Record<string, string> | undefined) },
    });
  const post = (path: string, body: unknown) => admin(path, { method: 'POST', ...json(body) });
  const byEmail = async (email: string) => {
    const rows = await database.db.select().from(leads).where(eq(leads.email, email));
    return rows;
  };
  const detail = async (id: string): Promise<LeadDetail> => {
    const res = await admin(`/${id}`);
    expect(res.status).toBe(200);
    return leadDetailSchema.parse(await res.json());
  };

  it('joins a diagnostic taker and their booking in capitals into one contact, timeline with both', async () => {
    const email = `dora.${randomUUID().slice(0, 8)}@example.com`;
    await upsertLead(database.db, {
      email,
      name: 'Dora',
      language: 'es',
      source: 'diagnostic',
      event: {
        kind: 'diagnostic.completed',
        data: { resultId: randomUUID(), overall: 64, level: 'growing' },
      },
    });
    const request = bookingRequest(at(businessDay(2, 5), '10:00'), {
      email: `  ${email.toUpperCase()} `.trim(),
      phone: '+52 55 4444 1111',
    });
    const booked = await api.book(request);
    expect(booked.status).toBe(200);
    const rows = await byEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sources: ['diagnostic', 'booking'], phone: '+52 55 4444 1111' });
    const contact = await detail(rows[0]!.id);
    const types = contact.timeline.map((i) => i.type);
    expect(types).toContain('appointment');
    expect(contact.timeline.find((i) => i.type === 'lead')).toMatchObject({
      event: { details: { type: 'diagnostic', overall: 64 } },
    });
    // Newest first.
    const times = contact.timeline.map((i) => i.at);
    expect([...times].sort().reverse()).toEqual(times);
    // The booking's confirmation mail is on the timeline too.
    expect(contact.timeline.some((i) => i.type === 'mail')).toBe(true);
  });

  it('makes a contact of a paying booker and of a paying guest, with the payment and the stay on the timeline', async () => {
    const email = `paula.${randomUUID().slice(0, 8)}@example.com`;
    const { checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(3, 6), '09:00'), { service: 'branding', email, name: 'Paula Pagos' }),
    );
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await t.runJobs();
    const [paula] = await byEmail(email);
    expect(paula?.sources).toEqual(['booking', 'payment']);
    const timeline = (await detail(paula!.id)).timeline;
    expect(timeline.find((i) => i.type === 'payment')).toMatchObject({
      status: 'paid',
      amountMinor: 1_450_000,
    });
    expect(timeline.find((i) => i.type === 'appointment')).toMatchObject({ status: 'confirmed' });

    const guest = stayRequest(addDays(today, 60), addDays(today, 62), { name: 'Gina Guest' });
    const response = await t.app.request('/api/rental/stays', {
      method: 'POST',
      ...json(guest, { 'x-forwarded-for': '192.0.2.77' }),
    });
    expect(response.status).toBe(200);
    const stay = stayResultSchema.parse(await response.json());
    await api.actOk(new URL(stay.checkoutUrl!).pathname.split('/').at(-1)!, 'pay', { method: 'card' });
    await t.runJobs();
    const [gina] = await byEmail(guest.email);
    expect(gina).toMatchObject({
      sources: ['stay', 'payment'],
      phone: '+52 55 1234 5678',
      name: 'Gina Guest',
    });
    const ginaTimeline = (await detail(gina!.id)).timeline;
    expect(ginaTimeline.find((i) => i.type === 'stay')).toMatchObject({ status: 'confirmed', guests: 2 });
    expect(ginaTimeline.some((i) => i.type === 'payment')).toBe(true);
  });

  it('merges two contacts with nothing lost; into itself is a 400', async () => {
    const a = `merge.a.${randomUUID().slice(0, 8)}@example.com`;
    const b = `merge.b.${randomUUID().slice(0, 8)}@example.com`;
    const into = (
      await upsertLead(database.db, {
        email: a,
        name: 'Marta',
        language: 'es',
        source: 'contact',
        event: { kind: 'contact.message', data: { message: 'Hola' } },
      })
    ).leadId;
    const from = (
      await upsertLead(database.db, {
        email: b,
        company: 'Taller M',
        language: 'es',
        source: 'launch-list',
        event: { kind: 'launch.signup', data: { area: 'shop' } },
      })
    ).leadId;
    await api.book(bookingRequest(at(businessDay(4, 7), '11:00'), { email: b }));

    const self = await post('/merge', { intoId: into, fromId: into });
    expect(self.status).toBe(400);
    const body = apiErrorBodySchema.parse(await self.json());
    expect(body.error.fields).toEqual({ fromId: ['same_contact'] });
    expect((await post('/merge', { intoId: into, fromId: randomUUID() })).status).toBe(404);

    const res = await post('/merge', { intoId: into, fromId: from });
    expect(res.status).toBe(200);
    const merged = leadDetailSchema.parse(await res.json());
    expect(merged).toMatchObject({ email: a, name: 'Marta', company: 'Taller M', aliases: [b] });
    expect(merged.sources).toEqual(['contact', 'launch-list', 'booking']);
    expect(merged.events.map((e) => e.kind).sort()).toEqual(
      ['contact.message', 'launch.signup', 'lead.merge'].sort(),
    );
    expect(merged.timeline.some((i) => i.type === 'appointment')).toBe(true);
    expect(await byEmail(b)).toHaveLength(0);
    // A later booking under the merged-away address lands on the kept contact.
    await api.book(bookingRequest(at(businessDay(5, 7), '11:00'), { email: b.toUpperCase() }));
    expect(await byEmail(b)).toHaveLength(0);
    expect((await detail(into)).appointments).toHaveLength(2);
  });

  it('tags and re-statuses 10 000 contacts in one transaction; a filter selects them', async () => {
    const batch = `bulk${randomUUID().slice(0, 6)}`;
    await database.sql.query(
      `insert into leads (email, name, sources) select 'p' || g || '.${batch}@example.com', 'Persona ' || g, '{import}'
       from generate_series(1, 10000) g`,
    );
    const tagRes = await post('/tags', { name: `VIP ${batch}`, color: 'violet' });
    expect(tagRes.status).toBe(201);
    const tag = contactTagSchema.parse(await tagRes.json());
    expect((await post('/tags', { name: `vip ${batch}`, color: 'red' })).status).toBe(409);
    const selection: ContactSelection = { mode: 'filter', filters: { q: batch } };
    const started = Date.now();
    const tagged = bulkResultSchema.parse(
      await (await post('/bulk', { selection, action: { type: 'tag', tagId: tag.id } })).json(),
    );
    expect(tagged).toEqual({ matched: 10_000, changed: 10_000 });
    const moved = bulkResultSchema.parse(
      await (await post('/bulk', { selection, action: { type: 'status', status: 'contacted' } })).json(),
    );
    expect(moved).toEqual({ matched: 10_000, changed: 10_000 });
    console.info(`bulk tag + status on 10 000 contacts: ${Date.now() - started} ms (${engine.name})`);
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadEvents)
      .where(sql`${leadEvents.kind} = 'lead.status' and ${leadEvents.data}->>'bulk' = 'true'`);
    expect(Number(count!.n)).toBe(10_000);
    const list = leadListSchema.parse(await (await admin(`?tag=${tag.id}&status=contacted&limit=1`)).json());
    expect(list.total).toBe(10_000);
    expect(list.leads[0]!.tags).toEqual([{ id: tag.id, name: `VIP ${batch}`, color: 'violet' }]);
    // Again: nothing changes.
    expect(
      bulkResultSchema.parse(
        await (await post('/bulk', { selection, action: { type: 'tag', tagId: tag.id } })).json(),
      ),
    ).toEqual({ matched: 10_000, changed: 0 });
    // Bad input: an unknown tag, a bad status, an empty id list.
    expect((await post('/bulk', { selection, action: { type: 'tag', tagId: randomUUID() } })).status).toBe(
      404,
    );
    expect((await post('/bulk', { selection, action: { type: 'status', status: 'hot' } })).status).toBe(400);
    expect(
      (
        await post('/bulk', {
          selection: { mode: 'ids', ids: [] },
          action: { type: 'status', status: 'won' },
        })
      ).status,
    ).toBe(400);
  });

  it('imports a HubSpot export with a preview and per-row errors; twice gives the same state', async () => {
    const id = randomUUID().slice(0, 6);
    const csv = [
      '"First Name","Last Name","Email","Phone Number","Company Name","Lifecycle Stage"',
      `Iris,Núñez,IRIS.${id}@Example.com,+52 55 1000 2000,"Estudio, S.C.",customer`,
      `Omar,,omar.${id}@example.com,,,lead`,
      `Sin,Correo,,,,lead`,
      `Bad,Mail,not-an-email,,,lead`,
      `Omar,Again,omar.${id}@example.com,,,lead`,
      `Rara,Etapa,rara.${id}@example.com,,,alien`,
    ].join('\r\n');
    const preview = importResultSchema.parse(await (await post('/import', { csv })).json());
    expect(preview).toMatchObject({ applied: false, created: 2, updated: 0, errors: 4 });
    expect(preview.rows.map((r) => [r.line, r.outcome, r.errors.map((e) => e.code)])).toEqual([
      [2, 'create', []],
      [3, 'create', []],
      [4, 'error', ['email_missing']],
      [5, 'error', ['email_invalid']],
      [6, 'error', ['duplicate_in_file']],
      [7, 'error', ['status_unknown']],
    ]);
    expect(await byEmail(`iris.${id}@example.com`)).toHaveLength(0);

    const first = importResultSchema.parse(await (await post('/import', { csv, apply: true })).json());
    expect(first).toMatchObject({ applied: true, created: 2, errors: 4 });
    const snapshot = async () =>
      (
        await database.db
          .select({
            email: leads.email,
            name: leads.name,
            phone: leads.phone,
            company: leads.company,
            status: leads.status,
            sources: leads.sources,
            lastTouchAt: leads.lastTouchAt,
          })
          .from(leads)
          .where(sql`${leads.email} like ${`%.${id}@example.com`}`)
          .orderBy(leads.email)
      ).map((r) => JSON.stringify(r));
    const once = await snapshot();
    expect(once).toHaveLength(2);
    expect(JSON.parse(once[0]!)).toMatchObject({
      name: 'Iris Núñez',
      phone: '+52 55 1000 2000',
      company: 'Estudio, S.C.',
      status: 'won',
      sources: ['import'],
    });
    const second = importResultSchema.parse(await (await post('/import', { csv, apply: true })).json());
    expect(second).toMatchObject({ created: 0, updated: 2 });
    expect(await snapshot()).toEqual(once);
    expect((await post('/import', { csv: 'Name,Phone\nAna,1' })).status).toBe(400);
  });

  it('exports CSV and XLSX with phone, human labels in the language and Mexico City times', async () => {
    const email = `expo.${randomUUID().slice(0, 8)}@example.com`;
    const { leadId } = await upsertLead(database.db, {
      email,
      name: 'Eva María Ortiz',
      phone: '+52 55 7777 8888',
      language: 'en',
      source: 'contact',
      event: { kind: 'contact.message', data: { message: 'x' } },
    });
    await database.sql.query(
      `update leads set last_touch_at = '2026-03-01T18:30:00Z', status = 'qualified' where id = $1`,
      [leadId],
    );
    const es = await admin(`/export?format=csv&lang=es&ids=${leadId}`);
    expect(es.status).toBe(200);
    expect(es.headers.get('content-disposition')).toMatch(/filename="contactos-.*\.csv"/);
    const lines = (await es.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Nombre completo,Nombre,Apellidos,Correo electrónico,Teléfono,Empresa,Cargo,Etapa,Orígenes,Etiquetas,Idioma,"Primer contacto (hora de Ciudad de México, UTC−6)","Última actividad (hora de Ciudad de México, UTC−6)",Actividades,Notas,ID',
    );
    // A leading + is defused for spreadsheets (platform/csv.ts); the workbook keeps the phone as text.
    expect(lines[1]).toContain(
      `Eva María Ortiz,Eva,María Ortiz,${email},'+52 55 7777 8888,,,Calificado,Formulario de contacto,,Inglés,`,
    );
    expect(lines[1]).toContain(',2026-03-01 12:30,');
    const en = await admin(`/export?format=xlsx&lang=en&ids=${leadId}`);
    expect(en.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await en.arrayBuffer());
    const sheet = workbook.getWorksheet('Contacts')!;
    expect(sheet.getRow(1).getCell(5).value).toBe('Phone Number');
    expect(sheet.getRow(2).getCell(5).value).toBe('+52 55 7777 8888');
    expect(sheet.getRow(2).getCell(8).value).toBe('Qualified');
    expect(sheet.getRow(2).getCell(13).value).toBe('2026-03-01 12:30');
    expect((await admin('/export?format=pdf')).status).toBe(400);
  });
});
