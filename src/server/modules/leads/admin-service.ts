import {
  leadCsvColumns,
  leadStatuses,
  type LeadDetail,
  type LeadEventDetails,
  type LeadFilters,
  type LeadRow,
  type LeadStatus,
} from '@contracts/leads';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import { appointmentsForEmail } from '../booking';
import { eventCount, lastActivityAt, lastEventKind, leadConditions, leadOrder } from './admin-query';
import { services } from '../content';
import { leadEvents, leads } from './schema';
import { csvDocument, csvField } from '../../platform/csv';

// The tests check the field rules through this module.
export { csvField };

const rowColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  company: leads.company,
  role: leads.role,
  language: leads.language,
  sources: leads.sources,
  status: leads.status,
  notes: leads.notes,
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
  createdAt: Date;
  lastActivityAt: Date | string;
  eventCount: number;
  lastEventKind: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function toRow(row: Selected): LeadRow {
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
  };
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
  return { leads: rows.map(toRow), total: Number(count?.total ?? 0) };
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
  const bookings = await appointmentsForEmail(db, row.email);
  // Contact topics are service slugs: the screen shows the service's name, never the slug.
  const names = new Map(
    (await db.select({ slug: services.slug, name: services.name }).from(services)).map((s) => [
      s.slug,
      s.name,
    ]),
  );
  const timeline = events.map((e) => {
    const details = eventDetails(e.kind, e.data);
    if (details.type === 'contact' && details.topic && details.topic !== 'other')
      details.topicName = names.get(details.topic) ?? null;
    return { id: e.id, kind: e.kind, source: e.source, createdAt: e.createdAt.toISOString(), details };
  });
  // The newest phone number given, through the contact form or a booking.
  const phones = [
    ...timeline.flatMap((e) =>
      e.details.type === 'contact' && e.details.phone ? [{ at: e.createdAt, phone: e.details.phone }] : [],
    ),
    ...bookings.flatMap((b) =>
      b.customerPhone ? [{ at: b.createdAt.toISOString(), phone: b.customerPhone }] : [],
    ),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return {
    ...toRow(row),
    notes: row.notes,
    phone: phones[0]?.phone ?? null,
    updatedAt: row.updatedAt.toISOString(),
    events: timeline,
    appointments: bookings.map((b) => ({
      id: b.id,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      status: b.status,
      serviceName: b.serviceName,
      createdAt: b.createdAt.toISOString(),
    })),
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

/** The filtered leads as CSV: UTF-8 with a BOM (Excel), CRLF line ends, every matching row. */
export async function leadsCsv(db: Db, filters: LeadFilters): Promise<string> {
  const rows = await db
    .select(rowColumns)
    .from(leads)
    .where(leadConditions(filters))
    .orderBy(...leadOrder(filters))
    .limit(100_000);
  const lines = [leadCsvColumns.join(',')];
  for (const raw of rows) {
    const row = toRow(raw);
    lines.push(
      [
        row.id,
        row.createdAt,
        row.lastActivityAt,
        row.name,
        row.email,
        row.company,
        row.role,
        row.language,
        row.sources.join(' '),
        row.status,
        row.eventCount,
        row.lastEventKind,
        raw.notes,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return csvDocument(lines);
}
