import { z } from 'zod';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { findUserByEmail, insertUser, isValidEmail } from '../gotrue/users';

/** One row of a Supabase/GoTrue export (`select * from auth.users` as JSON); extra fields are ignored. */
const exportedUserSchema = z.object({
  id: z.uuid().optional(),
  email: z.string(),
  encrypted_password: z.string().nullish(),
  email_confirmed_at: z.string().nullish(),
  confirmation_sent_at: z.string().nullish(),
  created_at: z.string().nullish(),
  raw_user_meta_data: z.record(z.string(), z.unknown()).nullish(),
  user_metadata: z.record(z.string(), z.unknown()).nullish(),
});
const exportSchema = z.union([z.array(exportedUserSchema), z.object({ users: z.array(exportedUserSchema) })]);

export interface ImportReport {
  imported: number;
  skipped: { email: string; reason: string }[];
}

export interface ImportOptions {
  /**
   * `--vouch`: the owner vouches that every confirmed address in the export belongs to its account (e.g. the
   * old site never ran with autoconfirm), so they are all proven (ADR 031).
   */
  vouch?: boolean;
}

/**
 * `npm run users:import -- file.json [--vouch]`: brings accounts over from Supabase/GoTrue. Their bcrypt
 * hashes verify as they are and are re-hashed to argon2id at each person's next sign-in. Existing addresses
 * are skipped, so running it twice is harmless.
 *
 * A confirmed address is proven only with evidence, as migration 0017 decided for rows already here: a
 * confirmation was mailed to it (`confirmation_sent_at`), or `--vouch`. An autoconfirmed row has neither
 * (anyone may have signed up with that address) and proves itself from the dashboard.
 */
export async function importUsers(
  db: Db,
  config: Config,
  json: unknown,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const parsed = exportSchema.parse(json);
  const users = Array.isArray(parsed) ? parsed : parsed.users;
  const report: ImportReport = { imported: 0, skipped: [] };
  for (const row of users) {
    const email = row.email.trim().toLowerCase();
    if (!isValidEmail(email)) {
      report.skipped.push({ email: row.email, reason: 'invalid e-mail address' });
      continue;
    }
    const hash = row.encrypted_password || null;
    if (hash && !/^\$2[aby]\$\d\d\$/.test(hash)) {
      report.skipped.push({ email, reason: 'password hash is not bcrypt' });
      continue;
    }
    await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        report.skipped.push({ email, reason: 'already has an account' });
        return;
      }
      await insertUser(tx, {
        id: row.id,
        createdAt: row.created_at ? new Date(row.created_at) : undefined,
        email,
        passwordHash: hash,
        userMetadata: row.raw_user_meta_data ?? row.user_metadata ?? {},
        confirmed: !!row.email_confirmed_at,
        emailProven: options.vouch === true || !!row.confirmation_sent_at,
        adminEmails: config.auth.adminEmails,
      });
      report.imported++;
    });
  }
  return report;
}
