import { tmpdir } from 'node:os';
import { apiErrorBodySchema } from '@contracts/errors';
import { reportSchema } from '@contracts/reports';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { handleApiError, requestContext, type AppEnv } from '../../platform/http';
import { createLogger } from '../../platform/logging';
import { createLocalStorage } from '../../platform/storage/local';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { buildReportsFixture } from '../../test/fixtures/reports';
import { reportRoutes } from './report-routes';

/* GET /api/admin/reports: the query's checks and the answer's shape (the admin gate is app.ts's route walk's). */
describe.each(testEngines)('GET /api/admin/reports on $name', (engine) => {
  let database: Database;
  let app: Hono<AppEnv>;
  const get = (query: string) => app.request(`/api/admin/reports${query}`);
  const fieldsOf = async (response: Response) => {
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('validation_failed');
    return body.error.fields;
  };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    await buildReportsFixture(database.db);
    app = new Hono<AppEnv>();
    app.use('*', requestContext(createLogger('silent')));
    app.route('/api/admin/reports', reportRoutes({ db: database.db, storage: createLocalStorage(tmpdir()) }));
    app.onError(handleApiError);
  });
  afterAll(() => database.close());

  it('answers the whole report, never cached', async () => {
    const response = await get('?preset=custom&from=2026-10-01&to=2026-10-31&compare=last_year');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = reportSchema.parse(await response.json());
    expect(report.comparison).toEqual({ from: '2025-10-01', to: '2025-10-31', days: 31 });
    expect(report.revenue.totals.paidMinor).toBe(3_020_000);
    expect(report.revenue.previous?.paidMinor).toBe(0);
  });

  it('takes the last 30 days, compared with the 30 before, when asked for nothing', async () => {
    const report = reportSchema.parse(await (await get('')).json());
    expect(report.preset).toBe('30d');
    expect(report.compare).toBe('previous');
    expect(report.period.days).toBe(30);
    expect(report.comparison?.days).toBe(30);
    const none = reportSchema.parse(await (await get('?preset=year&compare=none')).json());
    expect(none.comparison).toBeNull();
    expect(none.revenue.previous).toBeNull();
    expect(none.rental.previous).toBeNull();
  });

  it('refuses an inverted, too long, incomplete or impossible custom period with field codes', async () => {
    expect(await fieldsOf(await get('?preset=custom&from=2026-10-31&to=2026-10-01'))).toEqual({
      to: ['inverted_range'],
    });
    expect(await fieldsOf(await get('?preset=custom&from=2020-01-01&to=2026-10-01'))).toEqual({
      to: ['range_too_long'],
    });
    expect(await fieldsOf(await get('?preset=custom&from=2026-10-01'))).toEqual({ to: ['required'] });
    expect(await fieldsOf(await get('?preset=custom'))).toEqual({ from: ['required'], to: ['required'] });
    expect(await fieldsOf(await get('?preset=custom&from=2026-02-30&to=2026-03-01'))).toEqual({
      from: ['invalid_date'],
    });
    expect(await fieldsOf(await get('?preset=custom&from=1%2F10%2F2026&to=2026-10-31'))).toEqual({
      from: ['invalid_date'],
    });
  });

  it('refuses an unknown preset or comparison', async () => {
    expect(await fieldsOf(await get('?preset=fortnight'))).toEqual({ preset: ['invalid_value'] });
    expect(await fieldsOf(await get('?compare=yesterday'))).toEqual({ compare: ['invalid_value'] });
  });
});
