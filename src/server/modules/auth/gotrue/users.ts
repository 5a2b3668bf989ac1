import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Language } from '@contracts/language';
import type { Db } from '../../../platform/db/client';
import { factorJson, factorsOf, type FactorRow } from '../mfa/factors';
import { authIdentities, authUsers, profiles, type AppMetadata } from '../schema';

export type UserRow = typeof authUsers.$inferSelect;
export type IdentityRow = typeof authIdentities.$inferSelect;
/** The database or a transaction of it. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** A user in GoTrue's JSON shape (fields that are unset are left out, as GoTrue's omitempty does). */
export function userJson(user: UserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: { provider: 'email', providers: ['email'], ...user.appMetadata },
    user_metadata: user.userMetadata,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: iso(identity.lastSignInAt),
      created_at: iso(identity.createdAt),
      updated_at: iso(identity.updatedAt),
      email: user.email,
    })),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    // GoTrue leaves `factors` out when there are none (omitempty).
    factors: factors.length ? factors.map(factorJson) : undefined,
    banned_until: iso(user.bannedUntil),
    is_anonymous: false,
  };
  for (const key of Object.keys(json)) if (json[key] === undefined) delete json[key];
  return json;
}
export type UserJson = ReturnType<typeof userJson>;

/**
 * What sign-up answers for an address that already has an account: shaped like a brand-new,
 * unconfirmed user with a random id, so the answer reveals nothing (see ADR 006).
 */
export function obfuscatedUserJson(
  email: string,
  metadata: Record<string, unknown>,
  adminEmails: Set<string>,
) {
  const now = new Date();
  const id = randomUUID();
  // A new sign-up's address is not proven yet, so its role is what roleFor gives an unproven account.
  const unproven = { email, emailProvenAt: null };
  const fake = {
    id,
    email,
    passwordHash: null,
    emailConfirmedAt: null,
    emailProvenAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    emailChange: null,
    emailChangeSentAt: null,
    emailChangeConfirmStatus: 0,
    lastSignInAt: null,
    // As insertUser sets it: a missing role would tell the answer apart from a real sign-up's.
    appMetadata: { provider: 'email', providers: ['email'], role: roleFor(unproven, adminEmails) },
    userMetadata: metadata,
    bannedUntil: null,
    createdAt: now,
    updatedAt: now,
  } satisfies UserRow;
  return userJson(fake, [emailIdentity(fake, now)]);
}

function emailIdentity(user: Pick<UserRow, 'id' | 'email' | 'emailConfirmedAt'>, now: Date): IdentityRow {
  return {
    id: randomUUID(),
    userId: user.id,
    provider: 'email',
    providerId: user.id,
    identityData: { sub: user.id, email: user.email, email_verified: false, phone_verified: false },
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// GoTrue's check is a pragmatic one too: something@something.tld, no spaces, at most 255 characters.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isValidEmail = (email: string) => email.length <= 255 && EMAIL.test(email);

/** What the role is decided from: the stored address, whether it is proven, and the account's grant. */
export type RoleInputs = Pick<UserRow, 'email' | 'emailProvenAt'> & { appMetadata?: AppMetadata };

/**
 * The one rule for who is an administrator; the server decides it, never the client. Either the account was
 * promoted by the owner (`npm run admin -- create`: app_metadata.admin_granted, which no client can set), or
 * its address is in ADMIN_EMAILS *and proven* (ADR 031: a link or code sent to it was followed, or the owner
 * vouched for it). A confirmed but unproven address is not enough: with AUTH_AUTOCONFIRM anyone can sign up
 * with the owner's address, and would otherwise hold the admin area at once.
 */
export function roleFor(account: RoleInputs, adminEmails: Set<string>): 'admin' | 'visitor' {
  if (account.appMetadata?.admin_granted === true) return 'admin';
  return account.emailProvenAt && adminEmails.has(account.email.toLowerCase()) ? 'admin' : 'visitor';
}

/** `lock`: holds the row until the transaction ends, so concurrent mail requests for one account queue. */
export async function findUserByEmail(tx: Tx, email: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select()
    .from(authUsers)
    .where(eq(authUsers.email, normalizeEmail(email)));
  const [user] = options.lock ? await query.for('update') : await query;
  return user ?? null;
}

export async function findUserById(tx: Tx, id: string) {
  const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, id));
  return user ?? null;
}

