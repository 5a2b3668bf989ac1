import { randomUUID } from 'node:crypto';
import { bulkResultSchema } from '@contracts/contacts';
import { apiErrorBodySchema } from '@contracts/errors';
import type { OwnerNotificationSettings } from '@contracts/notifications';
import { leadDetailSchema } from '@contracts/leads';
import { taskListSchema, taskSchema } from '@contracts/tasks';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/rate-limit';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { mailsTo } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { json } from '../../../test/rental-app';
import { sendTaskDigestIfDue } from '../../digest';
import { defaultOwnerNotifications, saveOwnerNotifications } from '../../notifications';
import { deals, leadEvents, leads, tasks } from '../schema';
import { createTask, dueTaskCount, listTasks, setTaskDone } from './tasks';

const OWNER = 'hola@estudio.example';
const siteUrl = new URL('http://estudio.test');
/** An instant given as Mexico City wall time (UTC−6 all year since 2022). */
const mx = (date: string, time: string) => new Date(`${date}T${time}:00-06:00`);

describe.each(testEngines)('the CRM tasks on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let visitorAuth: { authorization: string };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database);
    adminAuth = await t.admin();
    visitorAuth = await t.visitor();
  });
  afterAll(() => database.close());

  const request = (path: string, init: RequestInit = {}, auth: Record<string, string> | null = adminAuth) =>
    t.app.request(`/api/admin${path}`, {
      ...init,
      headers: { ...(auth ?? {}), ...(init.headers as Record<string, string> | undefined) },
    });
  const send = (method: string, path: string, body: unknown) => request(path, { method, ...json(body) });
  const contact = async (name: string) => {
    const [row] = await database.db
      .insert(leads)
      .values({
        email: `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 8)}@example.com`,
        name,
      })
      .returning({ id: leads.id });
    return row!.id;
  };
  const events = (leadId: string) =>
    database.db
      .select({ kind: leadEvents.kind, data: leadEvents.data })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(asc(leadEvents.createdAt));

  it('keeps due dates in Mexico City time: today, then overdue, across midnight UTC', async () => {
    const leadId = await contact('Mara Medianoche');
    const allDay = await createTask(
      database.db,
      { leadId, title: 'Llamar el martes', dueDate: '2026-03-10' },
      null,
    );
    const timed = await createTask(
      database.db,
      { leadId, title: 'Enviar propuesta', dueDate: '2026-03-10', dueTime: '18:30' },
      null,
    );
    const later = await createTask(
      database.db,
      { leadId, title: 'Seguimiento', dueDate: '2026-03-12' },
      null,
    );
    expect(allDay).toMatchObject({ dueDate: '2026-03-10', dueTime: null });
    // The end of the Mexico City day, which is already the 11th in UTC.
    expect(allDay.dueAt).toBe('2026-03-11T05:59:59.000Z');
    expect(timed).toMatchObject({
      dueDate: '2026-03-10',
      dueTime: '18:30',
      dueAt: '2026-03-11T00:30:00.000Z',
    });

    const states = async (now: Date) => {
      const list = await listTasks(database.db, { leadId, scope: 'all', limit: 50 }, now);
      return {
        today: list.today,
        counts: [list.overdue, list.dueToday, list.upcoming],
        byTitle: Object.fromEntries(list.tasks.map((task) => [task.title, task.state])),
      };
    };
    // 00:10 UTC on the 11th is 18:10 on the 10th in Mexico City: both of the 10th are due today.
    expect(await states(new Date('2026-03-11T00:10:00Z'))).toEqual({
      today: '2026-03-10',
      counts: [0, 2, 1],
      byTitle: { 'Llamar el martes': 'today', 'Enviar propuesta': 'today', Seguimiento: 'upcoming' },
    });
    // 18:31 Mexico City: the timed one is overdue, the all-day one still due today.
    expect((await states(mx('2026-03-10', '18:31'))).byTitle).toMatchObject({
      'Llamar el martes': 'today',
      'Enviar propuesta': 'overdue',
    });
    // Just after midnight in Mexico City (06:00 UTC): the whole day has passed.
    expect(await states(new Date('2026-03-11T06:00:01Z'))).toEqual({
      today: '2026-03-11',
      counts: [2, 0, 1],
      byTitle: { 'Llamar el martes': 'overdue', 'Enviar propuesta': 'overdue', Seguimiento: 'upcoming' },
    });

    // Completing one takes it out of the open counts and onto the timeline; reopening brings it back.
    const done = await setTaskDone(
      database.db,
      timed.id,
      true,
      'boss@estudio.test',
      mx('2026-03-11', '09:00'),
    );
    expect(done.state).toBe('done');
    expect((await states(mx('2026-03-11', '09:00'))).counts).toEqual([1, 0, 1]);
    await setTaskDone(database.db, timed.id, false, null, mx('2026-03-11', '09:05'));
    expect((await states(mx('2026-03-11', '09:05'))).counts).toEqual([2, 0, 1]);
    expect((await events(leadId)).map((e) => `${e.kind}:${String(e.data.title)}`)).toEqual([
      'task.created:Llamar el martes',
      'task.created:Enviar propuesta',
      'task.created:Seguimiento',
      'task.done:Enviar propuesta',
      'task.reopened:Enviar propuesta',
    ]);
    expect(later.state).not.toBe('done');
  });

  it('creates, edits, completes and deletes over HTTP; a deal of another contact or a bad date is a 400', async () => {
    const ana = await contact('Ana Tareas');
    const beto = await contact('Beto Otro');
    const [betoDeal] = await database.db
      .insert(deals)
      .values({ leadId: beto, title: 'Branding Beto' })
      .returning({ id: deals.id });
    const [anaDeal] = await database.db
      .insert(deals)
      .values({ leadId: ana, title: 'Branding Ana' })
      .returning({ id: deals.id });

    const wrong = await send('POST', '/tasks', {
      leadId: ana,
      title: 'X',
      dueDate: '2026-12-01',
      dealId: betoDeal!.id,
    });
    expect(wrong.status).toBe(400);
    expect(apiErrorBodySchema.parse(await wrong.json()).error.fields).toEqual({
      dealId: ['deal_of_another_contact'],
    });
    const badDate = await send('POST', '/tasks', {
      leadId: ana,
      title: ' ',
      dueDate: '2026-02-30',
      dueTime: '25:00',
    });
    expect(badDate.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await badDate.json()).error.fields ?? {}).sort()).toEqual([
      'dueDate',
      'dueTime',
      'title',
    ]);
    expect(await database.db.select().from(tasks).where(eq(tasks.leadId, ana))).toHaveLength(0);

    const created = await send('POST', '/tasks', {
      leadId: ana,
      title: 'Llamar el jueves',
      dueDate: '2026-12-03',
      dueTime: '10:00',
      dealId: anaDeal!.id,
    });
    expect(created.status).toBe(201);
    const task = taskSchema.parse(await created.json());
    expect(task).toMatchObject({ leadName: 'Ana Tareas', dealTitle: 'Branding Ana', dueTime: '10:00' });

    const edited = await send('PUT', `/tasks/${task.id}`, {
      title: 'Llamar el viernes',
      dueDate: '2026-12-04',
    });
    expect(edited.status).toBe(200);
    expect(taskSchema.parse(await edited.json())).toMatchObject({
      title: 'Llamar el viernes',
      dueDate: '2026-12-04',
      dueTime: null,
      dealId: null,
    });
    const completed = await send('PUT', `/tasks/${task.id}/done`, { done: true });
    expect(taskSchema.parse(await completed.json()).state).toBe('done');
    const list = taskListSchema.parse(await (await request(`/tasks?leadId=${ana}&scope=all`)).json());
    expect(list.tasks.map((x) => [x.title, x.state])).toEqual([['Llamar el viernes', 'done']]);
    const open = taskListSchema.parse(await (await request('/tasks')).json());
    expect(open.tasks.map((x) => x.id)).not.toContain(task.id);
    expect((await events(ana)).map((e) => e.kind)).toEqual(['task.created', 'task.done']);
    // The contact's timeline says it in words (details of type task), newest first.
    const detail = leadDetailSchema.parse(await (await request(`/leads/${ana}`)).json());
    expect(
      detail.events
        .filter((e) => e.details.type === 'task')
        .map((e) => (e.details.type === 'task' ? `${e.details.action}:${e.details.title}` : '')),
    ).toEqual(['done:Llamar el viernes', 'created:Llamar el jueves']);

    expect((await request(`/tasks/${task.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await request(`/tasks/${task.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await send('PUT', `/tasks/${task.id}/done`, { done: false })).status).toBe(404);
  });

  it('answers 401 signed out and 403 to a visitor on every task operation', async () => {
    const id = randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/tasks'],
      ['POST', '/tasks', { leadId: id, title: 'X', dueDate: '2026-12-01' }],
      ['PUT', `/tasks/${id}`, { title: 'X', dueDate: '2026-12-01' }],
      ['PUT', `/tasks/${id}/done`, { done: true }],
      ['DELETE', `/tasks/${id}`],
    ];
    for (const [method, path, body] of calls) {
      const init = { method, ...(body ? json(body) : {}) };
      expect((await request(path, init, null)).status, `${method} ${path}`).toBe(401);
      expect((await request(path, init, visitorAuth)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('assigns one task to every contact matching a filter, in one bulk request', async () => {
    const token = `Bulkito${randomUUID().slice(0, 6)}`;
    const ids = [
      await contact(`${token} Uno`),
      await contact(`${token} Dos`),
      await contact(`${token} Tres`),
    ];
    await contact('Someone Else');
    const res = await send('POST', '/leads/bulk', {
      selection: { mode: 'filter', filters: { q: token } },
      action: { type: 'task', title: 'Enviar catálogo', dueDate: '2026-12-15', dueTime: '09:00' },
    });
    expect(res.status).toBe(200);
    expect(bulkResultSchema.parse(await res.json())).toEqual({ matched: 3, changed: 3 });
    const made = await database.db.select().from(tasks).where(inArray(tasks.leadId, ids));
    expect(made.map((x) => x.leadId).sort()).toEqual([...ids].sort());
    expect(made.every((x) => x.title === 'Enviar catálogo' && !x.allDay)).toBe(true);
    expect(made[0]!.dueAt.toISOString()).toBe('2026-12-15T15:00:00.000Z');
    const [bulkEvents] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadEvents)
      .where(sql`${leadEvents.kind} = 'task.created' and ${inArray(leadEvents.leadId, ids)}`);
    expect(Number(bulkEvents!.n)).toBe(3);

    const bad = await send('POST', '/leads/bulk', {
      selection: { mode: 'ids', ids },
      action: { type: 'task', title: '', dueDate: 'mañana' },
    });
    expect(bad.status).toBe(400);
    expect(await database.db.select().from(tasks).where(inArray(tasks.leadId, ids))).toHaveLength(3);
  });

  it('mails the due tasks once per Mexico City date, in the owner’s language, only when on and something is due', async () => {
    const save = (settings: Partial<OwnerNotificationSettings>) =>
      database.db.transaction((tx) =>
        saveOwnerNotifications(tx, { ...defaultOwnerNotifications, ...settings }),
      );
    const deps = { siteUrl, siteName: 'Estudio' };
    const digests = async () =>
      (await mailsTo(database.db, OWNER)).filter((m) => /tareas? pendientes?|tasks? due/.test(m.subject));
    // Every other task of this file is due in 2026: on 2020-01-05 nothing is due.
    await save({ taskDigest: true, digestHour: 9 });
    expect(await dueTaskCount(database.db, mx('2020-01-05', '10:00'))).toBe(0);
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-05', '10:00'))).toBeNull();
    expect(await digests()).toHaveLength(0);

    const lead = await contact('Carla Digest');
    const mk = (title: string, dueDate: string, dueTime?: string) =>
      createTask(database.db, { leadId: lead, title, dueDate, dueTime }, null, mx('2020-01-01', '08:00'));
    await mk('Vencida del viernes', '2020-01-03');
    await mk('Hoy a las once', '2020-01-06', '11:00');
    await mk('Hoy todo el día', '2020-01-06');
    await mk('Mañana no', '2020-01-07');
    const finished = await mk('Ya hecha', '2020-01-04');
    await setTaskDone(database.db, finished.id, true, null, mx('2020-01-04', '12:00'));

    await save({ taskDigest: false, digestHour: 9 });
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-06', '09:30'))).toBeNull();
    await save({ taskDigest: true, digestHour: 9 });
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-06', '08:59'))).toBeNull();
    // 09:00 in Mexico City is 15:00 UTC; the business date is the 6th.
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-06', '09:00'))).toBe('2020-01-06');
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-06', '17:00'))).toBeNull();
    const [mail, ...more] = await digests();
    expect(more).toHaveLength(0);
    expect(mail!.lang).toBe('es');
    expect(mail!.subject).toMatch(/^3 tareas pendientes · /);
    expect(mail!.text).toContain('Vencidas (1):');
    expect(mail!.text).toContain('Para hoy (2):');
    expect(mail!.text).toContain('· Vencida del viernes');
    expect(mail!.text).toContain('· Hoy a las once (a las 11:00)');
    expect(mail!.text).toContain('· Hoy todo el día — Carla Digest');
    expect(mail!.text).toContain(`http://estudio.test/admin/leads?id=${lead}`);
    expect(mail!.text).not.toContain('Mañana no');
    expect(mail!.text).not.toContain('Ya hecha');

    // The owner's account chose English: the next day's mail is in English, still once.
    const [user] = rowsOf<{ id: string }>(
      await database.db.execute(
        sql`insert into auth_users (email, app_metadata) values (${OWNER}, '{"role":"admin"}') returning id`,
      ),
    );
    await database.db.execute(
      sql`insert into profiles (user_id, preferred_language) values (${user!.id}::uuid, 'en')
          on conflict (user_id) do update set preferred_language = 'en'`,
    );
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-07', '09:10'))).toBe('2020-01-07');
    expect(await sendTaskDigestIfDue(database.db, deps, mx('2020-01-07', '10:10'))).toBeNull();
    const english = (await digests()).at(-1)!;
    expect(english.lang).toBe('en');
    expect(english.subject).toMatch(/^4 tasks due · /);
    expect(english.text).toContain('Overdue (3):');
    expect(english.text).toContain('Due today (1):');
    expect(english.text).toContain('· Mañana no — Carla Digest');
    expect(await digests()).toHaveLength(2);
  });
});
