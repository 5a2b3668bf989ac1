import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { AuthError, authErrors } from './errors';
import type { KeyStore } from '../credentials/keys';
import { authRefreshTokens, authSessions, authUsers } from '../schema';
import { randomToken, sha256 } from './tokens';
import { hasVerifiedFactor } from '../mfa/factors';
import { findUserById, loadUserJson, syncRole, type Tx, type UserRow } from './users';

/** A UUID as the database stores ids: anything else looked up would be a database error, not a 4xx. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A revoked refresh token used again within this interval is a client retry, not a theft. */
export const REUSE_INTERVAL_MS = 10_000;

export interface SessionDeps {
  db: Db;
  keys: KeyStore;
  issuer: string;
  expirySeconds: number;
  adminEmails: Set<string>;
  /** ADMIN_REQUIRE_MFA: read by the domain API's authenticator (viewer.ts). */
  adminRequireMfa: boolean;
}

export type SessionRow = typeof authSessions.$inferSelect;

export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export function createSessions(deps: SessionDeps) {
  const { keys, issuer, expirySeconds } = deps;

  /**
   * The access token: aal and amr come from the session row, so a refresh keeps what a verified factor gave.
   * GoTrue lists amr newest first: the "totp" entry, once there is one, before the first factor's.
   */
  async function accessToken(user: UserRow, session: SessionRow) {
    const at = (date: Date) => Math.floor(date.getTime() / 1000);
    const amr = [{ method: session.amrMethod, timestamp: at(session.createdAt) }];
    if (session.mfaVerifiedAt) amr.unshift({ method: 'totp', timestamp: at(session.mfaVerifiedAt) });
    return keys.sign(
      {
        sub: user.id,
        aud: 'authenticated',
        role: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'], ...user.appMetadata },
        user_metadata: user.userMetadata,
        session_id: session.id,
        aal: session.aal === 'aal2' ? 'aal2' : 'aal1',
        amr,
        is_anonymous: false,
        jti: randomUUID(),
      },
      issuer,
    );
  }

  async function sessionJson(tx: Tx, user: UserRow, session: SessionRow, refreshToken: string) {
    const token = await accessToken(user, session);
    return {
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: expirySeconds,
      expires_at: Math.floor(Date.now() / 1000) + expirySeconds,
      refresh_token: refreshToken,
      user: await loadUserJson(tx, user),
    };
  }

  async function newRefreshToken(tx: Tx, sessionId: string, userId: string, parent: string | null) {
    const token = randomToken(24);
    await tx.insert(authRefreshTokens).values({ tokenHash: sha256(token), sessionId, userId, parent });
    return token;
  }

  return {
    adminRequireMfa: deps.adminRequireMfa,
    hasVerifiedFactor: (userId: string) => hasVerifiedFactor(deps.db, userId),

    /** Opens a session after a successful sign-in or verification, in the caller's transaction. */
    async issue(tx: Tx, user: UserRow, method: string, client: ClientInfo) {
      const now = new Date();
      const synced = await syncRole(tx, user, deps.adminEmails);
      const [signedIn] = await tx
        .update(authUsers)
        .set({ lastSignInAt: now, updatedAt: now })
        .where(eq(authUsers.id, synced.id))
        .returning();
      const [session] = await tx
        .insert(authSessions)
        .values({
          userId: user.id,
          amrMethod: method,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          ip: client.ip,
        })
        .returning();
      const refreshToken = await newRefreshToken(tx, session!.id, user.id, null);
      return sessionJson(tx, signedIn!, session!, refreshToken);
    },

    /**
     * Rotates a refresh token. A revoked token is accepted again only within the reuse interval or when
     * it is the parent of the session's live token (the client lost the answer); it then gets a fresh
     * child, since tokens are stored hashed and the live one cannot be handed back. Any other reuse
     * means the token leaked: the whole session is ended.
     */
    async refresh(token: string, client: ClientInfo) {
      await keys.ring();
      const rotated = await deps.db.transaction(async (tx) => {
        const hash = sha256(token);
        // The session row is locked before its token, in the order elevate() and logout take them (session,
        // then its refresh tokens): the other order let a verify and a refresh deadlock on PostgreSQL.
        const [owner] = await tx
          .select({ sessionId: authRefreshTokens.sessionId })
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, hash));
        if (!owner) throw authErrors.refreshTokenNotFound();
        await tx
          .select({ id: authSessions.id })
          .from(authSessions)
          .where(eq(authSessions.id, owner.sessionId))
          .for('no key update');
        const [row] = await tx
          .select()
          .from(authRefreshTokens)
          .where(eq(authRefreshTokens.tokenHash, hash))
          .for('update');
        if (!row) throw authErrors.refreshTokenNotFound();
        if (row.revoked) {
          const [live] = await tx
            .select()
            .from(authRefreshTokens)
            .where(and(eq(authRefreshTokens.sessionId, row.sessionId), eq(authRefreshTokens.revoked, false)))
            .orderBy(desc(authRefreshTokens.id))
            .limit(1);
          const concurrent = Date.now() - row.updatedAt.getTime() < REUSE_INTERVAL_MS;
          const lostAnswer = live?.parent === hash;
          if (!concurrent && !lostAnswer) {
            // Thrown after the commit: throwing here would roll back the end of the session.
            await tx.delete(authSessions).where(eq(authSessions.id, row.sessionId));
            return null;
          }
          // The client never got the live token (it lost the answer): retire it, so the session keeps
          // one chain. Within the interval another tab may hold it, so it stays valid there.
          if (!concurrent && live)
            await tx
              .update(authRefreshTokens)
              .set({ revoked: true, updatedAt: new Date() })
              .where(eq(authRefreshTokens.id, live.id));
        } else {
          await tx
            .update(authRefreshTokens)
            .set({ revoked: true, updatedAt: new Date() })
            .where(eq(authRefreshTokens.id, row.id));
        }
        const [session] = await tx.select().from(authSessions).where(eq(authSessions.id, row.sessionId));
        if (!session) throw authErrors.sessionNotFound();
        const user = await findUserById(tx, row.userId);
        if (!user) throw authErrors.refreshTokenNotFound();
        if (user.bannedUntil && user.bannedUntil > new Date())
          throw new AuthError(400, 'user_banned', 'User is banned');
        await tx
          .update(authSessions)
          .set({
            refreshedAt: new Date(),
            updatedAt: new Date(),
            ip: client.ip,
            userAgent: client.userAgent?.slice(0, 500) ?? session.userAgent,
          })
          .where(eq(authSessions.id, session.id));
        const synced = await syncRole(tx, user, deps.adminEmails);
        const next = await newRefreshToken(tx, session.id, user.id, hash);
        return sessionJson(tx, synced, session, next);
      });
      if (!rotated) throw authErrors.refreshTokenAlreadyUsed();
      return rotated;
    },

    /** Checks a bearer token and that its session still exists (a signed-out session's tokens stop working). */
    async authenticate(authorization: string | undefined) {
      const claims = await keys.verifyBearer(authorization);
      const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
      if (!sessionId || typeof claims.sub !== 'string') throw authErrors.sessionNotFound();
      // Looked up as UUIDs: anything else would be a database error (a 500) instead of GoTrue's bad_jwt.
      if (!UUID.test(claims.sub))
        throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
      if (!UUID.test(sessionId))
        throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID');
      // The user first, as GoTrue: a deleted user's sessions are gone too, and auth-js treats user_not_found
      // (unlike session_not_found on /logout) as signed out.
      const user = await findUserById(deps.db, claims.sub);
      if (!user) throw authErrors.userNotFoundForJwt();
      const [session] = await deps.db.select().from(authSessions).where(eq(authSessions.id, sessionId));
      if (!session || session.userId !== claims.sub) throw authErrors.sessionNotFound();
      return { user, session, claims };
    },

    /**
     * A verified code raises the caller's own session to aal2 (GoTrue keeps the session and replaces its refresh
     * token, so the aal1 one cannot mint aal2 tokens); the user's other aal1 sessions end, as GoTrue's
     * InvalidateSessionsWithAALLessThan does.
     */
    async elevate(tx: Tx, user: UserRow, sessionId: string, factorId: string) {
      const now = new Date();
      // Sessions before their refresh tokens, as refresh() locks them.
      const [session] = await tx
        .update(authSessions)
        .set({ aal: 'aal2', factorId, mfaVerifiedAt: now, updatedAt: now })
        .where(eq(authSessions.id, sessionId))
        .returning();
      if (!session) throw authErrors.sessionNotFound();
      await tx
        .delete(authSessions)
        .where(
          and(eq(authSessions.userId, user.id), ne(authSessions.id, sessionId), eq(authSessions.aal, 'aal1')),
        );
      // The session's earlier refresh tokens go entirely (not revoked: the reuse rules of refresh() would let
      // them mint aal2 tokens), so only the answer of this verification carries the raised session on.
      await tx.delete(authRefreshTokens).where(eq(authRefreshTokens.sessionId, sessionId));
      const next = await newRefreshToken(tx, sessionId, user.id, null);
      return sessionJson(tx, user, session, next);
    },

    async logout(userId: string, sessionId: string, scope: 'global' | 'local' | 'others') {
      const mine = eq(authSessions.userId, userId);
      if (scope === 'local') await deps.db.delete(authSessions).where(eq(authSessions.id, sessionId));
      else if (scope === 'others')
        await deps.db.delete(authSessions).where(and(mine, ne(authSessions.id, sessionId)));
      else await deps.db.delete(authSessions).where(mine);
    },

    /** After a password change: every session but `keep` ends, so their refresh tokens stop working. */
    async endOtherSessions(tx: Tx, userId: string, keep: string) {
      await tx.delete(authSessions).where(and(eq(authSessions.userId, userId), ne(authSessions.id, keep)));
    },

    async endAllSessions(tx: Tx, userId: string) {
      await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
