import {
  leadStatuses,
  type LeadDetail,
  type LeadEventDetails,
  type LeadFilters,
  type LeadRow,
  type LeadStatus,
} from '@contracts/leads';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { notFound } from '../../../platform/errors';
import { eventCount, lastActivityAt, lastEventKind, leadConditions, leadOrder } from './admin-query';
import { services } from '../../content';
import { contactTags, leadEvents, leadTags, leads } from '../schema';
import { contactTimeline } from './timeline';

export const rowColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  role: leads.role,
  language: leads.language,
  sources: leads.sources,
  status: leads.status,
  notes: leads.notes,
  phone: leads.phone,
  firstTouchAt: leads.firstTouchAt,
  aliases: leads.aliases,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
  lastActivityAt,
  eventCount,
  lastEventKind,
};

type Selected = {
  id: string;
  name: string | null;
  email: string;
  company: string | null;
  role: string | null;
  language: string;
  sources: string[];
  status: string;
  phone: string | null;
  firstTouchAt: Date;
  createdAt: Date;
  lastActivityAt: Date | string;
  eventCount: number;
  lastEventKind: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

type Tag = LeadRow['tags'][number];

export function toRow(row: Selected, tags: Tag[] = []): LeadRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    role: row.role,
    language: row.language === 'en' ? 'en' : 'es',
    sources: row.sources,
    status: row.status as LeadStatus,
    createdAt: iso(row.createdAt),
    lastActivityAt: iso(row.lastActivityAt),
    eventCount: Number(row.eventCount),
    lastEventKind: row.lastEventKind,
    phone: row.phone,
    firstTouchAt: iso(row.firstTouchAt),
    tags,
  };
}

/** The tags of these contacts, by contact, in name order. */
export async function tagsOf(db: DbOrTx, ids: string[]): Promise<Map<string, Tag[]>> {
  const byLead = new Map<string, Tag[]>();
  if (ids.length === 0) return byLead;
  const rows = await db
    .select({ leadId: leadTags.leadId, id: contactTags.id, name: contactTags.name, color: contactTags.color })
    .from(leadTags)
    .innerJoin(contactTags, eq(contactTags.id, leadTags.tagId))
    .where(inArray(leadTags.leadId, ids))
    .orderBy(contactTags.name);
  for (const { leadId, ...tag } of rows) byLead.set(leadId, [...(byLead.get(leadId) ?? []), tag]);
  return byLead;
}

