import { analyticsQuerySchema } from '@contracts/analytics';
import { stayResultSchema } from '@contracts/rental';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { rowsOf } from '../../platform/rate-limit';
import { createAnalyticsApp, sendBeacon } from '../../test/analytics-app';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { highestAnswers } from '../../test/fixtures/diagnostic-answers';
import { at, bookingRequest, businessDay } from '../../test/booking-helpers';
import { paymentsTestApp } from '../../test/payments-app';
import { client } from '../../test/payments-helpers';
import { json, stayRequest } from '../../test/rental-app';
import { addDays, todayIn } from '../rental';
import type { AnalyticsCollector } from './collector';
import { computeAnalytics } from './report';

/*
 * Goals from the real routes, linked to the visit that led to them: the goal's request gives the same visitor
 * id as the page views of that visitor (same address — in-process requests have none — and user agent).
 */
describe.each(testEngines)('goals recorded by the server ($name)', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createAnalyticsApp>['app'];
  let collector: AnalyticsCollector;
  const ua = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';
  const headers = { 'content-type': 'application/json', 'user-agent': ua };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    ({ app, collector } = createAnalyticsApp(database));
    expect((await sendBeacon(app, { u: '/diagnostic' }, { 'user-agent': ua })).status).toBe(202);
    await collector.flush();
  });
  afterAll(() => database.close());

  const goals = async () =>
    rowsOf<{ goal: string; linked: boolean; reference: string | null }>(
      await database.db.execute(sql`
        select g.goal, g.reference,
          exists (select 1 from analytics_visits v where v.visitor_id = g.visitor_id) as linked
        from analytics_goals g order by g.id`),
    );

  it('records the diagnostic started (first draft save only) and completed, linked to the visit', async () => {
    const draft = { email: 'ana@example.com', version: 'v1', answers: { 'pur-1': 4 } };
    const first = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      headers,
      body: JSON.stringify(draft),
    });
    expect(first.status).toBe(200);
    const { draftToken } = (await first.json()) as { draftToken: string };
    const again = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...draft, draftToken }),
    });
    expect(again.status).toBe(200);
    const submission = {
      version: 'v1',
      answers: highestAnswers(),
      name: 'Ana',
      email: 'ana@example.com',
      consent: true,
      language: 'es',
      showName: false,
      submissionId: 'goal-test-submission',
    };
    for (let i = 0; i < 2; i++) {
      const submitted = await app.request('/api/diagnostic/results', {
        method: 'POST',
        headers,
        body: JSON.stringify(submission),
      });
      expect(submitted.status).toBe(200);
    }
    const recorded = await goals();
    expect(recorded.map((g) => [g.goal, g.linked])).toEqual([
      ['diagnostic_started', true],
      ['diagnostic_completed', true],
    ]);
  });

  it('records a contact message and a CV download; a bot downloading records nothing', async () => {
    const contact = await app.request('/api/contact', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: 'Ana',
        email: 'ana@example.com',
        topic: 'other',
        message: 'Quisiera saber más sobre el diagnóstico de marca.',
        consent: true,
        language: 'es',
      }),
    });
    expect(contact.status).toBe(200);
    expect((await app.request('/api/content/cv.pdf?lang=es', { headers: { 'user-agent': ua } })).status).toBe(
      200,
    );
    const bot = await app.request('/api/content/cv.pdf?lang=en', {
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect(bot.status).toBe(200);
    const recorded = (await goals()).slice(2);
    expect(recorded.map((g) => [g.goal, g.linked])).toEqual([
      ['contact_sent', true],
      ['cv_downloaded', true],
    ]);
  });

  /** A visitor of its own (in-process requests have no address: the user agent tells them apart). */
  const visitFrom = async (userAgent: string, u: string) => {
    expect((await sendBeacon(app, { u }, { 'user-agent': userAgent })).status).toBe(202);
    await collector.flush();
  };
  /** The funnel's steps and the visitors of the given goals, for the visitors the filter keeps. */
  const funnelOf = async (filter: Record<string, string>, goals: string[]) => {
    const report = await computeAnalytics(
      database.db,
      analyticsQuerySchema.parse({ preset: '7d', compare: 'none', ...filter }),
      new Date(),
    );
    return [
      ...report.funnel.map((s) => [s.step, s.visitors]),
      ...goals.map((goal) => [goal, report.goals.find((g) => g.goal === goal)?.visitors]),
    ];
  };

  it('records an appointment booked through the booking API and paid through the sandbox, linked to the visit that led to them', async () => {
    const bookingUa = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
    await visitFrom(bookingUa, '/calendar-booking?utm_source=newsletter&utm_campaign=otono');
    const api = client(app as unknown as Parameters<typeof client>[0]);
    const request = bookingRequest(at(businessDay(2, 3), '10:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request, { 'user-agent': bookingUa });
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    // The sandbox's webhook delivery is a job; payments' hooks are app.ts's (wirePayments).
    await paymentsTestApp(database).runJobs();
    const recorded = (await goals()).filter((g) => g.reference === result.appointment.id);
    expect(recorded.map((g) => [g.goal, g.linked])).toEqual([
      ['booking_made', true],
      ['payment_paid', true],
    ]);
    // The visit that led to them: the newsletter campaign brought a visitor who booked and paid (goals);
    // without a diagnostic, the funnel's later steps do not count them (each needs the steps before).
    expect(await funnelOf({ utm_campaign: 'otono' }, ['booking_made', 'payment_paid'])).toEqual([
      ['visit', 1],
      ['diagnostic', 0],
      ['lead', 0],
      ['booking', 0],
      ['paid', 0],
      ['booking_made', 1],
      ['payment_paid', 1],
    ]);
  });

  it('records a stay booked through the rental API and paid through the sandbox for the visitor who booked it', async () => {
    const stayUa =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    await visitFrom(stayUa, '/la-mansion?utm_source=instagram');
    const checkIn = addDays(todayIn(new Date()), 40);
    const booked = await app.request('/api/rental/stays', {
      method: 'POST',
      ...json(stayRequest(checkIn, addDays(checkIn, 2)), { 'user-agent': stayUa }),
    });
    expect(booked.status).toBe(200);
    const stay = stayResultSchema.parse(await booked.json());
    const checkoutId = new URL(stay.checkoutUrl!).pathname.split('/').at(-1)!;
    const api = client(app as unknown as Parameters<typeof client>[0]);
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await paymentsTestApp(database).runJobs();
    const recorded = (await goals()).filter((g) => g.reference === stay.stay.id);
    expect(recorded.map((g) => [g.goal, g.linked])).toEqual([
      ['stay_booked', true],
      ['stay_paid', true],
    ]);
    expect(await funnelOf({ utm_source: 'instagram' }, ['stay_paid'])).toEqual([
      ['visit', 1],
      ['diagnostic', 0],
      ['lead', 0],
      ['booking', 0],
      ['paid', 0],
      ['stay_paid', 1],
    ]);
  });
});
