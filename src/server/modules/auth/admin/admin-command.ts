import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@contracts/language';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { hashPassword } from '../credentials/passwords';
import { authMfaFactors, authSessions, authUsers, profiles } from '../schema';
import {
  findUserByEmail,
  insertUser,
  isValidEmail,
  markIdentityConfirmed,
  normalizeEmail,
} from '../gotrue/users';
import { createVerification } from '../gotrue/verification';

export interface AdminCreated {
  email: string;
  created: boolean;
  /** A one-time password for a new account (shown once, never stored in the clear). */
  password?: string;
  /** A link to set a password, for an existing account that has none or is not confirmed. */
  setPasswordLink?: string;
}

/**
 * `npm run admin -- create --email X [--name N] [--lang es|en]`: creates a confirmed admin with a one-time
 * password, or promotes an existing account (a confirmed one keeps its password; otherwise a set-password link
 * is issued). `language` is the profile's language, so the first sign-in shows it (without it a new account
 * has no choice, so the site keeps the visitor's detected language; an existing one keeps its own).
 */
export async function createOrPromoteAdmin(
  db: Db,
  config: Config,
  rawEmail: string,
  name = '',
  language?: Language,
): Promise<AdminCreated> {
  if (!isValidEmail(rawEmail.trim())) throw new Error(`"${rawEmail}" is not a valid e-mail address`);
  const email = normalizeEmail(rawEmail);
  const verification = createVerification({
    siteOrigin: config.siteUrl.origin,
    otpExpirySeconds: config.auth.otpExpirySeconds,
  });
  const setPasswordTarget = new URL('/nueva-contraseña', config.siteUrl).href;
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const password = `${randomBytes(9).toString('base64url')}7a`;
      await insertUser(tx, {
        email,
        passwordHash: await hashPassword(password),
        // The same metadata a sign-up carries, so the profile is made from it the same way.
        userMetadata: {
          ...(name ? { full_name: name } : {}),
          ...(language ? { preferred_language: language } : {}),
        },
        appMetadata: { admin_granted: true },
        confirmed: true,
        emailProven: true,
        adminEmails: config.auth.adminEmails,
      });
      return { email, created: true, password };
    }
    const [user] = await tx
      .update(authUsers)
      .set({
        appMetadata: { ...existing.appMetadata, admin_granted: true, role: 'admin' },
        emailConfirmedAt: existing.emailConfirmedAt ?? new Date(),
        // Whoever runs the command on the server vouches for the address.
        emailProvenAt: existing.emailProvenAt ?? new Date(),
        updatedAt: new Date(),
      })
      .where(eq(authUsers.id, existing.id))
      .returning();
    await markIdentityConfirmed(tx, user!);
    if (language)
      await tx
        .insert(profiles)
        .values({ userId: existing.id, preferredLanguage: language })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { preferredLanguage: language, updatedAt: new Date() },
        });
    if (existing.passwordHash && existing.emailConfirmedAt) return { email, created: false };
    const setPasswordLink = await verification.send(tx, user!, 'recovery', { redirectTo: setPasswordTarget });
    return { email, created: false, setPasswordLink };
  });
}

/**
 * `npm run admin -- remove-factors --email X`: the way back in for someone (the owner) who lost their
 * authenticator. Removes every factor of the account (verified or not, with their challenges) and ends all its
 * sessions, so no aal2 session outlives the factor and the next sign-in is password-only; they can enrol again.
 * Whoever runs it on the server vouches for the person, as with `create`.
 */
export async function removeFactors(db: Db, rawEmail: string): Promise<{ email: string; removed: number }> {
  if (!isValidEmail(rawEmail.trim())) throw new Error(`"${rawEmail}" is not a valid e-mail address`);
  const email = normalizeEmail(rawEmail);
  return db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) throw new Error(`no account with the address ${email}`);
    const removed = await tx
      .delete(authMfaFactors)
      .where(eq(authMfaFactors.userId, user.id))
      .returning({ id: authMfaFactors.id });
    // Their refresh tokens go with them (cascade).
    await tx.delete(authSessions).where(eq(authSessions.userId, user.id));
    return { email, removed: removed.length };
  });
}
