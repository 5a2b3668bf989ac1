import { adminAppointmentListSchema, explainAnswerSchema, slotsAnswerSchema } from '@contracts/booking';
import { adminResultListSchema, distributionSchema } from '@contracts/diagnostic';
import { apiErrorBodySchema } from '@contracts/errors';
import { leadListSchema, leadStatsSchema } from '@contracts/leads';
import { adminPaymentListSchema } from '@contracts/payments';
import { adminStaySchema, availabilitySchema } from '@contracts/rental';
import { reportSchema } from '@contracts/reports';
import { z, type ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './platform/db/client';
import { adminAccessToken } from './test/admin-session';
import { createTestApp } from './test/app';
import { openReadyDatabase, testEngines } from './test/databases';

/*
 * Dates that parse but do not exist, or that PostgreSQL and the day arithmetic cannot take (issue 22), are a
 * 400 with a field error at every endpoint that reads a date, and the first and last days of the range the
 * API takes (1900-01-01, 2199-12-31) go through without a 5xx (ADR 030).
 */

/** Days that look like days but are not ones the API takes. */
const impossibleDays = [
  '0000-01-01',
  '-000001-01-01',
  '+002026-01-01',
  '2026-02-30',
  '2025-02-29',
  '2026-13-01',
  '275760-09-13',
  '9999-12-31',
  '1899-12-31',
  '2200-01-01',
  '2026-01-01x',
];
/** Instants the same: impossible, out of range, without an offset, or with one no zone has. */
const impossibleInstants = [
  '0000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '2026-02-30T10:00:00Z',
  '2026-03-09T09:00:00',
  '2026-03-09T09:00:00+15:00',
];

const SERVICE = 'consulta-inicial';

interface QueryEndpoint {
  path: string;
  /** The rest of the query, valid. */
  query?: Record<string, string>;
  as: 'admin' | null;
  /** Both bounds required: the other one is sent valid. */
  bothRequired?: boolean;
  /** Takes an instant as well as a day in from/to. */
  instants?: boolean;
  /** The answer's contract, which the web parses it with (none: a CSV). */
  answer?: ZodType;
}

const admin = 'admin' as const;
const queryEndpoints: QueryEndpoint[] = [
  { path: '/api/booking/slots', query: { service: SERVICE }, as: null, answer: slotsAnswerSchema },
  { path: '/api/rental/availability', as: null, bothRequired: true, answer: availabilitySchema },
  { path: '/api/admin/booking/explain', query: { service: SERVICE }, as: admin, answer: explainAnswerSchema },
  { path: '/api/admin/booking/appointments', as: admin, answer: adminAppointmentListSchema },
  { path: '/api/admin/booking/appointments.csv', as: admin },
  { path: '/api/admin/leads', as: admin, instants: true, answer: leadListSchema },
  { path: '/api/admin/leads/stats', as: admin, instants: true, answer: leadStatsSchema },
  { path: '/api/admin/leads/export', as: admin, instants: true },
  { path: '/api/admin/diagnostic/results', as: admin, instants: true, answer: adminResultListSchema },
  { path: '/api/admin/diagnostic/results.csv', as: admin, instants: true },
  { path: '/api/admin/diagnostic/distribution', as: admin, instants: true, answer: distributionSchema },
  { path: '/api/admin/payments', as: admin, answer: adminPaymentListSchema },
  { path: '/api/admin/payments', query: { format: 'csv' }, as: admin },
  { path: '/api/admin/rental/stays', as: admin, answer: z.object({ stays: z.array(adminStaySchema) }) },
  {
    path: '/api/admin/reports',
    query: { preset: 'custom', compare: 'last_year' },
    as: admin,
    bothRequired: true,
    answer: reportSchema,
  },
];

describe.each(testEngines)('dates at the API boundary ($name)', (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  let adminToken = '';

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const env = { SITE_URL: 'http://localhost' };
    app = createTestApp(database, { env });
    adminToken = await adminAccessToken(app, database, env, 'owner@estudio.test');
  });
  afterAll(() => database.close());

  const call = (method: string, path: string, as: 'admin' | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(as === 'admin' ? { authorization: `Bearer ${adminToken}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /** The field errors of an answer that must be a 400 in the API's error shape. */
  async function fieldErrors(answer: Response, label: string) {
    expect(answer.status, label).toBe(400);
    const { error } = apiErrorBodySchema.parse(await answer.json());
    expect(error.fields, label).toBeDefined();
    return error.fields!;
  }

  const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

  it('answers 400 with a field error to a date that does not exist or is out of range, in every list', async () => {
    for (const endpoint of queryEndpoints) {
      const values = endpoint.instants ? [...impossibleDays, ...impossibleInstants] : impossibleDays;
      for (const field of ['from', 'to'] as const) {
        for (const value of values) {
          const other = field === 'from' ? { to: '2026-03-10' } : { from: '2026-03-01' };
          const query = { ...endpoint.query, ...(endpoint.bothRequired ? other : {}), [field]: value };
          const label = `GET ${withQuery(endpoint.path, query)}`;
          const fields = await fieldErrors(
            await call('GET', withQuery(endpoint.path, query), endpoint.as),
            label,
          );
          expect(fields[field], label).toEqual(['invalid_date']);
        }
      }
    }
  });

  it('takes the first and the last day of the range, with an answer the web can read', async () => {
    for (const endpoint of queryEndpoints) {
      for (const [from, to] of [
        ['1900-01-01', '1900-01-02'],
        ['2199-12-30', '2199-12-31'],
      ] as const) {
        const path = withQuery(endpoint.path, { ...endpoint.query, from, to });
        const answer = await call('GET', path, endpoint.as);
        expect(answer.status, `GET ${path}`).toBe(200);
        // A comparison a year back or a week's Monday falls outside the range: answers still parse.
        if (endpoint.answer)
          expect(endpoint.answer.safeParse(await answer.json()).error, path).toBeUndefined();
      }
    }
    for (const bound of ['1900-01-01T00:00:00-12:00', '2199-12-31T23:59:59+14:00']) {
      const path = withQuery('/api/admin/leads', { from: bound, to: bound });
      expect((await call('GET', path, 'admin')).status, path).toBe(200);
    }
  });

  it('answers 400 with a field error to impossible dates in bodies', async () => {
    for (const value of impossibleDays) {
      const label = (what: string) => `${what} with ${value}`;
      const quote = await fieldErrors(
        await call('POST', '/api/rental/quote', null, { checkIn: value, checkOut: '2026-03-10', guests: 2 }),
        label('rental quote'),
      );
      expect(quote.checkIn).toContain('invalid_date');
      const block = await fieldErrors(
        await call('POST', '/api/admin/rental/blocks', 'admin', { from: '2026-03-01', to: value }),
        label('rental block'),
      );
      expect(block.to).toContain('invalid_date');
      const exportAnswer = await fieldErrors(
        await call('POST', '/api/admin/exports', 'admin', {
          dataset: 'leads',
          format: 'csv',
          from: value,
          to: '2026-03-10',
        }),
        label('export'),
      );
      expect(exportAnswer.from).toEqual(['invalid_date']);
      const availability = await fieldErrors(
        await call('PUT', '/api/admin/booking/settings/availability', 'admin', {
          overrides: [{ date: value, ranges: [] }],
        }),
        label('availability'),
      );
      expect(availability['overrides.0.date']).toContain('invalid_date');
    }
    for (const value of impossibleInstants) {
      const booking = await fieldErrors(
        await call('POST', '/api/booking/appointments', null, { service: SERVICE, start: value }),
        `booking at ${value}`,
      );
      expect(booking.start).toContain('invalid_datetime');
    }
  });

  it('answers a body at the ends of the range with its business rule, not a 5xx', async () => {
    const booker = {
      name: 'Ana',
      email: 'ana@estudio.test',
      timeZone: 'America/Mexico_City',
      language: 'es',
    };
    for (const start of ['1900-01-01T00:00:00-06:36', '2199-12-31T23:59:59+14:00']) {
      const answer = await call('POST', '/api/booking/appointments', null, {
        ...booker,
        service: SERVICE,
        start,
      });
      expect(answer.status, `booking at ${start}`).toBeLessThan(500);
    }
    for (const [checkIn, checkOut] of [
      ['1900-01-01', '1900-01-03'],
      ['2199-12-29', '2199-12-31'],
    ] as const) {
      const quote = await call('POST', '/api/rental/quote', null, { checkIn, checkOut, guests: 2 });
      expect(quote.status, `quote ${checkIn}`).toBeLessThan(500);
      const block = await call('POST', '/api/admin/rental/blocks', 'admin', { from: checkIn, to: checkOut });
      expect(block.status, `block ${checkIn}`).toBeLessThan(500);
      const exported = await call('POST', '/api/admin/exports', 'admin', {
        dataset: 'stays',
        format: 'csv',
        from: checkIn,
        to: checkOut,
      });
      expect(exported.status, `export ${checkIn}`).toBeLessThan(500);
    }
  });
});
