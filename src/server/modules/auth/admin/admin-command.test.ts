import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { jobs } from '../../../platform/jobs/schema';
import { createTestApp } from '../../../test/app';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { createOrPromoteAdmin } from './admin-command';
import { importUsers } from './import-users';
import { authUsers } from '../schema';

const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost' });

async function signIn(app: ReturnType<typeof createTestApp>, email: string, password: string) {
  return app.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe.each(testEngines)('admin command and user import ($name)', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  it('creates a confirmed admin with a one-time password that signs in as admin', async () => {
    const result = await createOrPromoteAdmin(database.db, config, 'Owner@Estudio.test', 'Alex');
    expect(result).toMatchObject({ email: 'owner@estudio.test', created: true });
    const response = await signIn(createTestApp(database), 'owner@estudio.test', result.password!);
    expect(response.status).toBe(200);
    const session = (await response.json()) as { user: { app_metadata: { role: string } } };
    expect(session.user.app_metadata.role).toBe('admin');
    // Running it again promotes the same account and prints no new password.
    expect(await createOrPromoteAdmin(database.db, config, 'owner@estudio.test')).toEqual({
      email: 'owner@estudio.test',
      created: false,
    });
  });

  it('promotes an unconfirmed account and issues a set-password link (also mailed)', async () => {
    const app = createTestApp(database, { env: { SITE_URL: 'http://localhost' } });
    await app.request('/auth/v1/otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'helper@estudio.test' }),
    });
    const result = await createOrPromoteAdmin(database.db, config, 'helper@estudio.test');
    expect(result.setPasswordLink).toMatch(/\/auth\/v1\/verify\?token=.+&type=recovery&redirect_to=/);
    const mails = await database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(mails.some((job) => (job.payload as { to?: string }).to === 'helper@estudio.test')).toBe(true);
  });

  it('imports GoTrue users; their bcrypt password signs in and is re-hashed to argon2id', async () => {
    const exported = [
      {
        id: '0b7c6f0e-3c1a-4f7e-9d7a-2b1d6a4c9e11',
        email: 'Imported@Example.com',
        encrypted_password: bcrypt.hashSync('girasol-2024', 10),
        email_confirmed_at: '2025-01-02T03:04:05Z',
        raw_user_meta_data: { full_name: 'Imported Person' },
      },
      { email: 'not-an-address', encrypted_password: null },
      { email: 'owner@estudio.test', encrypted_password: null },
    ];
    const report = await importUsers(database.db, config, exported);
    expect(report.imported).toBe(1);
    expect(report.skipped.map((skip) => skip.reason)).toEqual([
      'invalid e-mail address',
      'already has an account',
    ]);
    expect((await importUsers(database.db, config, exported)).imported).toBe(0);

    const app = createTestApp(database);
    expect((await signIn(app, 'imported@example.com', 'wrong-password-1')).status).toBe(400);
    expect((await signIn(app, 'imported@example.com', 'girasol-2024')).status).toBe(200);
    const [row] = await database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, 'imported@example.com'));
    expect(row!.id).toBe('0b7c6f0e-3c1a-4f7e-9d7a-2b1d6a4c9e11');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await signIn(app, 'imported@example.com', 'girasol-2024')).status).toBe(200);
  });
});
