import {
  DEAL_COLUMN_MAX,
  dealStages,
  type Deal,
  type DealBoard,
  type DealCreateInput,
  type DealMoveInput,
  type DealPaymentOptions,
  type DealStage,
  type DealUpdateInput,
  type dealCreateSchema,
  type dealUpdateSchema,
  type dealMoveSchema,
} from '@contracts/deals';
import type { LeadFilters } from '@contracts/leads';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { services } from '../../content';
import { paymentOrders, paymentsForEmails } from '../../payments';
import { leadConditions } from '../contacts/admin-query';
import { deals, leadEvents, leads } from '../schema';

type Row = typeof deals.$inferSelect;
type Joined = {
  deal: Row;
  name: string | null;
  email: string;
  paymentAmount: number | null;
  paymentCurrency: string | null;
  receiptNumber: string | null;
};

const closed = (stage: string) => stage === 'won' || stage === 'lost';
const iso = (value: Date | string) => new Date(value).toISOString();

async function serviceNames(db: DbOrTx) {
  const rows = await db.select({ slug: services.slug, name: services.name }).from(services);
  return new Map(rows.map((s) => [s.slug, s.name]));
}

function toDeal(row: Joined, names: Map<string, { es: string; en: string }>): Deal {
  const d = row.deal;
  return {
    id: d.id,
    leadId: d.leadId,
    contact: { name: row.name, email: row.email },
    title: d.title,
    valueMinor: d.valueMinor,
    currency: 'MXN',
    service: d.service,
    serviceName: d.service ? (names.get(d.service) ?? null) : null,
    stage: d.stage as DealStage,
    expectedCloseOn: d.expectedCloseOn,
    origin: d.origin as Deal['origin'],
    originRef: d.originRef,
    payment:
      d.paymentOrderId && row.paymentAmount !== null
        ? {
            id: d.paymentOrderId,
            amountMinor: row.paymentAmount,
            currency: row.paymentCurrency ?? 'MXN',
            receiptNumber: row.receiptNumber,
          }
        : null,
    position: d.position,
    stageChangedAt: iso(d.stageChangedAt),
    closedAt: d.closedAt ? iso(d.closedAt) : null,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

const joinedColumns = {
  deal: deals,
  name: leads.name,
  email: leads.email,
  paymentAmount: paymentOrders.amountMinor,
  paymentCurrency: paymentOrders.currency,
  receiptNumber: paymentOrders.receiptNumber,
};

function joined(db: DbOrTx) {
  return db
    .select(joinedColumns)
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.leadId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, deals.paymentOrderId));
}

/** One deal as the board shows it; 404 when there is none. */
export async function dealById(db: DbOrTx, id: string): Promise<Deal> {
  const [row] = await joined(db).where(eq(deals.id, id));
  if (!row) throw notFound('There is no such deal');
  return toDeal(row, await serviceNames(db));
}

type BoardFilters = Omit<LeadFilters, 'sort' | 'order' | 'limit' | 'offset'>;

/**
 * The board: deals of the contacts matching the contact list's filters (the same parsing and conditions), per
 * stage in position order, with each stage's count and total counted by the database over every match.
 */
export async function dealBoard(db: Db, filters: BoardFilters): Promise<DealBoard> {
  const where = leadConditions(filters);
  const totals = await db
    .select({
      stage: deals.stage,
      count: sql<number>`count(*)::int`.mapWith(Number),
      total: sql<number>`coalesce(sum(${deals.valueMinor}), 0)::bigint`.mapWith(Number),
    })
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.leadId))
    .where(where)
    .groupBy(deals.stage);
  const rows = await db
    .select({
      ...joinedColumns,
      rank: sql<number>`row_number() over (partition by ${deals.stage} order by ${deals.position}, ${deals.createdAt}, ${deals.id})`.mapWith(
        Number,
      ),
    })
    .from(deals)
    .innerJoin(leads, eq(leads.id, deals.leadId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, deals.paymentOrderId))
    .where(where)
    .orderBy(asc(deals.position), asc(deals.createdAt), asc(deals.id));
  const names = await serviceNames(db);
  return {
    stages: dealStages.map((stage) => {
      const figures = totals.find((t) => t.stage === stage);
      return {
        stage,
        count: figures?.count ?? 0,
        totalMinor: figures?.total ?? 0,
        deals: rows
          .filter((r) => r.deal.stage === stage && r.rank <= DEAL_COLUMN_MAX)
          .map((r) => toDeal(r, names)),
      };
    }),
  };
}

/** A contact's deals, newest first (the contact's detail sheet). */
export async function dealsOfContact(db: Db, leadId: string): Promise<Deal[]> {
  const rows = await joined(db).where(eq(deals.leadId, leadId)).orderBy(desc(deals.createdAt));
  const names = await serviceNames(db);
  return rows.map((r) => toDeal(r, names));
}

async function recordDealEvent(
  db: DbOrTx,
  leadId: string,
  kind: 'deal.created' | 'deal.stage' | 'deal.won' | 'deal.payment' | 'deal.deleted',
  data: Record<string, unknown>,
) {
  await db.insert(leadEvents).values({ leadId, kind, source: 'admin', data });
}

