import { sql } from 'drizzle-orm';
import {
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
    userAgent: text('user_agent'),
    ip: text('ip'),
    refreshedAt: tz('refreshed_at'),
    ...timestamps,
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
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
    preferredLanguage: text('preferred_language').notNull().default('es'),
    avatarUrl: text('avatar_url'),
    phone: text('phone'),
    ...timestamps,
  },
  (t) => [check('profiles_language', sql`${t.preferredLanguage} in ('es', 'en')`)],
);
