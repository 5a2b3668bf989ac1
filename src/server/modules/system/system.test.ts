import { apiErrorBodySchema } from '@contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client';
import { createTestApp } from '../../test/app';
import { openReadyDatabase, testEngines } from '../../test/databases';

describe.each(testEngines)('health, errors and headers on $name', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  it('reports status, version and database connectivity', async () => {
    const res = await createTestApp(database).request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      status: 'ok',
      version: '0.0.0-test',
      database: { engine: engine.name, connected: true },
    });
  });

  it('reports 503 when the database does not answer', async () => {
    const broken: Database = {
      ...database,
      sql: { ...database.sql, query: () => Promise.reject(new Error('connection lost')) },
    };
    const res = await createTestApp(broken).request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: { connected: false } });
  });

  it('reports 503 and closes connections while the server drains for shutdown', async () => {
    const lifecycle = { draining: false };
    const app = createTestApp(database, { lifecycle });
    expect((await app.request('/api/health')).status).toBe(200);
    lifecycle.draining = true;
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toMatchObject({ status: 'stopping' });
  });

  it('documents every operation in OpenAPI, and each documented path answers', async () => {
    const app = createTestApp(database);
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/content/projects', '/api/content/projects/{slug}']),
    );
    // Each documented GET answers, signed out, with one of the statuses it documents.
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!operations.get) continue;
      const concrete = path.replace('{slug}', 'la-mansion').replace('{id}', '1');
      const status = (await app.request(concrete)).status;
      expect(Object.keys(operations.get.responses), `${concrete} answered ${status}`).toContain(
        String(status),
      );
    }
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await createTestApp(database).request('/api/nothing/here', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.parse(await res.json()).error.code).toBe('not_found');
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const app = createTestApp(database);
    const kept = await app.request('/api/health', { headers: { 'x-request-id': 'abc-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-12345678');
    const replaced = await app.request('/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers, and HSTS only on https sites', async () => {
    const plain = await createTestApp(database).request('/api/health');
    const csp = plain.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(?![^;]*unsafe-inline)/);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const secure = await createTestApp(database, { env: { SITE_URL: 'https://estudio.example' } }).request(
      '/api/health',
    );
    expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it("answers unknown /auth/v1 paths in GoTrue's error shape", async () => {
    const res = await createTestApp(database).request('/auth/v1/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });
});
