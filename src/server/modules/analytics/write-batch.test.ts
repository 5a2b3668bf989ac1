import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../platform/db/migrate';
import { paths } from '../../platform/paths';
import { rowsOf } from '../../platform/rate-limit';
import { BROWSER_UA } from '../../test/analytics-app';
import { openInstances, openReadyDatabase, testEngines } from '../../test/databases';
import { pageFacts } from './derive';
import { writeBatch, type PageView } from './write-batch';

/*
 * A visit is (visitor id, ordinal), unique in the database (migration 0026): two instances that both open
 * "the next visit" of one visitor — neither seeing the other's row, not committed yet — end with one visit.
 */

const VISITOR = 424242n;
const viewAt = (at: string, u: string, r?: string): PageView => ({
  at: new Date(at),
  day: '2026-11-18',
  visitorId: VISITOR,
  facts: pageFacts(
    { u, ...(r ? { r } : {}), w: 1280 },
    { userAgent: BROWSER_UA, acceptLanguage: 'es-MX' },
    'estudio.test',
  ),
});

interface VisitRow {
  id: string;
  ordinal: number;
  pageviews: number;
  entry_path: string;
  exit_path: string;
  source: string;
  started_at: string;
  last_seen_at: string;
  paths: string[];
}

const visitsQuery = sql`select id, ordinal, pageviews, entry_path, exit_path, source, paths,
  to_char(started_at at time zone 'UTC', 'HH24:MI') as started_at,
  to_char(last_seen_at at time zone 'UTC', 'HH24:MI') as last_seen_at
  from analytics_visits order by ordinal`;

describe.each(testEngines)('visit keys ($name)', (engine) => {
  it('numbers a visitor’s visits 1, 2, … and opens the next after 30 minutes apart', async () => {
    const database = await openReadyDatabase(engine);
    try {
      await database.db.transaction((tx) =>
        writeBatch(tx, [viewAt('2026-11-18T16:00:00Z', '/'), viewAt('2026-11-18T16:10:00Z', '/cv')]),
      );
      const second = await database.db.transaction((tx) =>
        writeBatch(tx, [viewAt('2026-11-18T16:50:00Z', '/contact')]),
      );
      expect(second.newVisits).toBe(1);
      const visits = rowsOf<VisitRow>(await database.db.execute(visitsQuery));
      expect(visits.map((v) => [v.ordinal, v.pageviews, v.entry_path, v.exit_path])).toEqual([
        [1, 2, '/', '/cv'],
        [2, 1, '/contact', '/contact'],
      ]);
      // A later batch extends the open visit: its pages are appended to the row's, repeats kept (ADR 060).
      await database.db.transaction((tx) =>
        writeBatch(tx, [viewAt('2026-11-18T16:55:00Z', '/cv'), viewAt('2026-11-18T16:56:00Z', '/cv')]),
      );
      const extended = rowsOf<VisitRow>(await database.db.execute(visitsQuery));
      expect(extended.map((v) => [v.ordinal, v.pageviews, v.paths])).toEqual([
        [1, 2, ['/', '/cv']],
        [2, 3, ['/contact', '/cv', '/cv']],
      ]);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(openInstances)('two instances writing one visitor at once (PostgreSQL)', () => {
  it('merges the two new visits into one, its page views included', async () => {
    const [first, second] = await openInstances!(2);
    try {
      await migrate(first!.sql, paths.migrations());
      let secondWrite: Promise<{ newVisits: number }> | null = null;
      const firstWrite = await first!.db.transaction(async (tx) => {
        const written = await writeBatch(tx, [
          viewAt('2026-11-18T16:01:00Z', '/projects'),
          viewAt('2026-11-18T16:02:00Z', '/cv'),
        ]);
        // The second instance reads before this commits: it sees no visit and opens ordinal 1 too, so its
        // insert waits on the unique key until this transaction ends, then merges.
        secondWrite = second!.db.transaction((tx2) =>
          writeBatch(tx2, [viewAt('2026-11-18T16:00:00Z', '/', 'https://www.google.com/')]),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        return written;
      });
      const merged = await secondWrite!;
      expect(firstWrite.newVisits + merged.newVisits).toBe(1);
      const visits = rowsOf<VisitRow>(await first!.db.execute(visitsQuery));
      expect(visits).toHaveLength(1);
      // The earlier start gives the entry (and its source); the later view the exit.
      expect(visits[0]).toMatchObject({
        ordinal: 1,
        pageviews: 3,
        entry_path: '/',
        exit_path: '/cv',
        source: 'google.com',
        started_at: '16:00',
        last_seen_at: '16:02',
      });
      expect([...visits[0]!.paths].sort()).toEqual(['/', '/cv', '/projects']);
      const orphans = rowsOf<{ n: number }>(
        await first!.db.execute(sql`select count(*)::int as n from analytics_pageviews p
          where not exists (select 1 from analytics_visits v where v.id = p.visit_id)`),
      );
      expect(orphans[0]!.n).toBe(0);
      const linked = rowsOf<{ n: number }>(
        await first!.db.execute(sql`select count(*)::int as n from analytics_pageviews
          where visit_id = ${visits[0]!.id}::uuid`),
      );
      expect(linked[0]!.n).toBe(3);
    } finally {
      await first!.close(); // closes the other connection too, and drops the database
    }
  });
});
