import { randomUUID } from 'node:crypto';
import {
  adminResultDetailSchema,
  adminResultListSchema,
  distributionSchema,
  submissionResponseSchema,
  type SubmissionInput,
} from '@contracts/diagnostic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { csvField } from './admin-service';
import { highestAnswers, lowestAnswers, mixedAnswers } from '../../test/fixtures/diagnostic-answers';
import { MODULE_TEST_ENV, testApp } from '../../test/app';

describe('csvField', () => {
  it('quotes, doubles quotes and defuses formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
});

describe.each(testEngines)('diagnostic admin API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let adminAuth: { authorization: string };
  const ids: Record<'low' | 'mid' | 'high', string> = { low: '', mid: '', high: '' };
  const emails = { low: 'low@example.com', mid: 'mid@example.com', high: 'high@example.com' };

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    const t = testApp(database, {
      env: MODULE_TEST_ENV,
      limits: { diagnostic: { submitsPer10Min: 100, draftsPer5Min: 100 } },
    });
    app = t.app;
    adminAuth = await t.admin();
    const sets = { low: lowestAnswers(), mid: mixedAnswers, high: highestAnswers() };
    for (const key of ['low', 'mid', 'high'] as const) {
      const input: SubmissionInput = {
        version: 'v1',
        answers: sets[key],
        name: key === 'mid' ? 'José "Pepe" Núñez, Jr.' : `Persona ${key}`,
        email: emails[key],
        consent: true,
        company: key === 'high' ? '=cmd' : undefined,
        language: key === 'high' ? 'en' : 'es',
        showName: false,
      };
      const res = await app.request('/api/diagnostic/results', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${key.length}` },
        body: JSON.stringify(input),
      });
      ids[key] = submissionResponseSchema.parse(await res.json()).result.id;
    }
    // The lowest one is from an earlier day.
    await database.sql.query(
      `update diagnostic_results set created_at = '2024-03-10T18:00:00Z' where id = $1`,
      [ids.low],
    );
  });
  afterAll(() => database.close());

  const list = async (query = '') => {
    const res = await app.request(`/api/admin/diagnostic/results${query}`, { headers: adminAuth });
    expect(res.status).toBe(200);
    return adminResultListSchema.parse(await res.json());
  };

  it('lists submissions newest first, with scores', async () => {
    const { results, total } = await list();
    expect(total).toBe(3);
    expect(results.at(-1)!.id).toBe(ids.low);
    const mid = results.find((r) => r.id === ids.mid)!;
    expect(mid).toMatchObject({ email: emails.mid, overall: 52, level: 'developing', shared: false });
    expect(mid.dimensions.reputation).toBe(89);
  });

  it('filters by level, score range, dimension, date and text, and sorts', async () => {
    expect((await list('?level=leading')).results.map((r) => r.id)).toEqual([ids.high]);
    expect((await list('?minScore=40&maxScore=99')).results.map((r) => r.id)).toEqual([ids.mid]);
    expect((await list('?dimension=reputation&dimensionMin=80')).results.map((r) => r.id).sort()).toEqual(
      [ids.mid, ids.high].sort(),
    );
    expect((await list('?to=2024-03-10')).results.map((r) => r.id)).toEqual([ids.low]);
    expect((await list('?from=2024-03-11')).total).toBe(2);
    expect((await list('?q=pepe')).results.map((r) => r.id)).toEqual([ids.mid]);
    expect((await list('?sort=overall&order=asc')).results.map((r) => r.id)).toEqual([
      ids.low,
      ids.mid,
      ids.high,
    ]);
    expect((await list('?sort=positioning&order=desc&limit=1')).results.map((r) => r.id)).toEqual([ids.high]);

    for (const bad of ['?level=great', '?minScore=200', '?from=yesterday', '?dimensionMin=10', '?sort=nope'])
      expect((await app.request(`/api/admin/diagnostic/results${bad}`, { headers: adminAuth })).status).toBe(
        400,
      );
  });

  it('shows one submission with every answer and the lead history', async () => {
    const res = await app.request(`/api/admin/diagnostic/results/${ids.mid}`, { headers: adminAuth });
    expect(res.status).toBe(200);
    const detail = adminResultDetailSchema.parse(await res.json());
    expect(detail.answers).toHaveLength(25);
    const vis4 = detail.answers.find((a) => a.questionId === 'vis-4')!;
    expect(vis4.labels.map((l) => l.en)).toEqual(['Logo and its variants', 'Colour palette']);
    expect(detail.answers.find((a) => a.questionId === 'pur-1')!.labels[0]!.en).toBe('Strongly agree');
    expect(detail.lead?.email).toBe(emails.mid);
    expect(detail.lead?.events.map((e) => e.kind)).toEqual(['diagnostic.completed']);
    expect(detail.recommendations).toHaveLength(3);
    expect(
      (await app.request(`/api/admin/diagnostic/results/${randomUUID()}`, { headers: adminAuth })).status,
    ).toBe(404);
  });

  it('exports CSV for Excel: BOM, header, escaped fields, filters applied', async () => {
    const res = await app.request('/api/admin/diagnostic/results.csv?sort=overall&order=asc', {
      headers: adminAuth,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="diagnostic-results-.*\.csv"/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,name,email,company,role,language,version,overall,level,purpose,positioning,visual,digital,content,reputation,shared',
    );
    expect(lines).toHaveLength(5); // header, three rows, final empty
    expect(lines[2]).toContain('"José ""Pepe"" Núñez, Jr."');
    expect(lines[2]).toContain(',52,developing,73,19,56,50,25,89,no');
    expect(lines[3]).toContain(`,'=cmd,`);
    const filtered = await (
      await app.request('/api/admin/diagnostic/results.csv?level=emerging', { headers: adminAuth })
    ).text();
    expect(filtered.split('\r\n')).toHaveLength(3);
  });

  it('counts the distribution per 10 points and per level', async () => {
    const res = await app.request('/api/admin/diagnostic/distribution', { headers: adminAuth });
    const dist = distributionSchema.parse(await res.json());
    expect(dist.total).toBe(3);
    expect(dist.buckets).toHaveLength(10);
    expect(dist.buckets[0]).toEqual({ from: 0, to: 9, count: 1 });
    expect(dist.buckets[5]).toEqual({ from: 50, to: 59, count: 1 });
    expect(dist.buckets[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(dist.levels).toEqual({ emerging: 1, developing: 1, established: 0, leading: 1 });
    const filtered = distributionSchema.parse(
      await (
        await app.request('/api/admin/diagnostic/distribution?from=2024-03-11', { headers: adminAuth })
      ).json(),
    );
    expect(filtered.total).toBe(2);
  });
});
