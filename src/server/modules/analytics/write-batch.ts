import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { rowsOf } from '../../platform/rate-limit';
import type { PageFacts } from './derive';

/*
 * One flush of buffered page views, in the caller's transaction: the page views themselves, the visits they
 * open, and the visits they extend. A visit is a visitor's page views less than 30 minutes apart (within one
 * day: the id changes at midnight). Rows travel as one JSON parameter per table (jsonb_to_recordset), so a
 * batch of any size is three statements plus one read, on both engines.
 *
 * A new visit is its visitor's next ordinal, unique with the visitor id (migration 0026, ADR 045): when two
 * instances open the same visitor's next visit at once (neither saw the other's uncommitted row), the second
 * insert waits for the first and merges into it (ON CONFLICT), and its page views follow the visit it got.
 */

export const VISIT_GAP_MS = 30 * 60_000;

export interface PageView {
  at: Date;
  day: string;
  visitorId: bigint;
  facts: PageFacts;
}

interface OpenVisit {
  id: string;
  ordinal: number;
  day: string;
  lastSeen: number;
  isNew: boolean;
  pageviews: number;
  exitPath: string;
  /** This batch's page views' paths for the visit, in order (appended to the row's). */
  paths: string[];
}

/** Writes a batch; answers how many visitors it saw that had no visit open before (new visits' owners). */
export async function writeBatch(tx: DbOrTx, batch: readonly PageView[]): Promise<{ newVisits: number }> {
  if (batch.length === 0) return { newVisits: 0 };
  const views = [...batch].sort((a, b) => a.at.getTime() - b.at.getTime());
  const visitorIds = [...new Set(views.map((v) => v.visitorId.toString()))];
  const open = new Map<string, OpenVisit>();
  // Each visitor's latest visit (open or not: a new one takes the next ordinal), through the unique index.
  const existing = rowsOf<{
    id: string;
    visitor_id: string;
    ordinal: number;
    day: string;
    last_seen_at: string | Date;
  }>(
    await tx.execute(sql`
      select distinct on (visitor_id) id, visitor_id::text as visitor_id, ordinal, day::text as day, last_seen_at
      from analytics_visits
      where visitor_id in (select (jsonb_array_elements_text(${JSON.stringify(visitorIds)}::jsonb))::bigint)
      order by visitor_id, ordinal desc`),
  );
  for (const row of existing)
    open.set(row.visitor_id, {
      id: row.id,
      ordinal: Number(row.ordinal),
      day: row.day,
      lastSeen: new Date(row.last_seen_at).getTime(),
      isNew: false,
      pageviews: 0,
      exitPath: '',
      paths: [],
    });

  const created: Record<string, unknown>[] = [];
  const createdState = new Map<string, OpenVisit>();
  const pageviews: Record<string, unknown>[] = [];
  const touched = new Map<string, OpenVisit>();
  for (const view of views) {
    const key = view.visitorId.toString();
    const at = view.at.getTime();
    let visit = open.get(key);
    if (!visit || visit.day !== view.day || at - visit.lastSeen >= VISIT_GAP_MS) {
      visit = {
        id: randomUUID(),
        ordinal: (visit?.ordinal ?? 0) + 1,
        day: view.day,
        lastSeen: at,
        isNew: true,
        pageviews: 0,
        exitPath: '',
        paths: [],
      };
      open.set(key, visit);
      createdState.set(visit.id, visit);
      const f = view.facts;
      created.push({
        id: visit.id,
        visitor_id: key,
        ordinal: visit.ordinal,
        day: view.day,
        started_at: view.at.toISOString(),
        entry_path: f.path,
        source: f.source,
        utm_source: f.utmSource,
        utm_medium: f.utmMedium,
        utm_campaign: f.utmCampaign,
        device: f.device,
        browser: f.browser,
        language: f.language,
        screen: f.screen,
      });
    } else if (!visit.isNew) touched.set(visit.id, visit);
    visit.lastSeen = Math.max(visit.lastSeen, at);
    visit.pageviews += 1;
    visit.exitPath = view.facts.path;
    visit.paths.push(view.facts.path);
    pageviews.push({
      visit_id: visit.id,
      visitor_id: key,
      day: view.day,
      at: view.at.toISOString(),
      path: view.facts.path,
      route: view.facts.route,
    });
  }

  let newVisits = 0;
  if (created.length > 0) {
    const rows = created.map((row) => {
      const state = createdState.get(row.id as string)!;
      return {
        ...row,
        last_seen_at: new Date(state.lastSeen).toISOString(),
        pageviews: state.pageviews,
        exit_path: state.exitPath,
        paths: state.paths,
      };
    });
    // On a clash the visit keeps the earlier start's entry facts and the later view's exit page.
    const earlier = (column: string) =>
      sql.raw(
        `${column} = case when excluded.started_at < analytics_visits.started_at then excluded.${column} else analytics_visits.${column} end`,
      );
    const entryColumns = [
      'entry_path',
      'source',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'device',
      'browser',
      'language',
      'screen',
    ];
    const stored = rowsOf<{ id: string; visitor_id: string; ordinal: number; inserted: boolean }>(
      await tx.execute(sql`
        insert into analytics_visits (id, visitor_id, ordinal, day, started_at, last_seen_at, pageviews,
          entry_path, exit_path, paths, source, utm_source, utm_medium, utm_campaign, device, browser, language,
          screen)
        select id, visitor_id, ordinal, day, started_at, last_seen_at, pageviews, entry_path, exit_path, paths,
          source, utm_source, utm_medium, utm_campaign, device, browser, language, screen
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id uuid, visitor_id bigint, ordinal int,
          day date, started_at timestamptz, last_seen_at timestamptz, pageviews int, entry_path text,
          exit_path text, paths text[], source text, utm_source text, utm_medium text, utm_campaign text,
          device text, browser text, language text, screen text)
        on conflict (visitor_id, ordinal) do update set
          pageviews = analytics_visits.pageviews + excluded.pageviews,
          paths = analytics_visits.paths || excluded.paths,
          ${sql.join(entryColumns.map(earlier), sql`, `)},
          started_at = least(analytics_visits.started_at, excluded.started_at),
          exit_path = case when excluded.last_seen_at >= analytics_visits.last_seen_at
            then excluded.exit_path else analytics_visits.exit_path end,
          last_seen_at = greatest(analytics_visits.last_seen_at, excluded.last_seen_at)
        returning id, visitor_id::text as visitor_id, ordinal, (xmax = 0) as inserted`),
    );
    // Page views of a visit that merged into another instance's follow that visit's id.
    const idOf = new Map(stored.map((r) => [`${r.visitor_id}:${Number(r.ordinal)}`, r.id]));
    const renamed = new Map<string, string>();
    for (const row of created) {
      const id = idOf.get(`${row.visitor_id as string}:${row.ordinal as number}`);
      if (id && id !== row.id) renamed.set(row.id as string, id);
    }
    for (const view of pageviews) {
      const id = renamed.get(view.visit_id as string);
      if (id) view.visit_id = id;
    }
    newVisits = stored.filter((r) => r.inserted === true || String(r.inserted) === 'true').length;
  }
  if (touched.size > 0) {
    // Increments, not overwrites: another instance may extend the same visit at the same moment.
    const rows = [...touched.values()].map((v) => ({
      id: v.id,
      pageviews: v.pageviews,
      last_seen_at: new Date(v.lastSeen).toISOString(),
      exit_path: v.exitPath,
      paths: v.paths,
    }));
    await tx.execute(sql`
      update analytics_visits v set
        pageviews = v.pageviews + x.pageviews,
        paths = v.paths || x.paths,
        exit_path = case when x.last_seen_at >= v.last_seen_at then x.exit_path else v.exit_path end,
        last_seen_at = greatest(v.last_seen_at, x.last_seen_at)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(id uuid, pageviews int, last_seen_at timestamptz, exit_path text, paths text[])
      where v.id = x.id`);
  }
  await tx.execute(sql`
    insert into analytics_pageviews (visit_id, visitor_id, day, at, path, route)
    select visit_id, visitor_id, day, at, path, route
    from jsonb_to_recordset(${JSON.stringify(pageviews)}::jsonb)
      as x(visit_id uuid, visitor_id bigint, day date, at timestamptz, path text, route text)`);
  return { newVisits };
}
