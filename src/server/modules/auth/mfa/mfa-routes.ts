import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import type { AppEnv } from '../../../platform/http';
import { hitRateLimit } from '../../../platform/rate-limit';
import { readAuthBody } from '../gotrue/body';
import { AuthError, authErrors } from '../gotrue/errors';
import type { Mfa } from './mfa';
import type { AuthService } from '../gotrue/service';
import { UUID } from '../gotrue/sessions';
import { factorJson, factorsOf } from './factors';
import { findUserById } from '../gotrue/users';

/**
 * Verification attempts in five minutes (ADR 034): ten per session on a factor, so someone holding only the
 * password cannot use up the owner's attempts from their own session; thirty per factor over all sessions, so
 * opening sessions does not multiply the guesses. A 6-digit code is not guessed in either.
 */
const VERIFY_ATTEMPTS_PER_SESSION = 10;
const VERIFY_ATTEMPTS_PER_FACTOR = 30;
const VERIFY_WINDOW_SECONDS = 300;

const name = z.string().max(255, 'must be at most 255 characters');
const enrollSchema = z.object({
  factor_type: z.string().max(32).nullish(),
  friendly_name: name.nullish(),
  issuer: name.nullish(),
});
const verifySchema = z.object({
  challenge_id: z.string().regex(UUID, 'must be a UUID'),
  code: z.string().max(64, 'must be at most 64 characters').nullish(),
});

/** zod at the boundary, answered in GoTrue's shape: 400 validation_failed naming the fields. */
function parseBody<T extends z.ZodTypeAny>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw authErrors.validation(`Invalid request: ${fields.join('; ')}`);
}

function factorId(c: Context): string {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  return id;
}

/**
 * GoTrue's MFA API at /auth/v1/factors, TOTP only (ADR 034): enrol, challenge, verify (raises the session to
 * aal2), unenrol. Every call needs the person's own session; a factor of someone else's is not found.
 */
export function factorRoutes(deps: {
  db: Db;
  service: AuthService;
  mfa: Mfa;
  clientIp: (c: Context) => string;
  limitIp: (c: Context) => Promise<void>;
}) {
  const { db, service, mfa } = deps;
  const caller = (c: Context) => service.sessions.authenticate(c.req.header('authorization'));

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const { user, session } = await caller(c);
      const input = parseBody(enrollSchema, await readAuthBody(c));
      if (input.factor_type === 'phone')
        throw new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone');
      if (input.factor_type === 'webauthn')
        throw new AuthError(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn');
      if (input.factor_type !== 'totp')
        throw authErrors.validation('factor_type needs to be totp, phone, or webauthn');
      const answer = await mfa.enroll(user, session, {
        friendlyName: input.friendly_name ?? '',
        issuer: input.issuer ?? undefined,
      });
      return c.json(answer);
    })
    .post('/:id/challenge', async (c) => {
      const { user } = await caller(c);
      const id = factorId(c);
      await deps.limitIp(c);
      return c.json(await mfa.challenge(user, id, deps.clientIp(c)));
    })
    .post('/:id/verify', async (c) => {
      const { user, session } = await caller(c);
      const id = factorId(c);
      await deps.limitIp(c);
      const input = parseBody(verifySchema, await readAuthBody(c));
      if (!input.code) throw authErrors.validation('Code needs to be non-empty');
      // Counted only for the owner's own factor, so nobody else can use up its attempts.
      await mfa.ownFactor(user.id, id);
      // The session's own count first: a session past its limit does not spend the factor's.
      for (const [key, max] of [
        [`auth:mfa:verify:${id}:${session.id}`, VERIFY_ATTEMPTS_PER_SESSION],
        [`auth:mfa:verify:${id}`, VERIFY_ATTEMPTS_PER_FACTOR],
      ] as const) {
        const limit = await hitRateLimit(db, key, max, VERIFY_WINDOW_SECONDS);
        if (!limit.allowed) throw authErrors.requestRateLimit(limit.retryAfterSeconds);
      }
      const answer = await mfa.verify(
        user,
        session,
        id,
        { challengeId: input.challenge_id, code: input.code },
        deps.clientIp(c),
      );
      return c.json(answer);
    })
    .delete('/:id', async (c) => {
      const { user, session } = await caller(c);
      return c.json(await mfa.unenroll(user, session, factorId(c)));
    });
}

/** GoTrue's admin factor API under /admin/users (the service-role check is admin-routes' middleware). */
export function adminFactorRoutes(deps: { db: Db; mfa: Mfa }) {
  const { db, mfa } = deps;
  async function owner(c: Context) {
    const id = c.req.param('id') ?? '';
    if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
    const user = await findUserById(db, id);
    if (!user) throw authErrors.userNotFound();
    return user;
  }
  return new Hono<AppEnv>()
    .get('/:id/factors', async (c) => {
      const user = await owner(c);
      return c.json((await factorsOf(db, [user.id])).map(factorJson));
    })
    .delete('/:id/factors/:factorId', async (c) => {
      const user = await owner(c);
      const id = c.req.param('factorId');
      if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
      return c.json(factorJson(await mfa.adminRemove(user.id, id)));
    });
}
