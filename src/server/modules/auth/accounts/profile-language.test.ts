import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { createTestApp } from '../../../test/app';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { createOrPromoteAdmin } from '../admin/admin-command';
import { importUsers } from '../admin/import-users';
import { authUsers, profiles } from '../schema';
import { profileLanguageFrom } from '../gotrue/users';

/**
 * A new profile's language is the one the account was created in (sign-up form, admin command, import), so the
 * first sign-in does not switch an English visitor to Spanish.
 */
const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost' });
const json = { 'content-type': 'application/json' };

describe('profileLanguageFrom', () => {
  it('reads preferred_language, a regional tag as its language, and is null (no choice) otherwise', () => {
    expect(profileLanguageFrom({ preferred_language: 'en' })).toBe('en');
    expect(profileLanguageFrom({ preferred_language: 'es' })).toBe('es');
    expect(profileLanguageFrom({ preferred_language: ' en-US ' })).toBe('en');
    expect(profileLanguageFrom({ preferred_language: 'EN_gb' })).toBe('en');
    expect(profileLanguageFrom({ preferred_language: 'es-MX' })).toBe('es');
    expect(profileLanguageFrom({ preferred_language: 'fr' })).toBeNull();
    expect(profileLanguageFrom({ preferred_language: 'english' })).toBeNull();
    expect(profileLanguageFrom({ preferred_language: ['en'] })).toBeNull();
    expect(profileLanguageFrom({})).toBeNull();
  });
});

describe.each(testEngines)("a new profile's language ($name)", (engine) => {
  let database: Database;
  let app: ReturnType<typeof createTestApp>;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
    app = createTestApp(database, { env: { SITE_URL: 'http://localhost' } });
  });
  afterAll(() => database.close());

  async function languageOf(email: string) {
    const [row] = await database.db
      .select({ lang: profiles.preferredLanguage })
      .from(profiles)
      .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
      .where(eq(authUsers.email, email));
    return row?.lang;
  }

  /** What the web shows after sign-in: the profile the API answers for the account's session. */
  async function profileAfterSignIn(email: string, password: string, via = app) {
    const token = await via.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const profile = await via.request('/api/me/profile', {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(profile.status).toBe(200);
    return (await profile.json()) as { preferredLanguage: string | null };
  }

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['en-US', 'en'],
    [undefined, null],
    ['fr', null],
  ])('sign-up with preferred_language %s gives a profile in %s', async (sent, expected) => {
    const email = `signup-${sent ?? 'none'}-${engine.name}@example.com`.toLowerCase();
    const response = await app.request('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email,
        password: 'Secreto2026',
        data: { full_name: 'Sam', ...(sent ? { preferred_language: sent } : {}) },
      }),
    });
    expect(response.status).toBe(200);
    expect(await languageOf(email)).toBe(expected);
  });

  it('the profile API answers null for a sign-up without a choice, and the choice once made', async () => {
    // Autoconfirmed, so the sign-up can sign in at once (the API's behaviour is the same either way).
    const open = createTestApp(database, { env: { SITE_URL: 'http://localhost', AUTH_AUTOCONFIRM: 'true' } });
    const email = `no-choice-${engine.name}@example.com`.toLowerCase();
    const signup = await open.request('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Secreto2026', data: { full_name: 'Sam' } }),
    });
    expect(signup.status).toBe(200);
    expect(await profileAfterSignIn(email, 'Secreto2026', open)).toMatchObject({ preferredLanguage: null });

    const chosen = `chose-en-${engine.name}@example.com`.toLowerCase();
    await open.request('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: chosen, password: 'Secreto2026', data: { preferred_language: 'en' } }),
    });
    expect(await profileAfterSignIn(chosen, 'Secreto2026', open)).toMatchObject({ preferredLanguage: 'en' });
  });

  it('a magic-link sign-up keeps the language of its metadata', async () => {
    const response = await app.request('/auth/v1/otp', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'otp-en@example.com', data: { preferred_language: 'en' } }),
    });
    expect(response.status).toBe(200);
    expect(await languageOf('otp-en@example.com')).toBe('en');
  });

  it('the admin command sets the language with --lang, and leaves it alone without', async () => {
    const created = await createOrPromoteAdmin(database.db, config, 'owner-en@example.com', 'Alex', 'en');
    expect(created.created).toBe(true);
    expect(await profileAfterSignIn('owner-en@example.com', created.password!)).toMatchObject({
      preferredLanguage: 'en',
    });
    // Promoting again without --lang keeps it; with --lang changes it.
    await createOrPromoteAdmin(database.db, config, 'owner-en@example.com');
    expect(await languageOf('owner-en@example.com')).toBe('en');
    await createOrPromoteAdmin(database.db, config, 'owner-en@example.com', '', 'es');
    expect(await languageOf('owner-en@example.com')).toBe('es');

    const plain = await createOrPromoteAdmin(database.db, config, 'owner-plain@example.com');
    expect(plain.created).toBe(true);
    expect(await languageOf('owner-plain@example.com')).toBeNull();
  });

  it('the users import keeps preferred_language when the export has it', async () => {
    const report = await importUsers(database.db, config, [
      { email: 'import-en@example.com', raw_user_meta_data: { preferred_language: 'en' } },
      { email: 'import-en-meta@example.com', user_metadata: { preferred_language: 'en-GB' } },
      { email: 'import-es@example.com', raw_user_meta_data: { preferred_language: 'es' } },
      { email: 'import-none@example.com', raw_user_meta_data: { full_name: 'Sin idioma' } },
    ]);
    expect(report.imported).toBe(4);
    expect(await languageOf('import-en@example.com')).toBe('en');
    expect(await languageOf('import-en-meta@example.com')).toBe('en');
    expect(await languageOf('import-es@example.com')).toBe('es');
    expect(await languageOf('import-none@example.com')).toBeNull();
  });
});
