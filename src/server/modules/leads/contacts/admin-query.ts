import { isCalendarDay, isInstant } from '@contracts/calendar-day';
import type { LeadFilters } from '@contracts/leads';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../../platform/errors';
import { leads } from '../schema';

export const BUSINESS_TZ = 'America/Mexico_City';

/** The person's own events: everything but the owner's status changes and notes ('lead.*') and deals ('deal.*'). */
export const ownActivity = sql`e.kind not like 'lead.%' and e.kind not like 'deal.%'`;

/** The outer lead's id, spelt out: Drizzle writes a bare "id" in a one-table select, which means e.id here. */
export const outerLeadId = sql.raw('"leads"."id"');

/**
 * When the person last did something anywhere on the site: kept on the contact by every touch (ADR 046), so
 * a booking or a stay counts as much as a message.
 */
export const lastActivityAt = leads.lastTouchAt;
export const eventCount = sql<number>`(select count(*)::int from lead_events e
  where e.lead_id = ${outerLeadId} and ${ownActivity})`.mapWith(Number);
export const lastEventKind = sql<string | null>`(select e.kind from lead_events e
  where e.lead_id = ${outerLeadId} and ${ownActivity} order by e.created_at desc, e.id desc limit 1)`;

/**
 * A from/to bound: a YYYY-MM-DD day in Mexico City (inclusive) or an instant, as the filters' schema
 * (dayOrInstantSchema) let it through; anything else is a 400 here too, for callers that skip the schema.
 */
export function dateBound(column: SQL | AnyPgColumn, value: string, field: 'from' | 'to'): SQL {
  if (isCalendarDay(value))
    return field === 'from'
      ? sql`${column} >= (${value}::date::timestamp at time zone ${BUSINESS_TZ})`
      : sql`${column} < ((${value}::date + 1)::timestamp at time zone ${BUSINESS_TZ})`;
  if (!isInstant(value)) throw badRequest('Not a valid date', { [field]: ['invalid_date'] });
  const iso = new Date(value).toISOString();
  return field === 'from' ? sql`${column} >= ${iso}::timestamptz` : sql`${column} <= ${iso}::timestamptz`;
}

/** The where clause of the list, the CSV and the figures (dates bound the last activity). */
export function leadConditions(filters: Omit<LeadFilters, 'sort' | 'order' | 'limit' | 'offset'>) {
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.source) where.push(sql`${filters.source}::text = any(${leads.sources})`);
  if (filters.tag)
    where.push(
      sql`exists (select 1 from lead_tags lt where lt.lead_id = ${outerLeadId} and lt.tag_id = ${filters.tag})`,
    );
  if (filters.from) where.push(dateBound(lastActivityAt, filters.from, 'from'));
  if (filters.to) where.push(dateBound(lastActivityAt, filters.to, 'to'));
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(
      or(
        ilike(leads.name, like),
        ilike(leads.email, like),
        ilike(leads.company, like),
        ilike(leads.phone, like),
      ),
    );
  }
  return and(...where);
}

const statusOrder = sql`array_position(array['new','contacted','qualified','won','lost']::text[], ${leads.status})`;

export function leadOrder(filters: Pick<LeadFilters, 'sort' | 'order'>): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const column: SQL | AnyPgColumn = {
    lastActivityAt,
    createdAt: leads.createdAt,
    // Leads without a name sort by their e-mail.
    name: sql`lower(coalesce(${leads.name}, ${leads.email}))`,
    email: leads.email,
    status: statusOrder,
    eventCount,
  }[filters.sort];
  // A stable order for pages: newest activity, then id.
  return [direction(column), desc(lastActivityAt), asc(leads.id)];
}
