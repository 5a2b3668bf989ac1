import { randomUUID } from 'node:crypto';
import { dealBoardSchema, dealPaymentOptionsSchema, dealSchema, type Deal } from '@contracts/deals';
import { apiErrorBodySchema } from '@contracts/errors';
import { leadDetailSchema } from '@contracts/leads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { at, bookingRequest, businessDay } from '../../../test/booking-helpers';
import { paymentsTestApp } from '../../../test/payments-app';
import { client } from '../../../test/payments-helpers';
import { json } from '../../../test/rental-app';
import { deals, leads } from '../schema';
import { upsertLead } from '../contacts/service';

describe.each(testEngines)('the CRM pipeline on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof paymentsTestApp>;
  let adminAuth: { authorization: string };
  let visitorAuth: { authorization: string };
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = paymentsTestApp(database);
    adminAuth = await t.admin();
    visitorAuth = await t.visitor();
    api = client(t.app);
  });
  afterAll(() => database.close());

  const admin = (path: string, init: RequestInit = {}) =>
    t.app.request(`/api/admin/leads${path}`, {
      ...init,
      headers: { ...adminAuth, ...(init.headers as Record<string, string> | undefined) },
    });
  const send = (method: string, path: string, body: unknown) => admin(path, { method, ...json(body) });
  const contact = async (name: string, extra: Partial<Parameters<typeof upsertLead>[1]> = {}) => {
    const email = `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
    const { leadId } = await upsertLead(database.db, {
      email,
      name,
      language: 'es',
      source: 'contact',
      event: { kind: 'contact.message', data: { topic: 'branding', message: 'Hola' } },
      ...extra,
    });
    return { leadId, email };
  };
  const create = async (body: Record<string, unknown>): Promise<Deal> => {
    const res = await send('POST', '/deals', body);
    expect(res.status).toBe(201);
    return dealSchema.parse(await res.json());
  };
  const move = (id: string, body: Record<string, unknown>) => send('POST', `/deals/${id}/move`, body);
  const board = async (query = '') => {
    const res = await admin(`/deals${query}`);
    expect(res.status).toBe(200);
    return dealBoardSchema.parse(await res.json());
  };
  const timeline = async (leadId: string) => {
    const res = await admin(`/${leadId}`);
    return leadDetailSchema.parse(await res.json()).events;
  };

  it('creates deals by hand, from a lead (service from their message) and from a diagnostic result', async () => {
    const { leadId } = await contact('Lola');
    const manual = await create({ leadId, title: 'Logo', valueMinor: 1_500_000, service: 'web' });
    expect(manual).toMatchObject({ leadId, origin: 'manual', stage: 'new', service: 'web', closedAt: null });
    const fromLead = await create({ leadId, origin: 'lead', valueMinor: 0 });
    expect(fromLead).toMatchObject({ origin: 'lead', service: 'branding', title: 'Lola' });

    const resultId = randomUUID();
    const taker = await contact('Diana', {
      source: 'diagnostic',
      event: { kind: 'diagnostic.completed', data: { resultId, overall: 40, level: 'starting' } },
    });
    const fromResult = await create({ origin: 'diagnostic', originRef: resultId, title: 'Plan' });
    expect(fromResult).toMatchObject({ leadId: taker.leadId, originRef: resultId, origin: 'diagnostic' });
    const unknown = await send('POST', '/deals', { origin: 'diagnostic', originRef: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(apiErrorBodySchema.parse(await unknown.json()).error.fields).toEqual({
      originRef: ['no_such_result'],
    });
    const noContact = await send('POST', '/deals', { title: 'X' });
    expect(noContact.status).toBe(400);
    const negative = await send('POST', '/deals', { leadId, title: 'X', valueMinor: -1 });
    expect(apiErrorBodySchema.parse(await negative.json()).error.fields).toHaveProperty('valueMinor');

    const events = await timeline(leadId);
    expect(events.filter((e) => e.kind === 'deal.created')).toHaveLength(2);
    expect(events.find((e) => e.kind === 'deal.created')?.details).toMatchObject({
      type: 'deal',
      action: 'created',
      to: 'new',
    });
    // The owner's deals are not the person's activity.
    const [row] = await database.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row).toBeDefined();
    const list = await admin(`?q=${encodeURIComponent(row!.email)}`);
    const listed = (await list.json()) as { leads: { eventCount: number; lastEventKind: string }[] };
    expect(listed.leads[0]).toMatchObject({ eventCount: 1, lastEventKind: 'contact.message' });
  });

  it('moves deals between neighbours, closes on won/lost and reopens, with the history and the totals', async () => {
    const { leadId, email } = await contact('Marta');
    const a = await create({ leadId, title: 'A', valueMinor: 100_00 });
    const b = await create({ leadId, title: 'B', valueMinor: 250_00 });
    const c = await create({ leadId, title: 'C', valueMinor: 1_000_00 });
    const q = `?q=${encodeURIComponent(email)}`;
    let view = await board(q);
    expect(view.stages.map((s) => s.stage)).toEqual(['new', 'contacted', 'qualified', 'won', 'lost']);
    expect(view.stages[0]).toMatchObject({ count: 3, totalMinor: 1_350_00 });
    expect(view.stages[0]!.deals.map((d) => d.title)).toEqual(['A', 'B', 'C']);

    // C between A and B, in the same column: no stage change, no history.
    expect((await move(c.id, { stage: 'new', afterId: a.id, beforeId: b.id })).status).toBe(200);
    view = await board(q);
    expect(view.stages[0]!.deals.map((d) => d.title)).toEqual(['A', 'C', 'B']);

    // B to won: closed, recorded as a win; then back to qualified: reopened.
    const won = dealSchema.parse(await (await move(b.id, { stage: 'won' })).json());
    expect(won.stage).toBe('won');
    expect(won.closedAt).not.toBeNull();
    view = await board(q);
    expect(view.stages[0]).toMatchObject({ count: 2, totalMinor: 1_100_00 });
    expect(view.stages[3]).toMatchObject({ count: 1, totalMinor: 250_00 });
    const back = dealSchema.parse(await (await move(b.id, { stage: 'qualified' })).json());
    expect(back.closedAt).toBeNull();
    const lost = dealSchema.parse(await (await move(a.id, { stage: 'lost' })).json());
    expect(lost.closedAt).not.toBeNull();

    const history = (await timeline(leadId)).filter(
      (e) => e.details.type === 'deal' && e.kind !== 'deal.created',
    );
    expect(
      history.map((e) => [e.kind, e.details.type === 'deal' ? [e.details.from, e.details.to] : null]),
    ).toEqual([
      ['deal.stage', ['new', 'lost']],
      ['deal.stage', ['won', 'qualified']],
      ['deal.won', ['new', 'won']],
    ]);

    // Many moves to the same gap renumber the column instead of running out of precision.
    const d = await create({ leadId, title: 'D', stage: 'contacted' });
    const e = await create({ leadId, title: 'E', stage: 'contacted' });
    for (let i = 0; i < 60; i += 1) {
      const moving = i % 2 === 0 ? c : b;
      const res = await move(moving.id, { stage: 'contacted', afterId: d.id, beforeId: e.id });
      expect(res.status).toBe(200);
      const other = moving === c ? b : c;
      const res2 = await move(other.id, { stage: 'contacted', afterId: d.id, beforeId: moving.id });
      expect(res2.status).toBe(200);
    }
    view = await board(q);
    const titles = view.stages[1]!.deals.map((x) => x.title);
    expect(titles[0]).toBe('D');
    expect(titles.at(-1)).toBe('E');
  });

  it('refuses an unknown stage, a neighbour from another column and an unknown deal', async () => {
    const { leadId } = await contact('Nora');
    const a = await create({ leadId, title: 'A' });
    const b = await create({ leadId, title: 'B', stage: 'qualified' });
    const bad = await move(a.id, { stage: 'signed' });
    expect(bad.status).toBe(400);
    expect(apiErrorBodySchema.parse(await bad.json()).error.fields).toHaveProperty('stage');
    const wrong = await move(a.id, { stage: 'contacted', afterId: b.id });
    expect(wrong.status).toBe(400);
    expect(apiErrorBodySchema.parse(await wrong.json()).error.fields).toEqual({ afterId: ['not_in_stage'] });
    expect((await move(randomUUID(), { stage: 'new' })).status).toBe(404);
    const [row] = await database.db.select().from(deals).where(eq(deals.id, a.id));
    expect(row?.stage).toBe('new');
  });

  it('edits and deletes a deal, the deletion kept on the timeline', async () => {
    const { leadId } = await contact('Olga');
    const a = await create({ leadId, title: 'Sitio', valueMinor: 5_000_00 });
    const edited = await send('PATCH', `/deals/${a.id}`, {
      title: 'Sitio web',
      valueMinor: 6_000_00,
      expectedCloseOn: '2027-01-15',
      service: 'web',
    });
    expect(edited.status).toBe(200);
    expect(dealSchema.parse(await edited.json())).toMatchObject({
      title: 'Sitio web',
      valueMinor: 6_000_00,
      expectedCloseOn: '2027-01-15',
    });
    expect((await send('PATCH', `/deals/${a.id}`, { expectedCloseOn: '2027-02-30' })).status).toBe(400);
    expect((await admin(`/deals/${a.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin(`/deals/${a.id}`)).status).toBe(404);
    const events = await timeline(leadId);
    expect(events[0]).toMatchObject({ kind: 'deal.deleted', details: { title: 'Sitio web', to: null } });
  });

  it("links one of the contact's paid orders to a won deal only", async () => {
    const email = `pablo.${randomUUID().slice(0, 8)}@example.com`;
    const { checkoutId } = await api.bookPaid(
      bookingRequest(at(businessDay(2, 6), '12:00'), { service: 'branding', email, name: 'Pablo' }),
    );
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await t.runJobs();
    const [pablo] = await database.db.select().from(leads).where(eq(leads.email, email));
    const deal = await create({ leadId: pablo!.id, title: 'Branding', valueMinor: 14_500_00 });
    const options = dealPaymentOptionsSchema.parse(await (await admin(`/deals/${deal.id}/payments`)).json());
    expect(options.payments).toHaveLength(1);
    const orderId = options.payments[0]!.id;
    const early = await send('PUT', `/deals/${deal.id}/payment`, { paymentOrderId: orderId });
    expect(apiErrorBodySchema.parse(await early.json()).error.fields).toEqual({
      paymentOrderId: ['not_won'],
    });
    await move(deal.id, { stage: 'won' });
    const foreign = await send('PUT', `/deals/${deal.id}/payment`, { paymentOrderId: randomUUID() });
    expect(apiErrorBodySchema.parse(await foreign.json()).error.fields).toEqual({
      paymentOrderId: ['not_paid'],
    });
    const linked = await send('PUT', `/deals/${deal.id}/payment`, { paymentOrderId: orderId });
    expect(linked.status).toBe(200);
    expect(dealSchema.parse(await linked.json()).payment).toMatchObject({
      id: orderId,
      amountMinor: 1_450_000,
    });
  });

  it('moves the deals of a merged contact to the kept one', async () => {
    const keep = await contact('Quique');
    const gone = await contact('Quique2');
    const deal = await create({ leadId: gone.leadId, title: 'Q' });
    const res = await send('POST', '/merge', { intoId: keep.leadId, fromId: gone.leadId });
    expect(res.status).toBe(200);
    const [row] = await database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row?.leadId).toBe(keep.leadId);
    const mine = (await (await admin(`/${keep.leadId}/deals`)).json()) as { deals: Deal[] };
    expect(mine.deals.map((d) => d.id)).toEqual([deal.id]);
  });

  it('answers 401 signed out and 403 to a signed-in non-owner', async () => {
    expect((await t.app.request('/api/admin/leads/deals')).status).toBe(401);
    expect((await t.app.request('/api/admin/leads/deals', { headers: visitorAuth })).status).toBe(403);
    const moved = await t.app.request(`/api/admin/leads/deals/${randomUUID()}/move`, {
      method: 'POST',
      ...json({ stage: 'won' }, visitorAuth),
    });
    expect(moved.status).toBe(403);
  });
});