/** The end of a column: a position after its last card. */
async function endOf(db: DbOrTx, stage: string) {
  const [row] = await db
    .select({ last: sql<number | null>`max(${deals.position})`.mapWith(Number) })
    .from(deals)
    .where(eq(deals.stage, stage));
  return row?.last === null || row?.last === undefined || Number.isNaN(row.last) ? 0 : row.last + 1;
}

/**
 * Creates a deal (ADR 047). From a diagnostic result the contact is the result's taker (found through the
 * 'diagnostic.completed' event the diagnostic recorded); from a lead the service defaults to the topic of the
 * contact's latest message. The deal goes to the end of its stage's column; the contact's timeline records it.
 */
export async function createDeal(
  db: Db,
  input: z.output<typeof dealCreateSchema>,
  by: string | null,
): Promise<Deal> {
  const id = await db.transaction(async (tx) => {
    let leadId = input.leadId;
    if (input.origin === 'diagnostic') {
      if (!input.originRef) throw badRequest('Which diagnostic result?', { originRef: ['required'] });
      const [event] = await tx
        .select({ leadId: leadEvents.leadId })
        .from(leadEvents)
        .where(
          and(
            eq(leadEvents.kind, 'diagnostic.completed'),
            sql`${leadEvents.data}->>'resultId' = ${input.originRef}`,
          ),
        )
        .limit(1);
      if (!event) throw badRequest('There is no such diagnostic result', { originRef: ['no_such_result'] });
      if (leadId && leadId !== event.leadId)
        throw badRequest('The result belongs to another contact', { leadId: ['no_contact'] });
      leadId = event.leadId;
    }
    if (!leadId) throw badRequest('Which contact?', { leadId: ['required'] });
    const [contact] = await tx
      .select({ id: leads.id, name: leads.name, email: leads.email })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update');
    if (!contact) throw badRequest('There is no such contact', { leadId: ['no_contact'] });
    let service = input.service ?? null;
    if (input.service === undefined && input.origin === 'lead') {
      const [message] = await tx
        .select({ topic: sql<string | null>`${leadEvents.data}->>'topic'` })
        .from(leadEvents)
        .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'contact.message')))
        .orderBy(desc(leadEvents.createdAt))
        .limit(1);
      service = message?.topic && message.topic !== 'other' ? message.topic : null;
    }
    const title = input.title ?? contact.name ?? contact.email;
    const [row] = await tx
      .insert(deals)
      .values({
        leadId,
        title,
        valueMinor: input.valueMinor,
        service,
        stage: input.stage,
        expectedCloseOn: input.expectedCloseOn ?? null,
        origin: input.origin,
        originRef: input.originRef ?? null,
        position: await endOf(tx, input.stage),
        closedAt: closed(input.stage) ? sql`now()` : null,
      })
      .returning({ id: deals.id });
    await recordDealEvent(tx, leadId, 'deal.created', {
      dealId: row!.id,
      title,
      from: null,
      to: input.stage,
      valueMinor: input.valueMinor,
      by,
    });
    return row!.id;
  });
  return dealById(db, id);
}

export async function updateDeal(
  db: Db,
  id: string,
  input: z.output<typeof dealUpdateSchema>,
): Promise<Deal> {
  const patch: Partial<typeof deals.$inferInsert> = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.valueMinor !== undefined) patch.valueMinor = input.valueMinor;
  if (input.service !== undefined) patch.service = input.service;
  if (input.expectedCloseOn !== undefined) patch.expectedCloseOn = input.expectedCloseOn;
  const updated = await db
    .update(deals)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(deals.id, id))
    .returning({ id: deals.id });
  if (updated.length === 0) throw notFound('There is no such deal');
  return dealById(db, id);
}

/**
 * Moves a deal to a stage, between two neighbours of that column (ADR 047: positions are doubles, the new one
 * is the midpoint; when two neighbours are too close to split, the column is renumbered first). Won and lost
 * set closed_at, any other stage clears it; a change of stage is recorded on the contact's timeline.
 */
