import { analyticsQuerySchema, type AnalyticsReport } from '@contracts/analytics';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/rate-limit';
import { BROWSER_UA, PHONE_UA } from '../../test/analytics-app';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { createAnalyticsCollector } from './collector';
import { pageFacts } from './derive';
import { recordGoal } from './goal-recorder';
import { ANALYTICS_COMBINATION_JOB, combinationOf } from './combinations';
import { visitConditions } from './filters';
import { analyticsJobHandlers, runAnalyticsMaintenance } from './maintenance';
import { computeAnalytics } from './report';
import { rolledSource } from './rollups';
import { analyticsDay, saltOfDay, visitorIdOf } from './salts';
import { saveAnalyticsSettings } from './settings';
import { visitFiguresOf } from './visit-figures';

/*
 * Figures against a fixed data set (Mexico City is UTC-6): on 18 November a visitor (A, desktop, from Google)
 * reads three pages in 20 minutes, then comes back 40 minutes later (a second visit, a bounce); B (phone, a
 * newsletter link) bounces. On the 19th A's one page view is a new visitor (the salt rotated). On the 20th
 * ("today", not final: read live) C reads two pages and starts the diagnostic; A booked on the 18th, and the
 * payment's webhook on the 20th inherits A's visitor.
 */
const NOW = new Date('2026-11-20T18:00:00Z');
const A = { ip: '198.51.100.1', userAgent: BROWSER_UA };
const B = { ip: '198.51.100.2', userAgent: PHONE_UA };
const C = { ip: '198.51.100.3', userAgent: BROWSER_UA };
const query = (extra: Record<string, string> = {}) =>
  analyticsQuerySchema.parse({
    preset: 'custom',
    from: '2026-11-18',
    to: '2026-11-20',
    compare: 'none',
    ...extra,
  });

