import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  myDiagnosticResultsSchema,
  resultSchema,
  submissionResponseSchema,
  type SubmissionInput,
} from '@contracts/diagnostic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { listMigrations, migrate } from '../../platform/db/migrate';
import { mailJobPayloadSchema } from '../../platform/mail/outbox';
import { paths } from '../../platform/paths';
import { openReadyDatabase, testEngines } from '../../test/databases';
import { mixedAnswers } from '../../test/fixtures/diagnostic-answers';
import { getShared } from './service';
import { MODULE_TEST_ENV, testApp } from '../../test/app';

// Issue 14, points 3 and 4 (ADR 023): results are private until shared; the taker reaches them on any device.
describe.each(testEngines)('diagnostic privacy on $name', (engine) => {
  let database: Database;
  let t: ReturnType<typeof testApp>;
  let app: ReturnType<typeof testApp>['app'];
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });
  const submission = (overrides: Partial<SubmissionInput> = {}): SubmissionInput => ({
    version: 'v1',
    answers: mixedAnswers,
    name: 'Ana Prueba',
    email: `persona.${randomUUID().slice(0, 8)}@example.com`,
    consent: true,
    language: 'es',
    showName: false,
    ...overrides,
  });
  const submit = async (input: SubmissionInput) => {
    const res = await app.request('/api/diagnostic/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: JSON.stringify(input),
    });
    expect(res.status).toBe(200);
    return submissionResponseSchema.parse(await res.json());
  };
  const sharing = (id: string, token: string, method: 'POST' | 'DELETE') =>
    app.request(`/api/diagnostic/results/${id}/share`, {
      method,
      headers: { 'x-result-token': token, ...from() },
    });
  const publicStatus = async (shareId: string) =>
    [
      (await app.request(`/api/diagnostic/shared/${shareId}`)).status,
      (await app.request(`/api/diagnostic/shared/${shareId}/image.png?lang=en`)).status,
    ] as const;
  const mailOf = async (id: string) => {
    const [job] = await database.sql.query<{ payload: unknown }>(
      'select payload from jobs where dedupe_key = $1',
      [`mail:diagnostic.result:${id}`],
    );
    return mailJobPayloadSchema.parse(job!.payload);
  };
  const linkTokenOf = (text: string, id: string) =>
    new RegExp(`/diagnostico-resultados\\?id=${id}#token=([A-Za-z0-9_-]+)`).exec(text)![1]!;

  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    t = testApp(database, { env: MODULE_TEST_ENV });
    app = t.app;
  });
  afterAll(() => database.close());

  it('keeps a result private until its taker shares it; share and stop sharing are explicit and idempotent', async () => {
    const { result, resultToken } = await submit(submission());
    expect(result).toMatchObject({ shared: false, sharedAt: null });
    // Never shared: the public page and its card are as unknown as a made-up id.
    expect(await publicStatus(result.shareId)).toEqual([404, 404]);

    const shared = resultSchema.parse(await (await sharing(result.id, resultToken, 'POST')).json());
    expect(shared.shared).toBe(true);
    expect(shared.sharedAt).not.toBeNull();
    expect(shared.shareId).toBe(result.shareId);
    expect(await publicStatus(result.shareId)).toEqual([200, 200]);
    // Sharing twice changes nothing.
    const again = resultSchema.parse(await (await sharing(result.id, resultToken, 'POST')).json());
    expect(again).toEqual(shared);

    const stopped = resultSchema.parse(await (await sharing(result.id, resultToken, 'DELETE')).json());
    expect(stopped).toMatchObject({ shared: false, sharedAt: null });
    expect(await publicStatus(result.shareId)).toEqual([404, 404]);
    expect((await sharing(result.id, resultToken, 'DELETE')).status).toBe(200);

    // Shared again: a new public link, and the withdrawn one stays dead for whoever kept it.
    const reshared = resultSchema.parse(await (await sharing(result.id, resultToken, 'POST')).json());
    expect(reshared.shareId).not.toBe(result.shareId);
    expect(await publicStatus(reshared.shareId)).toEqual([200, 200]);
    expect(await publicStatus(result.shareId)).toEqual([404, 404]);

    // Only the taker: a wrong token or no token.
    expect((await sharing(result.id, 'x'.repeat(43), 'DELETE')).status).toBe(404);
    expect((await app.request(`/api/diagnostic/results/${result.id}/share`, { method: 'POST' })).status).toBe(
      400,
    );
    expect(await publicStatus(reshared.shareId)).toEqual([200, 200]);
  });

  it.each(['es', 'en'] as const)(
    'e-mails (%s) a private link that opens the full results on any device and can share and stop sharing',
    async (language) => {
      const { result } = await submit(submission({ language }));
      const mail = await mailOf(result.id);
      expect(mail.lang).toBe(language);
      expect(mail.text).not.toContain('/shared/');
      expect(mail.text).toContain(
        language === 'es' ? 'Tus resultados son privados' : 'Your results are private',
      );
      expect(mail.html).toContain(`/diagnostico-resultados?id=${result.id}#token=`);
      const linkToken = linkTokenOf(mail.text, result.id);

      // Another device: only the link's token, no token from the submit answer.
      const read = await app.request(`/api/diagnostic/results/${result.id}`, {
        headers: { 'x-result-token': linkToken },
      });
      expect(read.status).toBe(200);
      const full = resultSchema.parse(await read.json());
      expect(full.recommendations.length).toBeGreaterThan(0);
      expect(full.shared).toBe(false);

      expect((await sharing(result.id, linkToken, 'POST')).status).toBe(200);
      expect((await app.request(`/api/diagnostic/shared/${result.shareId}`)).status).toBe(200);
      expect((await sharing(result.id, linkToken, 'DELETE')).status).toBe(200);
      expect((await app.request(`/api/diagnostic/shared/${result.shareId}`)).status).toBe(404);

      // The link's token opens only its own result.
      const other = await submit(submission({ language }));
      expect(
        (
          await app.request(`/api/diagnostic/results/${other.result.id}`, {
            headers: { 'x-result-token': linkToken },
          })
        ).status,
      ).toBe(404);
    },
  );

  it('lists a signed-in person’s results by confirmed e-mail, newest first, with share and stop sharing', async () => {
    const address = `cuenta.${randomUUID().slice(0, 8)}@example.com`;
    // A real account, signed in; its address starts unconfirmed (as before the mailed link is followed).
    const { headers: auth, userId } = await t.account(address);
    const me = (suffix = '', method = 'GET') =>
      app.request(`/api/me/diagnostic${suffix}`, { method, headers: auth });
    await database.sql.query('update auth_users set email_confirmed_at = null where id = $1', [userId]);

    const first = await submit(submission({ email: address.toUpperCase(), language: 'en' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await submit(submission({ email: address }));
    const strangers = await submit(submission());

    expect((await app.request('/api/me/diagnostic')).status).toBe(401);
    // Not confirmed yet: nothing is theirs (anyone can sign up with someone else's address).
    expect(myDiagnosticResultsSchema.parse(await (await me()).json())).toEqual({ results: [] });
    expect((await me(`/${first.result.id}`)).status).toBe(404);
    expect((await me(`/${first.result.id}/share`, 'POST')).status).toBe(404);

    await database.sql.query('update auth_users set email_confirmed_at = now() where id = $1', [userId]);
    // Confirmed (as autoconfirm does) is not enough: only a proven address owns results (ADR 031).
    expect(myDiagnosticResultsSchema.parse(await (await me()).json())).toEqual({ results: [] });
    await database.sql.query('update auth_users set email_proven_at = now() where id = $1', [userId]);
    const response = await me();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { results } = myDiagnosticResultsSchema.parse(await response.json());
    expect(results.map((r) => r.id)).toEqual([second.result.id, first.result.id]);
    expect(results[0]).toMatchObject({ overall: 52, shared: false, sharedAt: null });
    expect(results[0]!.recommendations.length).toBeGreaterThan(0);

    const one = await me(`/${first.result.id}`);
    expect(resultSchema.parse(await one.json()).id).toBe(first.result.id);
    expect((await me(`/${strangers.result.id}`)).status).toBe(404);
    expect((await me('/not-a-uuid')).status).toBe(400);

    const shared = resultSchema.parse(await (await me(`/${first.result.id}/share`, 'POST')).json());
    expect(shared.shared).toBe(true);
    expect((await app.request(`/api/diagnostic/shared/${shared.shareId}`)).status).toBe(200);
    const stopped = resultSchema.parse(await (await me(`/${first.result.id}/share`, 'DELETE')).json());
    expect(stopped.shared).toBe(false);
    expect((await app.request(`/api/diagnostic/shared/${shared.shareId}`)).status).toBe(404);
    // Someone else's result cannot be shared from this account.
    expect((await me(`/${strangers.result.id}/share`, 'POST')).status).toBe(404);
    expect((await app.request(`/api/diagnostic/shared/${strangers.result.shareId}`)).status).toBe(404);
  });
});

describe.each(testEngines)('migration 0012 on $name', (engine) => {
  it('makes every result that was never explicitly shared private, and keeps revoked ones revoked', async () => {
    const database = await engine.open();
    try {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'estudio-0012-'));
      const all = listMigrations(paths.migrations());
      const copy = (name: string, sql: string) => fs.writeFileSync(path.join(dir, name), sql);
      for (const m of all.filter((m) => m.name < '0012')) copy(m.name, m.sql);
      await migrate(database.sql, dir);
      await database.sql.query(`insert into diagnostic_versions (id, definition) values ('v1', '{}'::jsonb)`);
      const insert = (shareId: string, revoked: boolean) =>
        database.sql.query(
          `insert into diagnostic_results (version, name, email, language, answers, scores, overall, level,
             share_id, share_revoked_at, revoke_token_hash, result_token_hashes, idempotency_key, request_hash)
           values ('v1', 'Ana', 'ana@example.com', 'es', '{}', '{}', 50, 'developing', $1,
             ${revoked ? 'now()' : 'null'}, 'hash', array['h']::text[], $1, 'r')`,
          [shareId],
        );
      // Before: a result answered 200 publicly unless revoked.
      await insert('publicbydefault1', false);
      await insert('revokedalready01', true);

      for (const m of all.filter((m) => m.name.startsWith('0012'))) copy(m.name, m.sql);
      expect(await migrate(database.sql, dir)).toEqual(['0012_diagnostic_privacy.sql']);
      const rows = await database.sql.query<{ share_id: string; shared_at: Date | null; revoked: boolean }>(
        'select share_id, shared_at, share_revoked_at is not null as revoked from diagnostic_results order by share_id',
      );
      expect(rows).toEqual([
        { share_id: 'publicbydefault1', shared_at: null, revoked: false },
        { share_id: 'revokedalready01', shared_at: null, revoked: true },
      ]);
      await expect(getShared(database.db, 'publicbydefault1')).rejects.toMatchObject({ status: 404 });
      await expect(getShared(database.db, 'revokedalready01')).rejects.toMatchObject({ status: 404 });
    } finally {
      await database.close();
    }
  });
});