export async function moveDeal(
  db: Db,
  id: string,
  input: z.output<typeof dealMoveSchema>,
  by: string | null,
): Promise<Deal> {
  await db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!deal) throw notFound('There is no such deal');
    const neighbourIds = [input.afterId, input.beforeId].filter((n): n is string => !!n);
    if (neighbourIds.includes(id))
      throw badRequest('A deal cannot be its own neighbour', { afterId: ['invalid_value'] });
    const neighbour = async (nid: string | null | undefined, field: 'afterId' | 'beforeId') => {
      if (!nid) return null;
      const [row] = await tx
        .select({ stage: deals.stage, position: deals.position })
        .from(deals)
        .where(eq(deals.id, nid));
      if (!row || row.stage !== input.stage)
        throw badRequest('The neighbour is not in that stage', { [field]: ['not_in_stage'] });
      return row.position;
    };
    let after = await neighbour(input.afterId, 'afterId');
    let before = await neighbour(input.beforeId, 'beforeId');
    if (after !== null && before !== null && !(before - after > 1e-9)) {
      // Too close (or out of order): renumber the column 1, 2, 3… in its current order, then read them again.
      await tx.execute(sql`
        update deals d set position = r.n from (
          select id, row_number() over (order by position, created_at, id)::float8 as n
          from deals where stage = ${input.stage} and id <> ${id}
        ) r where d.id = r.id`);
      after = await neighbour(input.afterId, 'afterId');
      before = await neighbour(input.beforeId, 'beforeId');
      if (after !== null && before !== null && !(before > after))
        throw badRequest('The neighbours are not next to each other', { beforeId: ['not_in_stage'] });
    }
    const position =
      after !== null && before !== null
        ? (after + before) / 2
        : after !== null
          ? after + 1
          : before !== null
            ? before - 1
            : deal.stage === input.stage
              ? deal.position
              : await endOf(tx, input.stage);
    const moved = deal.stage !== input.stage;
    await tx
      .update(deals)
      .set({
        stage: input.stage,
        position,
        updatedAt: sql`now()`,
        ...(moved
          ? {
              stageChangedAt: sql`now()`,
              closedAt: closed(input.stage) ? sql`now()` : null,
            }
          : {}),
      })
      .where(eq(deals.id, id));
    if (moved)
      await recordDealEvent(tx, deal.leadId, input.stage === 'won' ? 'deal.won' : 'deal.stage', {
        dealId: id,
        title: deal.title,
        from: deal.stage,
        to: input.stage,
        valueMinor: deal.valueMinor,
        by,
      });
  });
  return dealById(db, id);
}

/** Deletes a deal (the UI asks first); the contact's timeline keeps a line saying so. */
export async function deleteDeal(db: Db, id: string, by: string | null) {
  await db.transaction(async (tx) => {
    const [deal] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!deal) throw notFound('There is no such deal');
    await recordDealEvent(tx, deal.leadId, 'deal.deleted', {
      dealId: id,
      title: deal.title,
      from: deal.stage,
      to: null,
      valueMinor: deal.valueMinor,
      by,
    });
  });
}

async function contactEmails(db: DbOrTx, leadId: string) {
  const [contact] = await db
    .select({ email: leads.email, aliases: leads.aliases })
    .from(leads)
    .where(eq(leads.id, leadId));
  return contact ? [contact.email, ...contact.aliases] : [];
}

/** The contact's paid orders (under any of their e-mails, through the payments module's door). */
export async function dealPaymentOptions(db: Db, id: string): Promise<DealPaymentOptions> {
  const [deal] = await db.select({ leadId: deals.leadId }).from(deals).where(eq(deals.id, id));
  if (!deal) throw notFound('There is no such deal');
  const { payments } = await paymentsForEmails(db, await contactEmails(db, deal.leadId));
  const paid = payments.filter((p) => p.status === 'paid' || p.status === 'partially_refunded');
  const links =
    paid.length === 0
      ? []
      : await db
          .select({ id: deals.id, paymentOrderId: deals.paymentOrderId })
          .from(deals)
          .where(
            inArray(
              deals.paymentOrderId,
              paid.map((p) => p.id),
            ),
          );
  return {
    payments: paid.map((p) => ({
      id: p.id,
      purpose: p.purpose,
      amountMinor: p.amountMinor,
      currency: p.currency,
      receiptNumber: p.receiptNumber,
      paidAt: iso(p.at),
      linkedDealId: links.find((l) => l.paymentOrderId === p.id && l.id !== id)?.id ?? null,
    })),
  };
}

/** Links one of the contact's paid orders to a won deal, or unlinks it (null). */
export async function linkDealPayment(
  db: Db,
  id: string,
  paymentOrderId: string | null,
  by: string | null,
): Promise<Deal> {
  await db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, id)).for('update');
    if (!deal) throw notFound('There is no such deal');
    if (paymentOrderId !== null) {
      if (deal.stage !== 'won')
        throw badRequest('Only a won deal links a payment', { paymentOrderId: ['not_won'] });
      const { payments } = await paymentsForEmails(tx, await contactEmails(tx, deal.leadId));
      const order = payments.find(
        (p) => p.id === paymentOrderId && (p.status === 'paid' || p.status === 'partially_refunded'),
      );
      if (!order) throw badRequest("Not one of the contact's paid orders", { paymentOrderId: ['not_paid'] });
    }
    if (deal.paymentOrderId === paymentOrderId) return;
    await tx
      .update(deals)
      .set({ paymentOrderId, updatedAt: sql`now()` })
      .where(eq(deals.id, id));
    await recordDealEvent(tx, deal.leadId, 'deal.payment', {
      dealId: id,
      title: deal.title,
      from: null,
      to: deal.stage,
      valueMinor: deal.valueMinor,
      paymentOrderId,
      by,
    });
  });
  return dealById(db, id);
}

export type { DealCreateInput, DealMoveInput, DealUpdateInput };
