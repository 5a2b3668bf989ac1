import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client';
import { createTestApp } from './app';
import { openReadyDatabase, testEngines } from './databases';

/**
 * /api/openapi.json and the route table say the same (ADR 056): every /api route the app mounts is documented,
 * and every documented operation is mounted. Routes are contracts now, so a route mounted without its contract
 * in the module's list, or a contract nobody mounts, fails here.
 */

/** Mounted on purpose without an entry, each with its reason. */
const UNDOCUMENTED: Record<string, string> = {
  'get /api/openapi.json': 'the document itself',
};

describe('the OpenAPI document and the route table', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(testEngines[0]!);
  });
  afterAll(() => database.close());

  it('list the same operations (the local mailbox included, as in development)', async () => {
    const app = createTestApp(database, { env: { MAILBOX_ENABLED: 'true' } });
    const mounted = new Set(
      app.routes
        .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.endsWith('*'))
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}')}`),
    );
    const { paths } = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`)),
    );
    const undocumented = [...mounted].filter((op) => !documented.has(op) && !(op in UNDOCUMENTED));
    const unmounted = [...documented].filter((op) => !mounted.has(op));
    expect({ undocumented, unmounted }).toEqual({ undocumented: [], unmounted: [] });
  });
});