export async function listLeads(db: Db, filters: LeadFilters): Promise<{ leads: LeadRow[]; total: number }> {
  const where = leadConditions(filters);
  const rows = await db
    .select(rowColumns)
    .from(leads)
    .where(where)
    .orderBy(...leadOrder(filters))
    .limit(filters.limit)
    .offset(filters.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(where);
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return { leads: rows.map((r) => toRow(r, tags.get(r.id))), total: Number(count?.total ?? 0) };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const status = (value: unknown): LeadStatus | null =>
  (leadStatuses as readonly unknown[]).includes(value) ? (value as LeadStatus) : null;

/** An event's stored data as the screen shows it; a shape we do not know falls back to its fields. */
export function eventDetails(kind: string, data: Record<string, unknown>): LeadEventDetails {
  const other = (): LeadEventDetails => ({
    type: 'other',
    fields: Object.entries(data)
      .slice(0, 20)
      .map(([key, value]) => ({
        key,
        value: typeof value === 'string' ? value : JSON.stringify(value ?? null),
      })),
  });
  switch (kind) {
    case 'diagnostic.completed':
      return {
        type: 'diagnostic',
        resultId: text(data.resultId),
        version: text(data.version),
        overall: number(data.overall),
        level: text(data.level),
      };
    case 'contact.message':
      return text(data.message) === null
        ? other()
        : {
            type: 'contact',
            topic: text(data.topic),
            phone: text(data.phone),
            message: String(data.message),
          };
    case 'launch.signup':
      return { type: 'launch', area: text(data.area) };
    case 'lead.status': {
      const to = status(data.to);
      return to ? { type: 'status', from: status(data.from), to, by: text(data.by) } : other();
    }
    case 'lead.merge':
      return text(data.email) ? { type: 'merge', email: String(data.email), by: text(data.by) } : other();
    case 'deal.created':
    case 'deal.stage':
    case 'deal.won':
    case 'deal.payment':
    case 'deal.deleted': {
      if (!text(data.dealId) || typeof data.title !== 'string') return other();
      const action =
        kind === 'deal.won' ? 'stage' : (kind.slice(5) as 'created' | 'stage' | 'payment' | 'deleted');
      return {
        type: 'deal',
        action,
        dealId: String(data.dealId),
        title: data.title,
        from: status(data.from),
        to: status(data.to),
        valueMinor: number(data.valueMinor),
        by: text(data.by),
      };
    }
    case 'task.created':
    case 'task.done':
    case 'task.reopened':
      return typeof data.title === 'string'
        ? {
            type: 'task',
            action: kind.slice(5) as 'created' | 'done' | 'reopened',
            title: data.title,
            due: text(data.dueAt),
            bulk: data.bulk === true,
            by: text(data.by),
          }
        : other();
    case 'lead.note':
      return { type: 'note', notes: typeof data.notes === 'string' ? data.notes : '', by: text(data.by) };
    default:
      return other();
  }
}

export async function leadDetail(db: Db, id: string): Promise<LeadDetail> {
  const [row] = await db.select(rowColumns).from(leads).where(eq(leads.id, id));
  if (!row) throw notFound('There is no such lead');
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, id))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  // Contact topics are service slugs: the screen shows the service's name, never the slug.
  const names = new Map(
    (await db.select({ slug: services.slug, name: services.name }).from(services)).map((s) => [
      s.slug,
      s.name,
    ]),
  );
  const leadTimeline = events.map((e) => {
    const details = eventDetails(e.kind, e.data);
    if (details.type === 'contact' && details.topic && details.topic !== 'other')
      details.topicName = names.get(details.topic) ?? null;
    return { id: e.id, kind: e.kind, source: e.source, createdAt: e.createdAt.toISOString(), details };
  });
  const { timeline, appointments, phones } = await contactTimeline(
    db,
    [row.email, ...row.aliases],
    leadTimeline,
  );
  const tags = await tagsOf(db, [id]);
  return {
    ...toRow(row, tags.get(id)),
    notes: row.notes,
    // The newest phone the contact keeps; one given only to a module before the CRM knew it otherwise.
    phone: row.phone ?? phones[0] ?? null,
    aliases: row.aliases,
    updatedAt: row.updatedAt.toISOString(),
    events: leadTimeline,
    appointments,
    timeline,
  };
}

/** Sets the CRM status and records the change as a 'lead.status' event; the same status changes nothing. */
export async function setLeadStatus(db: Db, id: string, next: LeadStatus, by: string | null) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    if (!current) throw notFound('There is no such lead');
    if (current.status === next) return;
    await tx
      .update(leads)
      .set({ status: next, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'lead.status',
      source: 'admin',
      data: { from: current.status, to: next, by },
    });
  });
  return leadDetail(db, id);
}

/** Replaces the private notes and records them as a 'lead.note' event; unchanged notes change nothing. */
export async function setLeadNotes(db: Db, id: string, notes: string, by: string | null) {
  const value = notes.trim() === '' ? null : notes;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ notes: leads.notes })
      .from(leads)
      .where(eq(leads.id, id))
      .for('update');
    if (!current) throw notFound('There is no such lead');
    if ((current.notes ?? null) === value) return;
    await tx
      .update(leads)
      .set({ notes: value, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    await tx.insert(leadEvents).values({
      leadId: id,
      kind: 'lead.note',
      source: 'admin',
      data: { notes: value ?? '', by },
    });
  });
  return leadDetail(db, id);
}
