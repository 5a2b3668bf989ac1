import { eq } from 'drizzle-orm';
import { AuthError, authErrors } from './errors';
import { hashPassword, verifyPassword } from '../credentials/passwords';
import { authFlowStates, authIdentities, authUsers } from '../schema';
import type { ClientInfo } from './sessions';
import { pkceMatches } from './tokens';
import { findUserByEmail } from './users';
import { stamp, type AuthContext } from './context';

/** PKCE auth codes live five minutes, as in GoTrue. */
const FLOW_STATE_TTL_MS = 5 * 60_000;

/** POST /token?grant_type=password: a session for a confirmed, unbanned account with its password. */
export async function signInWithPassword(
  ctx: AuthContext,
  input: { email?: unknown; password?: unknown },
  client: ClientInfo,
) {
  const { db } = ctx;
  await ctx.keys.ring();
  if (typeof input.email !== 'string' || typeof input.password !== 'string' || !input.password)
    throw authErrors.validation('You must provide either an email or phone number and a password');
  const user = await findUserByEmail(db, input.email);
  const check = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !check.ok) throw authErrors.invalidCredentials();
  // Only after the password: an unconfirmed address is not revealed to someone without it.
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if (user.bannedUntil && user.bannedUntil > new Date())
    throw new AuthError(400, 'user_banned', 'User is banned');
  const rehash = check.needsRehash ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const current = rehash ? await stamp(tx, user, { passwordHash: rehash }) : user;
    await tx
      .update(authIdentities)
      .set({ lastSignInAt: new Date() })
      .where(eq(authIdentities.userId, user.id));
    return ctx.sessions.issue(tx, current, 'password', client);
  });
}

/** POST /token?grant_type=pkce: trades a verified link's auth code and its verifier for a session. */
export async function exchangeCode(
  ctx: AuthContext,
  input: { auth_code?: unknown; code_verifier?: unknown },
  client: ClientInfo,
) {
  await ctx.keys.ring();
  // Empty counts as missing, as in GoTrue: auth-js sends "" when it has no stored verifier.
  if (
    typeof input.auth_code !== 'string' ||
    typeof input.code_verifier !== 'string' ||
    !input.auth_code ||
    !input.code_verifier
  )
    throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
  const { auth_code: code, code_verifier: verifier } = input;
  return ctx.db.transaction(async (tx) => {
    const [flow] = await tx.select().from(authFlowStates).where(eq(authFlowStates.authCode, code));
    if (!flow?.userId || !flow.authCodeIssuedAt) throw authErrors.flowStateNotFound();
    if (Date.now() - flow.authCodeIssuedAt.getTime() > FLOW_STATE_TTL_MS) throw authErrors.flowStateExpired();
    if (!pkceMatches(verifier, flow.codeChallenge, flow.codeChallengeMethod))
      throw authErrors.badCodeVerifier();
    await tx.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, flow.userId));
    if (!user) throw authErrors.flowStateNotFound();
    return ctx.sessions.issue(tx, user, flow.authenticationMethod, client);
  });
}
