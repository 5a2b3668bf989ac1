import { eq } from 'drizzle-orm';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { authErrors } from './errors';
import type { KeyStore } from '../credentials/keys';
import { parseRequiredCharacters } from '../credentials/passwords';
import { createRedirectPolicy } from './redirects';
import { authUsers } from '../schema';
import { createSessions } from './sessions';
import { isValidEmail, normalizeEmail, type Tx, type UserRow } from './users';
import { createVerification, type TokenType } from './verification';

export type Metadata = Record<string, unknown>;
export interface PkceInput {
  code_challenge?: string;
  code_challenge_method?: string;
}

export interface AuthDeps {
  db: Db;
  config: Config;
  keys: KeyStore;
}

/**
 * What every GoTrue flow shares, built once by createAuthService and handed to each flow: the database,
 * the auth settings, the signing keys, sessions, mailed links, the redirect policy and the password policy.
 */
export function createAuthContext(deps: AuthDeps) {
  const { db, config, keys } = deps;
  const auth = config.auth;
  const sessions = createSessions({
    db,
    keys,
    issuer: new URL('/auth/v1', config.siteUrl).href,
    expirySeconds: auth.jwtExpirySeconds,
    adminEmails: auth.adminEmails,
    adminRequireMfa: auth.adminRequireMfa,
  });
  const verification = createVerification({
    siteOrigin: config.siteUrl.origin,
    otpExpirySeconds: auth.otpExpirySeconds,
  });
  const redirect = createRedirectPolicy(config.siteUrl, auth.redirectAllowList);
  const policy = {
    minLength: auth.passwordMinLength,
    requiredCharacters: parseRequiredCharacters(auth.passwordRequiredCharacters),
  };
  return { db, config, auth, keys, sessions, verification, redirect, policy };
}

export type AuthContext = ReturnType<typeof createAuthContext>;
export type IssuedSession = Awaited<ReturnType<AuthContext['sessions']['issue']>>;

/** A GoTrue e-mail field: a valid address, normalized, or `invalid_email`. */
export function emailOf(raw: unknown): string {
  if (typeof raw !== 'string' || !isValidEmail(raw.trim())) throw authErrors.invalidEmail();
  return normalizeEmail(raw);
}

/** E-mails to one person are spaced (AUTH_EMAIL_FREQUENCY): a repeat within it is silently skipped. */
export function recentlySent(ctx: AuthContext, at: Date | null) {
  return !!at && Date.now() - at.getTime() < ctx.auth.emailFrequencySeconds * 1000;
}

/** Mails a link of `type`, starting its flow state (PKCE when the request carried a challenge). */
export async function sendLink(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  type: TokenType,
  redirectTo: string,
  pkce?: PkceInput & { method: string },
) {
  const flowStateId = await ctx.verification.startFlow(tx, {
    userId: user.id,
    challenge: pkce?.code_challenge,
    method: pkce?.code_challenge_method,
    authMethod: pkce?.method ?? type,
  });
  await ctx.verification.send(tx, user, type, { redirectTo, flowStateId });
}

/** Updates the user's row (and its `updatedAt`), returning the new row. */
export async function stamp(tx: Tx, user: UserRow, values: Partial<typeof authUsers.$inferInsert>) {
  const [row] = await tx
    .update(authUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(authUsers.id, user.id))
    .returning();
  return row!;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