export async function identitiesOf(tx: Tx, userId: string) {
  return tx.select().from(authIdentities).where(eq(authIdentities.userId, userId));
}

export async function loadUserJson(tx: Tx, user: UserRow) {
  return userJson(user, await identitiesOf(tx, user.id), await factorsOf(tx, [user.id]));
}

/**
 * The language a new account's profile starts with: the `preferred_language` of its metadata, which the sign-up
 * form sets to the language on screen (the admin command's --lang and an import's metadata land there too), so
 * the first sign-in shows the language the person registered in. A tag such as "en-US" counts as its language.
 * Without one (or with a language the site does not offer) null: no choice, so the web keeps the detected one.
 */
export function profileLanguageFrom(metadata: Record<string, unknown>): Language | null {
  const value = metadata.preferred_language;
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'en' || primary === 'es' ? primary : null;
}

/** Creates the user, its e-mail identity and its profile in the caller's transaction. */
export async function insertUser(
  tx: Tx,
  input: {
    /** Kept when importing accounts from another GoTrue, so references to them stay valid. */
    id?: string;
    createdAt?: Date;
    email: string;
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    appMetadata?: AppMetadata;
    confirmed: boolean;
    /**
     * Whether the address counts as proven (ADR 031): true only when the owner vouches for it (admin API,
     * import, admin command). Autoconfirm confirms without proving; a mailed link proves it later.
     */
    emailProven: boolean;
    /** ADMIN_EMAILS: the role follows from them and the account's proof and grant (roleFor). */
    adminEmails: Set<string>;
  },
): Promise<UserRow> {
  const now = new Date();
  const email = normalizeEmail(input.email);
  const emailProvenAt = input.confirmed && input.emailProven ? now : null;
  const role = roleFor({ email, emailProvenAt, appMetadata: input.appMetadata }, input.adminEmails);
  const [user] = await tx
    .insert(authUsers)
    .values({
      ...(input.id ? { id: input.id } : {}),
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      email,
      passwordHash: input.passwordHash,
      userMetadata: input.userMetadata,
      appMetadata: { ...input.appMetadata, provider: 'email', providers: ['email'], role },
      emailConfirmedAt: input.confirmed ? now : null,
      emailProvenAt,
    })
    .returning();
  const identity = emailIdentity(user!, now);
  identity.identityData.email_verified = input.confirmed;
  await tx.insert(authIdentities).values(identity);
  const fullName = typeof input.userMetadata.full_name === 'string' ? input.userMetadata.full_name : '';
  const language = profileLanguageFrom(input.userMetadata);
  await tx
    .insert(profiles)
    .values({ userId: user!.id, fullName: fullName.slice(0, 120), preferredLanguage: language })
    .onConflictDoNothing();
  return user!;
}

/**
 * Keeps app_metadata.role in line with roleFor at every session issue and refresh, so the token's claim
 * follows ADMIN_EMAILS and the proof (a proven owner's next session is admin; the server decides, never the
 * client).
 */
export async function syncRole(tx: Tx, user: UserRow, adminEmails: Set<string>): Promise<UserRow> {
  const role = roleFor(user, adminEmails);
  if (user.appMetadata.role === role) return user;
  const [updated] = await tx
    .update(authUsers)
    .set({ appMetadata: { ...user.appMetadata, role } })
    .where(eq(authUsers.id, user.id))
    .returning();
  return updated!;
}

export async function markIdentityConfirmed(tx: Tx, user: UserRow) {
  await tx
    .update(authIdentities)
    .set({
      identityData: { sub: user.id, email: user.email, email_verified: true, phone_verified: false },
      updatedAt: new Date(),
    })
    .where(and(eq(authIdentities.userId, user.id), eq(authIdentities.provider, 'email')));
}

/**
 * The language of a mail to this person: the profile's choice, else `fallback` (the language of the request
 * that caused the mail when known, else Spanish, the product's default).
 */
export async function preferredLanguageOf(
  tx: Tx,
  userId: string,
  fallback: Language = 'es',
): Promise<Language> {
  const [row] = await tx
    .select({ lang: profiles.preferredLanguage })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.lang === 'en' || row?.lang === 'es' ? row.lang : fallback;
}
