import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../platform/db/client';
import { createTestApp } from '../../../test/app';
import { openReadyDatabase, testEngines } from '../../../test/databases';

/** GET /auth/v1/settings carries the password policy (our extension), so the web's hints follow the server's. */
describe.each(testEngines)('settings: the password policy ($name)', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  async function settingsWith(env: Record<string, string>) {
    const app = createTestApp(database, { env: { SITE_URL: 'http://localhost', ...env } });
    const response = await app.request('/auth/v1/settings');
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it("answers the product's default: 8 characters, a letter and a digit, beside GoTrue's fields", async () => {
    expect(await settingsWith({})).toMatchObject({
      external: { email: true },
      password_min_length: 8,
      password_required_characters: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789',
    });
  });

  it('answers the configured policy, an empty set of required characters included', async () => {
    expect(
      await settingsWith({ AUTH_PASSWORD_MIN_LENGTH: '12', AUTH_PASSWORD_REQUIRED_CHARACTERS: '' }),
    ).toMatchObject({ password_min_length: 12, password_required_characters: '' });
    expect(
      await settingsWith({ AUTH_PASSWORD_REQUIRED_CHARACTERS: String.raw`0123456789:!@#\:` }),
    ).toMatchObject({ password_required_characters: String.raw`0123456789:!@#\:` });
  });
});