describe.each(testEngines)('analytics figures ($name)', (engine) => {
  let database: Database;

  const view = async (
    who: { ip: string; userAgent: string },
    at: string,
    u: string,
    r?: string,
    w = 1280,
  ) => {
    const when = new Date(at);
    const day = analyticsDay(when);
    const facts = pageFacts(
      { u, ...(r ? { r } : {}), w },
      { userAgent: who.userAgent, acceptLanguage: 'es-MX' },
      'estudio.test',
    );
    return {
      at: when,
      day,
      facts,
      visitorId: visitorIdOf(await saltOfDay(database.db, day), who.ip, who.userAgent),
    };
  };
  const visitor = (who: { ip: string; userAgent: string }) => ({ ...who, dnt: false, gpc: false });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const collector = createAnalyticsCollector({ db: database.db, flushMs: 60_000 });
    const views = [
      await view(A, '2026-11-18T16:00:00Z', '/', 'https://www.google.com/'),
      await view(A, '2026-11-18T16:05:00Z', '/projects', 'https://estudio.test/'),
      await view(A, '2026-11-18T16:20:00Z', '/cv', 'https://estudio.test/projects'),
      await view(A, '2026-11-18T17:00:00Z', '/'),
      await view(B, '2026-11-18T16:10:00Z', '/projects?utm_source=newsletter', undefined, 390),
      await view(A, '2026-11-19T16:00:00Z', '/'),
      await view(C, '2026-11-20T17:00:00Z', '/'),
      await view(C, '2026-11-20T17:02:00Z', '/diagnostic'),
    ];
    // Two flushes, out of order: the second extends nothing of the first but A's visit of the 18th.
    for (const v of views.slice(0, 2)) collector.add(v);
    await collector.flush();
    for (const v of views.slice(2).reverse()) collector.add(v);
    await collector.flush();
    await recordGoal(
      database.db,
      { goal: 'booking_made', reference: 'appt-1', visitor: visitor(A) },
      new Date('2026-11-18T16:25:00Z'),
    );
    await recordGoal(
      database.db,
      { goal: 'payment_paid', reference: 'appt-1' },
      new Date('2026-11-20T15:00:00Z'),
    );
    await recordGoal(
      database.db,
      { goal: 'payment_paid', reference: 'appt-1' },
      new Date('2026-11-20T15:01:00Z'),
    );
    await recordGoal(
      database.db,
      { goal: 'diagnostic_started', visitor: visitor(C) },
      new Date('2026-11-20T17:03:00Z'),
    );
    // C completes the diagnostic (a lead), books a stay and pays it: every step of the funnel. B pays, while
    // visiting on the 18th, a stay booked before the period: a payer who did not book in the period.
    for (const [goal, at] of [
      ['diagnostic_completed', '2026-11-20T17:10:00Z'],
      ['stay_booked', '2026-11-20T17:20:00Z'],
      ['stay_paid', '2026-11-20T17:21:00Z'],
    ] as const)
      await recordGoal(database.db, { goal, reference: 'stay-c', visitor: visitor(C) }, new Date(at));
    await recordGoal(
      database.db,
      { goal: 'stay_paid', reference: 'stay-older', visitor: visitor(B) },
      new Date('2026-11-18T16:12:00Z'),
    );
    await recordGoal(
      database.db,
      { goal: 'contact_sent', visitor: { ...visitor(B), dnt: true } },
      new Date('2026-11-18T16:11:00Z'),
    );
    await recordGoal(
      database.db,
      { goal: 'cv_downloaded', visitor: { ...visitor(A), userAgent: 'curl/8.5.0' } },
      new Date('2026-11-18T16:21:00Z'),
    );
  });
  afterAll(() => database.close());

  it('gives the same visitor two ids on two days (the salt rotates) and one id within a day', async () => {
    const [d18, d19] = [
      await saltOfDay(database.db, '2026-11-18'),
      await saltOfDay(database.db, '2026-11-19'),
    ];
    expect(d18.equals(d19)).toBe(false);
    expect(visitorIdOf(d18, A.ip, A.userAgent)).toBe(
      visitorIdOf(await saltOfDay(database.db, '2026-11-18'), A.ip, A.userAgent),
    );
    expect(visitorIdOf(d18, A.ip, A.userAgent)).not.toBe(visitorIdOf(d19, A.ip, A.userAgent));
    expect(visitorIdOf(d18, A.ip, A.userAgent)).not.toBe(visitorIdOf(d18, B.ip, A.userAgent));
  });

  it('counts visitors, visits, page views, bounces and durations', async () => {
    const report = await computeAnalytics(database.db, query(), NOW);
    expect(report.totals).toEqual({
      visitors: 4,
      visits: 5,
      pageviews: 8,
      bounceRate: 3 / 5,
      visitDurationSeconds: 264,
    });
    expect(report.series).toEqual([
      { day: '2026-11-18', visitors: 2, visits: 3, pageviews: 5 },
      { day: '2026-11-19', visitors: 1, visits: 1, pageviews: 1 },
      { day: '2026-11-20', visitors: 1, visits: 1, pageviews: 2 },
    ]);
    const rows = (d: keyof AnalyticsReport['breakdowns']) =>
      report.breakdowns[d].map((r) => [r.value, r.visitors, r.visits, r.pageviews]);
    expect(rows('page')).toEqual([
      ['/', 3, 4, 4],
      ['/projects', 2, 2, 2],
      ['/cv', 1, 1, 1],
      ['/diagnostic', 1, 1, 1],
    ]);
    expect(rows('source')).toEqual([
      ['', 4, 4, 5],
      ['google.com', 1, 1, 3],
    ]);
    expect(rows('utm_source')).toEqual([
      ['', 3, 4, 7],
      ['newsletter', 1, 1, 1],
    ]);
    expect(rows('exit_page')).toEqual([
      ['/', 2, 2, 2],
      ['/cv', 1, 1, 3],
      ['/diagnostic', 1, 1, 2],
      ['/projects', 1, 1, 1],
    ]);
    expect(rows('device')).toEqual([
      ['desktop', 3, 4, 7],
      ['mobile', 1, 1, 1],
    ]);
    expect(rows('screen')).toEqual([
      ['laptop', 3, 4, 7],
      ['phone', 1, 1, 1],
    ]);
  });

  it('links goals to visits: a webhook payment inherits the booking visitor; DNT keeps no visitor; bots none', async () => {
    const report = await computeAnalytics(database.db, query(), NOW);
    const goal = (name: string) => report.goals.find((g) => g.goal === name);
    expect(goal('booking_made')).toEqual({ goal: 'booking_made', visitors: 1, conversions: 1, rate: 1 / 4 });
    expect(goal('payment_paid')).toMatchObject({ visitors: 1, conversions: 1 });
    expect(goal('contact_sent')).toMatchObject({ visitors: 0, conversions: 1 });
    expect(goal('cv_downloaded')).toMatchObject({ visitors: 0, conversions: 0 });
    expect(goal('stay_paid')).toMatchObject({ visitors: 2, conversions: 2 });
    // Each step counts visitors who reached it and every step before: A booked and paid without a
    // diagnostic, B paid a stay booked before the period; both are in the goals above, not in the funnel.
    // (Counting each step alone would give booking 2 (A, C) and paid 3 (A, B, C): 150 %.)
    expect(report.funnel).toEqual([
      { step: 'visit', visitors: 4 },
      { step: 'diagnostic', visitors: 1 },
      { step: 'lead', visitors: 1 },
      { step: 'booking', visitors: 1 },
      { step: 'paid', visitors: 1 },
    ]);
    const counts = report.funnel.map((s) => s.visitors);
    expect(counts.every((n, i) => i === 0 || n <= counts[i - 1]!)).toBe(true);
  });

  it('filters by any dimension: the source that brought the visitor who paid', async () => {
    const report = await computeAnalytics(database.db, query({ source: 'google.com' }), NOW);
    expect(report.filters).toEqual({ source: 'google.com' });
    expect(report.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 3 });
    expect(report.goals.find((g) => g.goal === 'payment_paid')).toMatchObject({ visitors: 1 });
    expect(report.funnel.map((s) => s.visitors)).toEqual([1, 0, 0, 0, 0]);
    const byPage = await computeAnalytics(database.db, query({ page: '/diagnostic' }), NOW);
    expect(byPage.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
    expect(byPage.funnel.map((s) => s.visitors)).toEqual([1, 1, 1, 1, 1]);
  });

  it('reads days not rolled yet live, and no request rolls a day', async () => {
    const live = await computeAnalytics(database.db, query({ source: 'google.com' }), NOW);
    expect(live).toEqual(
      await computeAnalytics(database.db, query({ source: 'google.com' }), NOW, { fresh: true }),
    );
    // Live days are read by grouping sets (ADR 055): unfiltered, compared with the period before, and with
    // every one filter the screen offers, the same answer as the rollups' own SQL.
    const unfiltered = await computeAnalytics(database.db, query({ compare: 'previous' }), NOW);
    expect(unfiltered).toEqual(
      await computeAnalytics(database.db, query({ compare: 'previous' }), NOW, { fresh: true }),
    );
    let filters = 0;
    for (const [dimension, rows] of Object.entries(unfiltered.breakdowns))
      for (const row of rows) {
        const one = query({ [dimension]: row.value });
        expect(await computeAnalytics(database.db, one, NOW), `${dimension}=${row.value}`).toEqual(
          await computeAnalytics(database.db, one, NOW, { fresh: true }),
        );
        filters++;
      }
    expect(filters).toBeGreaterThan(20);
    const rolled = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from analytics_rolled_days`),
    );
    expect(rolled[0]!.n).toBe(0);
  });

  it('sums rollups — unfiltered and of every one filter — equal to the raw computation, and keeps them when retention deletes raw rows', async () => {
    // The maintenance job rolls the final days (the 18th and 19th); the 20th is today, read live.
    // Out of time before the first transaction: nothing rolled, a follow-up run is due.
    const none = await runAnalyticsMaintenance(database.db, NOW, 0);
    expect(none).toMatchObject({
      daysRolled: 0,
      moreToRoll: true,
    });
    const first = await runAnalyticsMaintenance(database.db, NOW);
    expect(first.daysRolled).toBeGreaterThanOrEqual(2);
    expect(first.moreToRoll).toBe(false);
    const rolled = await computeAnalytics(database.db, query(), NOW);
    const fresh = await computeAnalytics(database.db, query(), NOW, { fresh: true });
    expect(rolled).toEqual(fresh);
    const days = rowsOf<{ day: string; filtered: boolean }>(
      await database.db.execute(
        sql`select day::text as day, filtered from analytics_rolled_days order by day`,
      ),
    );
    expect(days.map((d) => d.day)).toContain('2026-11-19');
    expect(days.map((d) => d.day)).not.toContain('2026-11-20');
    expect(days.every((d) => d.filtered)).toBe(true);
    // Every value the screen offers as a filter, on both kinds of days (rolled 18th–19th, live 20th).
    const filteredByValue: Record<string, AnalyticsReport> = {};
    for (const [dimension, rows] of Object.entries(rolled.breakdowns))
      for (const row of rows) {
        const filter = { [dimension]: row.value };
        const fromRollups = await computeAnalytics(database.db, query(filter), NOW);
        expect(fromRollups, `${dimension}=${row.value}`).toEqual(
          await computeAnalytics(database.db, query(filter), NOW, { fresh: true }),
        );
        filteredByValue[`${dimension}=${row.value}`] = fromRollups;
      }
    expect(filteredByValue['page=/cv']!.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 3 });
    expect(filteredByValue['device=mobile']!.breakdowns.utm_source).toEqual([
      { value: 'newsletter', visitors: 1, visits: 1, pageviews: 1 },
    ]);
    // Two filters or more read the visit rows by grouping sets (ADR 049): the same answer as the rollups' own
    // SQL for every pair of values the screen offers — A's two visits on the 18th make a visitor with several
    // visits (counted distinct), the others one — compared with the period before, and for three filters.
    const offered = Object.entries(rolled.breakdowns).flatMap(([dimension, rows]) =>
      rows.map((row) => [dimension, row.value] as const),
    );
    let pairs = 0;
    const freshPairs = new Map<string, AnalyticsReport>();
    for (const [i, [d1, v1]] of offered.entries())
      for (const [d2, v2] of offered.slice(i + 1)) {
        if (d1 === d2) continue;
        const two = query({ [d1]: v1, [d2]: v2, compare: 'previous' });
        const fast = await computeAnalytics(database.db, two, NOW);
        const fresh = await computeAnalytics(database.db, two, NOW, { fresh: true });
        expect(fast, `${d1}=${v1} & ${d2}=${v2}`).toEqual(fresh);
        freshPairs.set(JSON.stringify(two), fresh);
        if (fast.totals.visits > 0) pairs++;
      }
    expect(pairs).toBeGreaterThan(50);
    // Each pair asked for its combination (ADR 062): one job each, which rolls the final days (the 18th and
    // 19th, not today); later reports read those rollups plus today live — the same answers.
    const asked = rowsOf<{ payload: Record<string, unknown> }>(
      await database.db.execute(
        sql`select payload from jobs where kind = ${ANALYTICS_COMBINATION_JOB} order by id`,
      ),
    );
    expect(asked).toHaveLength(freshPairs.size);
    const rollCombinationJob = analyticsJobHandlers({ db: database.db })[ANALYTICS_COMBINATION_JOB]!;
    for (const job of asked) await rollCombinationJob(job.payload, {} as never);
    const combinationDays = rowsOf<{ day: string; n: number }>(
      await database.db.execute(sql`select day::text as day, count(*)::int as n
        from analytics_combination_days group by day order by day`),
    );
    expect(combinationDays).toEqual([
      { day: '2026-11-18', n: freshPairs.size },
      { day: '2026-11-19', n: freshPairs.size },
    ]);
    for (const [two, fresh] of freshPairs)
      expect(await computeAnalytics(database.db, JSON.parse(two), NOW), two).toEqual(fresh);
    // A report that found a day not rolled reads it live, and leaves out its rollup if a job committed one
    // meanwhile: the day counts once.
    const googleCv = { source: 'google.com', page: '/cv' };
    const span = { from: '2026-11-18', to: '2026-11-20' };
    const raced = rowsOf<{ visits: number }>(
      await database.db.execute(
        sql`select coalesce(sum(visits), 0)::int as visits from ${rolledSource(
          span,
          { combination: combinationOf(googleCv).key },
          [
            {
              ...span,
              figures: visitFiguresOf(
                sql`v.day between '2026-11-18' and '2026-11-20' and ${visitConditions(googleCv, span)}`,
              ),
            },
          ],
        )} as s where dimension = ''`,
      ),
    );
    expect(raced[0]!.visits).toBe(1);
    // Rolled, a combination asks for nothing more until a new day is final.
    await computeAnalytics(database.db, query({ source: 'google.com', page: '/cv' }), NOW);
    const jobsAfter = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from jobs where kind = ${ANALYTICS_COMBINATION_JOB}`,
      ),
    );
    expect(jobsAfter[0]!.n).toBe(freshPairs.size);
    const both = await computeAnalytics(database.db, query({ source: 'google.com', page: '/cv' }), NOW);
    expect(both.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 3 });
    expect(both.breakdowns.page.map((r) => r.value).sort()).toEqual(['/', '/cv', '/projects']);
    const repeatVisitor = await computeAnalytics(
      database.db,
      query({ entry_page: '/', device: 'desktop', browser: both.breakdowns.browser[0]!.value }),
      NOW,
    );
    expect(repeatVisitor).toEqual(
      await computeAnalytics(
        database.db,
        query({ entry_page: '/', device: 'desktop', browser: both.breakdowns.browser[0]!.value }),
        NOW,
        { fresh: true },
      ),
    );
    // A (2 visits on the 18th, 1 on the 19th) and C (the 20th): three visitors, four visits.
    expect(repeatVisitor.totals).toMatchObject({ visitors: 3, visits: 4 });

    await saveAnalyticsSettings(database.db, { retentionDays: 30 });
    const later = new Date('2027-01-05T18:00:00Z');
    const result = await runAnalyticsMaintenance(database.db, later);
    expect(result).toMatchObject({ pageviewsDeleted: 8, visitsDeleted: 5 });
    expect(none.saltsDeleted + first.saltsDeleted + result.saltsDeleted).toBeGreaterThanOrEqual(3);
    const kept = await computeAnalytics(database.db, query(), later);
    expect(kept.totals).toEqual(rolled.totals);
    expect(kept.series).toEqual(rolled.series);
    expect(kept.breakdowns).toEqual(rolled.breakdowns);
    const keptFiltered = await computeAnalytics(database.db, query({ page: '/cv' }), later);
    expect(keptFiltered.totals).toEqual(filteredByValue['page=/cv']!.totals);
    expect(keptFiltered.breakdowns).toEqual(filteredByValue['page=/cv']!.breakdowns);
    // The combinations' rollups outlive the raw rows too, until nobody has asked for them in 90 days.
    const keptPair = await computeAnalytics(database.db, query({ source: 'google.com', page: '/cv' }), later);
    expect(keptPair.totals).toEqual(both.totals);
    expect(keptPair.breakdowns).toEqual(both.breakdowns);
    const forgotten = await runAnalyticsMaintenance(database.db, new Date('2027-06-01T18:00:00Z'));
    expect(forgotten.combinationsForgotten).toBe(freshPairs.size + 1);
    const rollupRows = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from analytics_rollup_combined`),
    );
    expect(rollupRows[0]!.n).toBe(0);
    // Asked again once retention has deleted those days' visit rows, nothing is rolled from nothing: no job.
    const countJobs = async () =>
      rowsOf<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from jobs where kind = ${ANALYTICS_COMBINATION_JOB}`,
        ),
      )[0]!.n;
    const jobsBefore = await countJobs();
    await computeAnalytics(database.db, query({ source: 'google.com', page: '/cv' }), later);
    expect(await countJobs()).toBe(jobsBefore);
    const raw = await computeAnalytics(database.db, query(), later, { fresh: true });
    expect(raw.totals.pageviews).toBe(0);
  });

  it('refuses a bad period with field errors', async () => {
    await expect(
      computeAnalytics(database.db, query({ from: '2026-11-20', to: '2026-11-01' }), NOW),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
