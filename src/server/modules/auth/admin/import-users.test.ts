import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../platform/config';
import type { Database } from '../../../platform/db/client';
import { openReadyDatabase, testEngines } from '../../../test/databases';
import { importUsers } from './import-users';
import { authUsers } from '../schema';

const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'http://localhost' });
const SENT = '2024-03-01T10:00:00Z';
const CONFIRMED = '2024-03-01T10:05:00Z';

// ADR 031: an imported address is proven only with evidence that a link was mailed to it, as migration 0017
// decided for the rows already here, or when the owner vouches for the whole export.
describe.each(testEngines)('imported accounts and proven addresses ($name)', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openReadyDatabase(engine);
  });
  afterAll(() => database.close());

  const provenOf = async (emails: string[]) => {
    const rows = await database.db
      .select({ email: authUsers.email, provenAt: authUsers.emailProvenAt })
      .from(authUsers)
      .where(inArray(authUsers.email, emails));
    return Object.fromEntries(rows.map((row) => [row.email, row.provenAt !== null]));
  };

  it('proves a confirmed row only when its confirmation was mailed', async () => {
    const rows = [
      { email: 'mailed@import.test', email_confirmed_at: CONFIRMED, confirmation_sent_at: SENT },
      { email: 'autoconfirmed@import.test', email_confirmed_at: CONFIRMED, confirmation_sent_at: null },
      { email: 'pending@import.test', email_confirmed_at: null, confirmation_sent_at: SENT },
    ];
    expect((await importUsers(database.db, config, rows)).imported).toBe(3);
    expect(await provenOf(rows.map((row) => row.email))).toEqual({
      'mailed@import.test': true,
      'autoconfirmed@import.test': false,
      'pending@import.test': false,
    });
  });

  it('--vouch proves every confirmed row, never an unconfirmed one', async () => {
    const rows = [
      { email: 'vouched@import.test', email_confirmed_at: CONFIRMED },
      { email: 'unconfirmed@import.test', email_confirmed_at: null },
    ];
    expect((await importUsers(database.db, config, rows, { vouch: true })).imported).toBe(2);
    expect(await provenOf(rows.map((row) => row.email))).toEqual({
      'vouched@import.test': true,
      'unconfirmed@import.test': false,
    });
  });
});
