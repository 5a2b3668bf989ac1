import { OVERVIEW_ITEMS, type OverviewDiagnostic, type OverviewLeads } from '@contracts/overview';
import { addDays } from '@contracts/report-period';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { dayStartIso, iso, num, query, type OverviewDays } from './overview-days';

/* The overview's leads card (new this week, waiting for a first contact) and diagnostic card (latest results). */

export async function leadsCard(db: Db, days: OverviewDays): Promise<OverviewLeads> {
  const weekStart = dayStartIso(days.week.from);
  const weekEnd = dayStartIso(addDays(days.week.to, 1));
  const [counts, items] = await Promise.all([
    query<{ week: unknown; waiting: unknown }>(
      db,
      sql`select
        count(*) filter (where l.created_at >= ${weekStart}::timestamptz
          and l.created_at < ${weekEnd}::timestamptz) as week,
        count(*) filter (where l.status = 'new') as waiting
      from leads l`,
    ),
    query<{
      id: string;
      name: string | null;
      email: string;
      sources: string[];
      status: OverviewLeads['items'][number]['status'];
      created_at: unknown;
    }>(
      db,
      sql`select l.id, l.name, l.email, l.sources, l.status, l.created_at from leads l
      where l.status = 'new' order by l.created_at desc, l.id limit ${OVERVIEW_ITEMS}`,
    ),
  ]);
  return {
    newThisWeek: num(counts[0]?.week),
    awaitingContact: num(counts[0]?.waiting),
    items: items.map((l) => ({
      id: l.id,
      name: l.name,
      email: l.email,
      sources: l.sources,
      status: l.status,
      createdAt: iso(l.created_at),
    })),
  };
}

export async function diagnosticCard(db: Db, days: OverviewDays): Promise<OverviewDiagnostic> {
  const weekStart = dayStartIso(days.week.from);
  const weekEnd = dayStartIso(addDays(days.week.to, 1));
  const [counts, items] = await Promise.all([
    query<{ week: unknown; total: unknown }>(
      db,
      sql`select count(*) filter (where r.created_at >= ${weekStart}::timestamptz
          and r.created_at < ${weekEnd}::timestamptz) as week,
        count(*) as total
      from diagnostic_results r`,
    ),
    query<{
      id: string;
      name: string;
      company: string | null;
      overall: unknown;
      level: OverviewDiagnostic['items'][number]['level'];
      created_at: unknown;
    }>(
      db,
      sql`select r.id, r.name, r.company, r.overall, r.level, r.created_at from diagnostic_results r
      order by r.created_at desc, r.id limit ${OVERVIEW_ITEMS}`,
    ),
  ]);
  return {
    thisWeek: num(counts[0]?.week),
    total: num(counts[0]?.total),
    items: items.map((r) => ({
      id: r.id,
      name: r.name,
      company: r.company,
      overall: num(r.overall),
      level: r.level,
      createdAt: iso(r.created_at),
    })),
  };
}
