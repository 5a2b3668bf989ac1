import { randomUUID } from 'node:crypto';
import { apiErrorBodySchema } from '@contracts/errors';
import {
  draftSavedSchema,
  draftSchema,
  questionnaireSchema,
  resultSchema,
  sharedResultSchema,
  submissionResponseSchema,
  type SubmissionInput,
} from '@contracts/diagnostic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { mailJobPayloadSchema } from '../../platform/mail/outbox';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { mixedAnswers } from '../../test/fixtures/diagnostic-answers';
import { MODULE_TEST_ENV, testApp } from '../../test/app';

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe.each(testEngines)('diagnostic API on $name', (engine) => {
  let database: Database;
  let app: ReturnType<typeof testApp>['app'];
  let ip = 0;
  /** Each test its own client address, so rate limits of one test never touch another. */
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });
  const email = () => `Persona.${randomUUID().slice(0, 8)}@Example.com`;
  const submission = (overrides: Partial<SubmissionInput> = {}): SubmissionInput => ({
    version: 'v1',
    answers: mixedAnswers,
    name: 'Ana Prueba',
    email: email(),
    consent: true,
    company: 'Despacho Prueba',
    role: 'Socia',
    language: 'es',
    showName: false,
    ...overrides,
  });
  const submit = async (input: SubmissionInput, headers: Record<string, string> = {}) =>
    app.request('/api/diagnostic/results', { method: 'POST', ...json(input, { ...from(), ...headers }) });

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = testApp(database, { env: MODULE_TEST_ENV }).app;
  });
  afterAll(() => database.close());

  it('serves the current questionnaire from the database, without weights', async () => {
    const res = await app.request('/api/diagnostic/questionnaire');
    expect(res.status).toBe(200);
    const body = await res.json();
    const questionnaire = questionnaireSchema.parse(body);
    expect(questionnaire.version).toBe('v1');
    expect(questionnaire.questions).toHaveLength(25);
    expect(JSON.stringify(body)).not.toContain('"weight"');
    expect(JSON.stringify(body)).not.toContain('upTo');
  });

  it('saves a draft and reads it back only with its token', async () => {
    const address = email();
    const put = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      ...json({ email: address, version: 'v1', answers: { 'pur-1': 4 } }, from()),
    });
    expect(put.status).toBe(200);
    const { draftToken } = draftSavedSchema.parse(await put.json());
    expect(draftToken.length).toBeGreaterThanOrEqual(32);

    // Updating with the token keeps it.
    const again = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      ...json(
        { email: address, version: 'v1', answers: { 'pur-1': 4, 'pur-3': 'once' }, draftToken },
        from(),
      ),
    });
    expect(draftSavedSchema.parse(await again.json()).draftToken).toBe(draftToken);

    const query = `/api/diagnostic/drafts?email=${encodeURIComponent(address)}&version=v1`;
    const read = await app.request(query, { headers: { 'x-draft-token': draftToken } });
    expect(read.status).toBe(200);
    const draft = draftSchema.parse(await read.json());
    expect(draft.answers).toEqual({ 'pur-1': 4, 'pur-3': 'once' });
    expect(draft.email).toBe(address.toLowerCase());

    expect((await app.request(query)).status).toBe(400);
    expect((await app.request(query, { headers: { 'x-draft-token': 'wrong-token' } })).status).toBe(404);

    // Someone else saving for that e-mail gets a new token; the old one no longer reads the draft.
    const stranger = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      ...json({ email: address, version: 'v1', answers: { 'pur-1': 1 } }, from()),
    });
    const strangerToken = draftSavedSchema.parse(await stranger.json()).draftToken;
    expect(strangerToken).not.toBe(draftToken);
    expect((await app.request(query, { headers: { 'x-draft-token': draftToken } })).status).toBe(404);
  });

  it('mails a resume link (token in the fragment) only to the holder of the draft token, once per 10 minutes', async () => {
    const address = email();
    const put = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      ...json({ email: address, version: 'v1', answers: { 'pur-1': 5 } }, from()),
    });
    const { draftToken } = draftSavedSchema.parse(await put.json());
    const ask = (body: Record<string, unknown>) =>
      app.request('/api/diagnostic/drafts/resume-link', { method: 'POST', ...json(body, from()) });
    const body = { email: address, version: 'v1', draftToken, language: 'en' };

    expect((await ask({ ...body, draftToken: 'not-the-token' })).status).toBe(404);
    const bad = await ask({ ...body, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(Object.keys(apiErrorBodySchema.parse(await bad.json()).error.fields ?? {})).toContain('email');

    expect((await ask(body)).status).toBe(200);
    expect((await ask(body)).status).toBe(200);
    const jobs = await database.sql.query<{ payload: unknown }>(
      "select payload from jobs where kind = 'mail.send' and payload->>'to' = $1",
      [address.toLowerCase()],
    );
    expect(jobs).toHaveLength(1);
    const mail = mailJobPayloadSchema.parse(jobs[0]!.payload);
    expect(mail.subject).toContain('Continue your personal brand diagnostic');
    const link = new URL(/https?:\/\/\S+#\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/diagnostico-cuestionario');
    expect(link.search).toBe('');
    const fragment = new URLSearchParams(link.hash.slice(1));
    expect(fragment.get('resume')).toBe(draftToken);
    expect(fragment.get('email')).toBe(address.toLowerCase());
  });

  it('rejects draft answers that do not fit the version', async () => {
    const res = await app.request('/api/diagnostic/drafts', {
      method: 'PUT',
      ...json({ email: email(), version: 'v1', answers: { 'pur-1': 9, nope: 1 } }, from()),
    });
    expect(res.status).toBe(400);
    const body = apiErrorBodySchema.parse(await res.json());
    expect(body.error.fields).toEqual({
      'answers.pur-1': ['out_of_range'],
      'answers.nope': ['unknown_question'],
    });
  });

  it('submits: scores, creates the lead, queues the results mail, all at once', async () => {
    const input = submission({ email: email() });
    const res = await submit(input);
    expect(res.status).toBe(200);
    const { result, resultToken } = submissionResponseSchema.parse(await res.json());
    expect(result.overall).toBe(52);
    expect(result.level).toBe('developing');
    expect(result.weakest).toEqual(['positioning', 'content', 'digital']);
    expect(result.shareId).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(resultToken.length).toBeGreaterThanOrEqual(32);

    const leads = await database.sql.query<{ id: string; email: string; sources: string[]; company: string }>(
      'select id, email, sources, company from leads where email = $1',
      [input.email.toLowerCase()],
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]!.sources).toEqual(['diagnostic']);
    const events = await database.sql.query<{ kind: string; data: { resultId: string } }>(
      'select kind, data from lead_events where lead_id = $1',
      [leads[0]!.id],
    );
    expect(events.map((e) => [e.kind, e.data.resultId])).toEqual([['diagnostic.completed', result.id]]);

    const jobs = await database.sql.query<{ payload: unknown }>(
      'select payload from jobs where dedupe_key = $1',
      [`mail:diagnostic.result:${result.id}`],
    );
    expect(jobs).toHaveLength(1);
    const mail = mailJobPayloadSchema.parse(jobs[0]!.payload);
    expect(mail.to).toBe(input.email.toLowerCase());
    expect(mail.lang).toBe('es');
    expect(mail.text).toContain('52 de 100');
    expect(mail.text).toContain('Posicionamiento y diferenciación');
    // The private link to the full results (ADR 023), never the public page of a result nobody shared.
    expect(mail.text).toMatch(
      new RegExp(`http://estudio.test/diagnostico-resultados\\?id=${result.id}#token=[A-Za-z0-9_-]{32}`),
    );
    expect(mail.text).not.toContain('/shared/');
  });

  it('a double submit gives one result (header key, body id, or the same payload)', async () => {
    const input = submission();
    const key = { 'idempotency-key': `key-${randomUUID()}` };
    const [a, b] = await Promise.all([submit(input, key), submit(input, key)]);
    const first = submissionResponseSchema.parse(await a.json());
    const second = submissionResponseSchema.parse(await b.json());
    expect(second.result.id).toBe(first.result.id);
    // Both answers carry a token that works.
    for (const token of [first.resultToken, second.resultToken])
      expect(
        (
          await app.request(`/api/diagnostic/results/${first.result.id}`, {
            headers: { 'x-result-token': token },
          })
        ).status,
      ).toBe(200);

    const withId = submission({ submissionId: `sub-${randomUUID()}` });
    const c = submissionResponseSchema.parse(await (await submit(withId)).json());
    const d = submissionResponseSchema.parse(await (await submit(withId)).json());
    expect(d.result.id).toBe(c.result.id);

    const plain = submission();
    const e = submissionResponseSchema.parse(await (await submit(plain)).json());
    const f = submissionResponseSchema.parse(await (await submit(plain)).json());
    expect(f.result.id).toBe(e.result.id);

    const count = await database.sql.query<{ n: number }>(
      'select count(*)::int as n from diagnostic_results where email = any($1)',
      [[input.email, withId.email, plain.email].map((x) => x.toLowerCase())],
    );
    expect(count[0]!.n).toBe(3);
    const mails = await database.sql.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'mail.send' and payload->>'to' = $1`,
      [input.email.toLowerCase()],
    );
    expect(mails[0]!.n).toBe(1);

    // The same key for other answers is a conflict, not someone else's result.
    const reused = await submit(submission(), key);
    expect(reused.status).toBe(409);
  });

  it('updates the same lead for a second diagnostic by the same e-mail (any case)', async () => {
    const address = email();
    await submit(submission({ email: address, company: 'Primera' }));
    await submit(
      submission({
        email: address.toUpperCase(),
        company: undefined,
        answers: { ...mixedAnswers, 'pur-1': 1 },
      }),
    );
    const leads = await database.sql.query<{ id: string; company: string }>(
      'select id, company from leads where email = $1',
      [address.toLowerCase()],
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]!.company).toBe('Primera');
    const events = await database.sql.query('select 1 from lead_events where lead_id = $1', [leads[0]!.id]);
    expect(events).toHaveLength(2);
  });

  it('rejects bad submissions with field errors', async () => {
    const { 'rep-4': _gone, ...incomplete } = mixedAnswers;
    const cases: [SubmissionInput | Record<string, unknown>, string[]][] = [
      [submission({ answers: incomplete }), ['answers.rep-4']],
      [submission({ answers: { ...mixedAnswers, 'pur-1': 0 } }), ['answers.pur-1']],
      [submission({ answers: { ...mixedAnswers, extra: 3 } }), ['answers.extra']],
      [submission({ version: 'v0' }), ['version']],
      [{ ...submission(), consent: false }, ['consent']],
      [{ ...submission(), email: 'not-an-email', name: '' }, ['name', 'email']],
    ];
    for (const [input, fields] of cases) {
      const res = await submit(input as SubmissionInput);
      expect(res.status).toBe(400);
      const body = apiErrorBodySchema.parse(await res.json());
      expect(Object.keys(body.error.fields ?? {}).sort()).toEqual([...fields].sort());
    }
    const malformed = await app.request('/api/diagnostic/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  });

  it('shows a result only with its token', async () => {
    const { result, resultToken } = submissionResponseSchema.parse(await (await submit(submission())).json());
    const path = `/api/diagnostic/results/${result.id}`;
    const ok = await app.request(path, { headers: { 'x-result-token': resultToken } });
    expect(ok.status).toBe(200);
    expect(resultSchema.parse(await ok.json())).toEqual(result);
    expect((await app.request(path)).status).toBe(400);
    expect((await app.request(path, { headers: { 'x-result-token': 'x'.repeat(32) } })).status).toBe(404);
    expect(
      (
        await app.request('/api/diagnostic/results/not-a-uuid', {
          headers: { 'x-result-token': resultToken },
        })
      ).status,
    ).toBe(400);
  });

  const share = (id: string, token: string) =>
    app.request(`/api/diagnostic/results/${id}/share`, {
      method: 'POST',
      headers: { 'x-result-token': token, ...from() },
    });

  it('shares without personal data unless the name is shown, and revokes with the token', async () => {
    const submitted = submissionResponseSchema.parse(await (await submit(submission())).json());
    const hidden = submitted.result;
    expect((await share(hidden.id, submitted.resultToken)).status).toBe(200);
    const res = await app.request(`/api/diagnostic/shared/${hidden.shareId}`);
    expect(res.status).toBe(200);
    const raw = await res.json();
    const shared = sharedResultSchema.parse(raw);
    expect(shared.name).toBeNull();
    expect(shared.overall).toBe(52);
    const text = JSON.stringify(raw);
    for (const secret of ['Ana Prueba', '@example.com', 'Despacho', 'Socia', hidden.id])
      expect(text).not.toContain(secret);

    const namedSubmit = submissionResponseSchema.parse(
      await (await submit(submission({ showName: true }))).json(),
    );
    const named = namedSubmit.result;
    await share(named.id, namedSubmit.resultToken);
    expect(
      sharedResultSchema.parse(await (await app.request(`/api/diagnostic/shared/${named.shareId}`)).json())
        .name,
    ).toBe('Ana Prueba');

    // A result token (an e-mail from before ADR 023 carries a revoke token, which works the same way).
    const revokeToken = submitted.resultToken;
    const revokePath = `/api/diagnostic/shared/${hidden.shareId}/revoke`;
    expect(
      (await app.request(revokePath, { method: 'POST', ...json({ token: 'wrong' }, from()) })).status,
    ).toBe(404);
    expect((await app.request(`/api/diagnostic/shared/${hidden.shareId}`)).status).toBe(200);
    const revoked = await app.request(revokePath, {
      method: 'POST',
      ...json({ token: revokeToken }, from()),
    });
    expect(revoked.status).toBe(200);
    const gone = await app.request(`/api/diagnostic/shared/${hidden.shareId}`);
    expect(gone.status).toBe(404);
    expect(apiErrorBodySchema.parse(await gone.json()).error.code).toBe('not_found');
    // Again: still fine (idempotent).
    expect(
      (await app.request(revokePath, { method: 'POST', ...json({ token: revokeToken }, from()) })).status,
    ).toBe(200);

    expect((await app.request('/api/diagnostic/shared/unknownunknown00')).status).toBe(404);
    expect((await app.request('/api/diagnostic/shared/bad')).status).toBe(404);
  });

  it('draws a preview card of a share (PNG 1200×630) in either language, and none once revoked', async () => {
    const { result, resultToken } = submissionResponseSchema.parse(await (await submit(submission())).json());
    expect(result.levelText.name.es).toBe('En desarrollo');
    await share(result.id, resultToken);
    const image = async (lang: string) =>
      app.request(`/api/diagnostic/shared/${result.shareId}/image.png?lang=${lang}`);
    for (const lang of ['es', 'en']) {
      const res = await image(lang);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      // IHDR: width and height, big-endian, right after the signature and the chunk header.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
    await app.request(`/api/diagnostic/shared/${result.shareId}/revoke`, {
      method: 'POST',
      ...json({ token: resultToken }, from()),
    });
    expect((await image('es')).status).toBe(404);
    expect((await app.request('/api/diagnostic/shared/bad/image.png')).status).toBe(404);
  });

  it('the result token also revokes (the results page can stop sharing)', async () => {
    const { result, resultToken } = submissionResponseSchema.parse(await (await submit(submission())).json());
    await share(result.id, resultToken);
    const res = await app.request(`/api/diagnostic/shared/${result.shareId}/revoke`, {
      method: 'POST',
      ...json({ token: resultToken }, from()),
    });
    expect(res.status).toBe(200);
    const after = await app.request(`/api/diagnostic/results/${result.id}`, {
      headers: { 'x-result-token': resultToken },
    });
    expect(resultSchema.parse(await after.json()).shared).toBe(false);
  });

  it('limits submissions and draft saves per IP', async () => {
    const limited = testApp(database, {
      env: MODULE_TEST_ENV,
      limits: { diagnostic: { submitsPer10Min: 2, draftsPer5Min: 2 } },
    }).app;
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.request('/api/diagnostic/drafts', {
        method: 'PUT',
        ...json({ email: email(), version: 'v1', answers: {} }, headers),
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('rate_limited');
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    const submits: number[] = [];
    for (let i = 0; i < 3; i++)
      submits.push(
        (
          await limited.request('/api/diagnostic/results', {
            method: 'POST',
            ...json(submission(), headers),
          })
        ).status,
      );
    expect(submits).toEqual([200, 200, 429]);
  });
});
