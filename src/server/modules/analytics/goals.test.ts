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
import type { AnalyticsCollector } from './collector';
import { recordGoal } from './goal-recorder';

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

  it('records a paid appointment in the payment hook, for the visitor who booked (webhook, no request)', async () => {
    const payments = paymentsTestApp(database);
    const api = client(payments.app);
    const request = bookingRequest(at(businessDay(2, 3), '10:00'), { service: 'branding' });
    const { result, checkoutId } = await api.bookPaid(request, { 'user-agent': ua });
    // This small app's booking route has no recorder: the goal app.ts's route would record, by hand.
    await recordGoal(database.db, {
      goal: 'booking_made',
      reference: result.appointment.id,
      visitor: { ip: 'unknown', userAgent: ua, dnt: false, gpc: false },
    });
    await api.actOk(checkoutId, 'pay', { method: 'card' });
    await payments.runJobs();
    const recorded = (await goals()).filter((g) => g.reference === result.appointment.id);
    expect(recorded.map((g) => [g.goal, g.linked])).toEqual([
      ['booking_made', true],
      ['payment_paid', true],
    ]);
  });
});
