import { count, desc, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { AuthError, authErrors } from '../gotrue/errors';
import type { KeyStore } from '../credentials/keys';
import { createMfa } from '../mfa/mfa';
import { adminFactorRoutes } from '../mfa/mfa-routes';
import { checkPasswordStrength, hashPassword, parseRequiredCharacters } from '../credentials/passwords';
import { authIdentities, authUsers, profiles } from '../schema';
import { UUID } from '../gotrue/sessions';
import type { AuthService } from '../gotrue/service';
import { factorsOf } from '../mfa/factors';
import {
  findUserByEmail,
  insertUser,
  isValidEmail,
  loadUserJson,
  normalizeEmail,
  roleFor,
  userJson,
} from '../gotrue/users';

/**
 * GoTrue's admin user API. Only a service-role token may call it (`role: service_role`, signed with the
 * shared AUTH_JWT_SECRET or one of our keys), as in GoTrue; the site's own admins use /api/admin.
 */
export function adminUserRoutes(deps: { db: Db; config: Config; service: AuthService; keys: KeyStore }) {
  const { db, config, keys } = deps;
  const app = new Hono<AppEnv>();
  const policy = {
    minLength: config.auth.passwordMinLength,
    requiredCharacters: parseRequiredCharacters(config.auth.passwordRequiredCharacters),
  };

  app.use('*', async (c, next) => {
    const claims = await keys.verifyBearer(c.req.header('authorization'));
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') throw authErrors.notAdmin();
    await next();
  });

  app.route(
    '/users',
    adminFactorRoutes({
      db,
      mfa: createMfa({ db, sessions: deps.service.sessions, defaultIssuer: config.siteUrl.host }),
    }),
  );

  app.get('/users', async (c) => {
    const { page, perPage } = pagination(c.req.query('page'), c.req.query('per_page'));
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(authUsers);
    const rows = await db
      .select()
      .from(authUsers)
      .orderBy(desc(authUsers.createdAt), authUsers.id)
      .limit(perPage)
      .offset((page - 1) * perPage);
    // Only this page's identities, not the whole table.
    const identities = rows.length
      ? await db
          .select()
          .from(authIdentities)
          .where(
            inArray(
              authIdentities.userId,
              rows.map((row) => row.id),
            ),
          )
      : [];
    const factors = await factorsOf(
      db,
      rows.map((row) => row.id),
    );
    c.header('X-Total-Count', String(total));
    const last = Math.max(1, Math.ceil(total / perPage));
    const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`;
    c.header('Link', [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')].join(', '));
    return c.json({
      users: rows.map((row) =>
        userJson(
          row,
          identities.filter((identity) => identity.userId === row.id),
          factors.filter((factor) => factor.userId === row.id),
        ),
      ),
      aud: 'authenticated',
    });
  });

  app.post('/users', async (c) => {
    const body = await jsonBody(c);
    if (typeof body.email !== 'string' || !isValidEmail(body.email.trim())) throw authErrors.invalidEmail();
    const address = normalizeEmail(body.email);
    let passwordHash: string | null = null;
    if (typeof body.password === 'string' && body.password) {
      const weak = checkPasswordStrength(body.password, policy);
      if (weak) throw weak;
      passwordHash = await hashPassword(body.password);
    }
    const user = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, address)) throw authErrors.emailExists();
      const created = await insertUser(tx, {
        email: address,
        passwordHash,
        userMetadata: objectOr(body.user_metadata),
        appMetadata: withoutGrant(objectOr(body.app_metadata)),
        confirmed: body.email_confirm === true,
        // The owner vouches for an address it confirms (ADR 031).
        emailProven: true,
        adminEmails: config.auth.adminEmails,
      });
      return loadUserJson(tx, created);
    });
    return c.json(user);
  });

  app.get('/users/:id', async (c) => {
    const user = await find(c.req.param('id'));
    return c.json(await loadUserJson(db, user));
  });

  app.put('/users/:id', async (c) => {
    const user = await find(c.req.param('id'));
    const body = await jsonBody(c);
    const changes: Partial<typeof authUsers.$inferInsert> = { updatedAt: new Date() };
    if (typeof body.email === 'string' && normalizeEmail(body.email) !== user.email) {
      if (!isValidEmail(body.email.trim())) throw authErrors.invalidEmail();
      if (await findUserByEmail(db, body.email)) throw authErrors.emailExists();
      changes.email = normalizeEmail(body.email);
    }
    if (typeof body.password === 'string' && body.password) {
      const weak = checkPasswordStrength(body.password, policy);
      if (weak) throw weak;
      changes.passwordHash = await hashPassword(body.password);
    }
    if (body.email_confirm === true && !user.emailConfirmedAt) changes.emailConfirmedAt = new Date();
    // A new address is not proven until the owner vouches for it (email_confirm) or a link proves it.
    if (body.email_confirm === true) changes.emailProvenAt = user.emailProvenAt ?? new Date();
    if (changes.email) changes.emailProvenAt = body.email_confirm === true ? new Date() : null;
    if (body.user_metadata !== undefined)
      changes.userMetadata = { ...user.userMetadata, ...objectOr(body.user_metadata) };
    // The role stays the server's decision (roleFor over the address as it will be), whatever app_metadata is sent.
    const { admin_granted: _ignored, ...appMetadata } = objectOr(body.app_metadata);
    changes.appMetadata = { ...user.appMetadata, ...appMetadata };
    changes.appMetadata.role = roleFor(
      {
        email: changes.email ?? user.email,
        emailProvenAt: changes.emailProvenAt !== undefined ? changes.emailProvenAt : user.emailProvenAt,
        appMetadata: changes.appMetadata,
      },
      config.auth.adminEmails,
    );
    if (typeof body.ban_duration === 'string') changes.bannedUntil = banUntil(body.ban_duration);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(authUsers).set(changes).where(eq(authUsers.id, user.id)).returning();
      // A ban, or a password the owner set for the person: every session of theirs ends (ADR 031).
      if (changes.bannedUntil || changes.passwordHash)
        await deps.service.sessions.endAllSessions(tx, user.id);
      if (typeof changes.userMetadata?.full_name === 'string')
        await tx
          .update(profiles)
          .set({ fullName: changes.userMetadata.full_name.slice(0, 120), updatedAt: new Date() })
          .where(eq(profiles.userId, user.id));
      return loadUserJson(tx, row!);
    });
    return c.json(updated);
  });

  app.delete('/users/:id', async (c) => {
    const user = await find(c.req.param('id'));
    await db.delete(authUsers).where(eq(authUsers.id, user.id));
    return c.json({});
  });

  async function find(id: string) {
    if (!UUID.test(id)) throw authErrors.userNotFound();
    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
    if (!user) throw authErrors.userNotFound();
    return user;
  }
  return app;
}

async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  try {
    const value: unknown = await c.req.json();
    if (typeof value === 'object' && value && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw authErrors.badJson();
}

function objectOr(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const MAX_UINT64 = 18_446_744_073_709_551_615n;
/**
 * GoTrue's pagination: `page` and `per_page` are unsigned integers (Go's strconv.ParseUint), `per_page` not 0;
 * anything else is 400 validation_failed "Bad Pagination Parameters", as there. Page 0 is the first page, as
 * in GoTrue; per_page is capped at 1000 (ours: one request never reads the whole table).
 */
function pagination(pageParam: string | undefined, perPageParam: string | undefined) {
  const bad = (detail: string) =>
    new AuthError(400, 'validation_failed', `Bad Pagination Parameters: ${detail}`);
  const parse = (value: string) => {
    const failure = !/^\d+$/.test(value)
      ? 'invalid syntax'
      : value.length > 20 || BigInt(value) > MAX_UINT64
        ? 'value out of range'
        : null;
    if (failure) throw bad(`strconv.ParseUint: parsing ${JSON.stringify(value)}: ${failure}`);
    return Number(value);
  };
  const page = pageParam ? parse(pageParam) : 1;
  const perPage = perPageParam ? parse(perPageParam) : 50;
  if (perPage === 0) throw bad('per_page must be greater than 0');
  return { page: Math.min(Math.max(1, page), 1_000_000_000), perPage: Math.min(perPage, 1000) };
}

/** A Go duration's units (time.ParseDuration), in milliseconds. */
const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};
const GO_DURATION = /^(?:(?:\d+(?:\.\d*)?|\.\d+)(?:ns|us|µs|μs|ms|s|m|h))+$/;
const DURATION_PART = /(\d+(?:\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h)/g;
/** A hundred years (876000h): a ban meant as "for ever" fits, and the date it gives is a real one. */
const MAX_BAN_MS = 876_000 * 3_600_000;

/**
 * GoTrue's ban_duration: a Go duration such as "24h", "90m" or "1h30m", or "none" to lift a ban. Longer than
 * a hundred years is refused: past JavaScript's last date it was an Invalid Date, and a 500.
 */
function banUntil(duration: string): Date | null {
  if (duration === 'none') return null;
  const invalid = (message: string) => new AuthError(400, 'validation_failed', message);
  if (duration.length > 64 || !GO_DURATION.test(duration)) throw invalid('invalid format for ban duration');
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(DURATION_PART))
    ms += Number(amount) * DURATION_UNITS[unit!]!;
  const until = new Date(Date.now() + ms);
  if (!(ms <= MAX_BAN_MS) || Number.isNaN(until.getTime()))
    throw invalid('ban duration must be at most 876000h');
  return until;
}

/** Admin rights come from ADMIN_EMAILS or the admin command, never from an API request. */
function withoutGrant(metadata: Record<string, unknown>) {
  const { admin_granted: _ignored, role: _role, ...rest } = metadata;
  return rest;
}
