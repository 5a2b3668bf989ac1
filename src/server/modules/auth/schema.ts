import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const timestamps = {
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
};

export interface AppMetadata {
  provider?: string;
  providers?: string[];
  role?: 'admin' | 'visitor';
  /** Set only by the `npm run admin` command: an admin whose address is not in ADMIN_EMAILS. */
  admin_granted?: boolean;
  [key: string]: unknown;
}

/** Accounts, with GoTrue's meanings (auth.users). E-mail is stored lower-cased. */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id, or a bcrypt hash imported from GoTrue until the next sign-in re-hashes it; null: none set. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: tz('email_confirmed_at'),
    /**
     * When the address was proven: a link or code sent to it was followed, or the owner vouched for it (admin
     * API's email_confirm, the users import, `npm run admin`). AUTH_AUTOCONFIRM confirms without proving;
     * an e-mail change clears it until the new address is proven. Not part of GoTrue's user JSON (ADR 031).
     */
    emailProvenAt: tz('email_proven_at'),
    confirmationSentAt: tz('confirmation_sent_at'),
    recoverySentAt: tz('recovery_sent_at'),
    /** An e-mail change waiting for confirmation from both addresses. */
    emailChange: text('email_change'),
    emailChangeSentAt: tz('email_change_sent_at'),
    /** 0: nothing confirmed yet; 1: one of the two addresses confirmed. */
    emailChangeConfirmStatus: integer('email_change_confirm_status').notNull().default(0),
    lastSignInAt: tz('last_sign_in_at'),
    appMetadata: jsonb('app_metadata').$type<AppMetadata>().notNull().default({}),
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    bannedUntil: tz('banned_until'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_users_email_key').on(t.email),
    check('auth_users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const authIdentities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull(),
    lastSignInAt: tz('last_sign_in_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('auth_identities_provider_key').on(t.provider, t.providerId)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull().default('aal1'),
    /** How the session was opened (JWT amr claim): password, otp, magiclink, email/signup, recovery, pkce. */
    amrMethod: text('amr_method').notNull(),
    /** The factor whose code raised the session to aal2, and when (the amr claim's "totp" entry). */
    factorId: uuid('factor_id').references((): AnyPgColumn => authMfaFactors.id, { onDelete: 'set null' }),
    mfaVerifiedAt: tz('mfa_verified_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: tz('refreshed_at'),
    ...timestamps,
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/**
 * Second factors (TOTP only), as GoTrue's mfa_factors: 'unverified' until a first code is verified. The secret
 * is never answered again after enrolment; last_used_step is the 30-second step of the last accepted code,
 * so a code is accepted once (ADR 034).
 */
export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: text('factor_type').notNull().default('totp'),
    status: text('status').$type<'unverified' | 'verified'>().notNull().default('unverified'),
    secret: text('secret').notNull(),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    lastChallengedAt: tz('last_challenged_at'),
    ...timestamps,
  },
  (t) => [
    index('auth_mfa_factors_user_idx').on(t.userId),
    uniqueIndex('auth_mfa_factors_user_name_key')
      .on(t.userId, t.friendlyName)
      .where(sql`trim(${t.friendlyName}) <> ''`),
    check('auth_mfa_factors_status', sql`${t.status} in ('unverified', 'verified')`),
    check('auth_mfa_factors_type', sql`${t.factorType} = 'totp'`),
  ],
);

/** A challenge: spent by one verification from the address that asked for it, within five minutes. */
export const authMfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => authMfaFactors.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    verifiedAt: tz('verified_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_mfa_challenges_factor_idx').on(t.factorId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; `parent` is the hash of the token it replaced. */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    parent: text('parent'),
    revoked: boolean('revoked').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('auth_refresh_tokens_hash_key').on(t.tokenHash),
    index('auth_refresh_tokens_session_idx').on(t.sessionId),
  ],
);

/**
 * E-mailed one-time tokens: a random link token (stored hashed) and a 6-digit code (stored hashed with
 * the address it was sent to). One live token per (user, type): a new one replaces the old.
 */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** confirmation · recovery · magiclink · email_change_current · email_change_new */
    tokenType: text('token_type').notNull(),
    linkHash: text('link_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    relatesTo: text('relates_to').notNull(),
    /** PKCE: the flow state the link completes (the link then redirects with ?code=). */
    flowStateId: uuid('flow_state_id'),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_one_time_tokens_user_type_key').on(t.userId, t.tokenType),
    uniqueIndex('auth_one_time_tokens_link_key').on(t.linkHash),
    index('auth_one_time_tokens_code_idx').on(t.codeHash),
  ],
);

/** PKCE flow states: the code challenge given when the flow started and, once verified, the auth code. */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    authCode: text('auth_code').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    codeChallengeMethod: text('code_challenge_method').notNull(),
    authenticationMethod: text('authentication_method').notNull(),
    authCodeIssuedAt: tz('auth_code_issued_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_flow_states_code_key').on(t.authCode)],
);

/** JWT signing keys generated on first start; a retired key stays published until its tokens expire. */
export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  retiredAt: tz('retired_at'),
});

/**
 * Sliding-log rate limits shared by every instance (platform/rate-limit.ts, ADR 032): per key, the times of
 * the hits allowed within the last window (at most the limit), whether the latest hit was allowed, and when
 * the row stops mattering (swept after).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: tz('hits').array().notNull(),
    allowed: boolean('allowed').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    // NULL: the person made no choice; the web keeps the detected language (migration 0021).
    preferredLanguage: text('preferred_language'),
    avatarUrl: text('avatar_url'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [check('profiles_language', sql`${t.preferredLanguage} in ('es', 'en')`)],
);
