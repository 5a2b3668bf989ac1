import { expect } from 'vitest';
import { apiErrorBodySchema, type ApiErrorBody } from '@contracts/errors';
import type { Database } from '../../platform/db/client';
import { adminAccessToken } from '../../test/admin-session';
import { createTestApp } from '../../test/app';

/** The whole app with an admin and a visitor signed up, and a JSON caller (for the content admin tests). */
export async function contentAdminHarness(database: Database) {
  const env = { AUTH_AUTOCONFIRM: 'true', SITE_URL: 'http://localhost' };
  const app = createTestApp(database, { env });
  const response = await app.request('/auth/v1/signup', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'guest@estudio.test', password: 'calendula-42' }),
  });
  expect(response.status).toBe(200);
  const tokens = {
    admin: await adminAccessToken(app, database, env, 'owner@estudio.test'),
    visitor: ((await response.json()) as { access_token: string }).access_token,
  };

  /** Calls the API as the admin (or as `as`), answering the status and the parsed JSON body. */
  async function call(
    method: string,
    path: string,
    body?: unknown,
    as: 'admin' | 'visitor' | null = 'admin',
  ): Promise<{ status: number; body: unknown }> {
    const response = await app.request(path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(as ? { authorization: `Bearer ${tokens[as]}` } : {}),
      },
      body: body === undefined || ['GET', 'HEAD'].includes(method) ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** The error of an answer that must be an error, in the API shape. */
  const errorOf = (answer: { body: unknown }): ApiErrorBody['error'] =>
    apiErrorBodySchema.parse(answer.body).error;

  return { app, call, errorOf };
}
