import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import type { Db } from '../../../platform/db/client';
import { AuthError } from '../gotrue/errors';
import { authMfaChallenges, authMfaFactors, authSessions } from '../schema';
import { isUniqueViolation } from '../gotrue/service';
import type { SessionRow, Sessions } from '../gotrue/sessions';
import { factorsOf, type FactorRow } from './factors';
import type { UserRow } from '../gotrue/users';

/** GoTrue's defaults: challenges and never-challenged unverified factors live five minutes; ten factors at most. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;
/** RFC 6238 as GoTrue and every authenticator app use it: SHA-1, 6 digits, 30-second steps, ±1 step. */
const PERIOD = 30;
const WINDOW = 1;

export const mfaErrors = {
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () =>
    new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found'),
  // GoTrue answers a spent challenge like one verified from another address.
  challengeSpent: () =>
    new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  verificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  nameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(name)} for this user already exists`,
    ),
  tooMany: () =>
    new AuthError(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    ),
};

function totpOf(secret: string, issuer = '', label = '') {
  return new TOTP({ issuer, label, secret, algorithm: 'SHA1', digits: 6, period: PERIOD });
}

/** The QR code as GoTrue sends it: a bare SVG (auth-js makes it a data URI), with its size stated. */
function qrSvg(uri: string): string {
  const svg = renderSVG(uri, { ecc: 'M', pixelSize: 3 });
  return svg.replace(/viewBox="0 0 (\d+) (\d+)"/, 'viewBox="0 0 $1 $2" width="$1" height="$2"');
}

export function createMfa(deps: { db: Db; sessions: Sessions; defaultIssuer: string }) {
  const { db, sessions } = deps;

  async function ownFactor(userId: string, factorId: string): Promise<FactorRow> {
    const [factor] = await db
      .select()
      .from(authMfaFactors)
      .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)));
    if (!factor) throw mfaErrors.factorNotFound();
    return factor;
  }

  return {
    ownFactor,

    async enroll(user: UserRow, session: SessionRow, input: { friendlyName: string; issuer?: string }) {
      // An abandoned enrolment (never challenged) expires, as in GoTrue, so it does not hold its name forever.
      await db
        .delete(authMfaFactors)
        .where(
          and(
            eq(authMfaFactors.userId, user.id),
            ne(authMfaFactors.status, 'verified'),
            isNull(authMfaFactors.lastChallengedAt),
            lt(authMfaFactors.createdAt, sql`now() - ${FACTOR_EXPIRY_SECONDS} * interval '1 second'`),
          ),
        );
      const factors = await factorsOf(db, [user.id]);
      // GoTrue compares names exactly, the empty name too: a second unnamed enrolment is a conflict.
      if (factors.some((factor) => factor.friendlyName === input.friendlyName))
        throw mfaErrors.nameConflict(input.friendlyName);
      if (factors.length >= MAX_FACTORS) throw mfaErrors.tooMany();
      const verified = factors.filter((factor) => factor.status === 'verified').length;
      if (verified > 0 && session.aal !== 'aal2')
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      const secret = new Secret({ size: 20 }).base32;
      const uri = totpOf(secret, input.issuer || deps.defaultIssuer, user.email).toString();
      let factor: FactorRow | undefined;
      try {
        [factor] = await db
          .insert(authMfaFactors)
          .values({ userId: user.id, friendlyName: input.friendlyName, secret })
          .returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw mfaErrors.nameConflict(input.friendlyName);
        throw error;
      }
      return {
        id: factor!.id,
        type: 'totp' as const,
        friendly_name: factor!.friendlyName,
        totp: { qr_code: qrSvg(uri), secret, uri },
      };
    },

    async challenge(user: UserRow, factorId: string, ip: string) {
      const factor = await ownFactor(user.id, factorId);
      const [challenge] = await db.transaction(async (tx) => {
        await tx
          .update(authMfaFactors)
          .set({ lastChallengedAt: new Date() })
          .where(eq(authMfaFactors.id, factor.id));
        // The factor's expired challenges can no longer be verified: cleared here, so the table does not grow.
        await tx
          .delete(authMfaChallenges)
          .where(
            and(
              eq(authMfaChallenges.factorId, factor.id),
              lt(authMfaChallenges.createdAt, sql`now() - ${CHALLENGE_EXPIRY_SECONDS} * interval '1 second'`),
            ),
          );
        return tx.insert(authMfaChallenges).values({ factorId: factor.id, ip }).returning();
      });
      const expiresAt = challenge!.createdAt.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000;
      return { id: challenge!.id, type: 'totp' as const, expires_at: Math.floor(expiresAt / 1000) };
    },

    /**
     * Checks the code against the challenge and, if right, raises the caller's session to aal2 and answers
     * it. Each code counts once per factor: the accepted step is stored, and only a later step passes after it.
     */
    async verify(
      user: UserRow,
      session: SessionRow,
      factorId: string,
      input: { challengeId: string; code: string },
      ip: string,
    ) {
      await ownFactor(user.id, factorId);
      const outcome = await db.transaction(async (tx) => {
        const [factor] = await tx
          .select()
          .from(authMfaFactors)
          .where(eq(authMfaFactors.id, factorId))
          .for('update');
        if (!factor) throw mfaErrors.factorNotFound();
        const [challenge] = await tx
          .select()
          .from(authMfaChallenges)
          .where(and(eq(authMfaChallenges.id, input.challengeId), eq(authMfaChallenges.factorId, factorId)));
        if (!challenge) throw mfaErrors.challengeNotFound();
        if (challenge.verifiedAt || challenge.ip !== ip) throw mfaErrors.challengeSpent();
        if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_EXPIRY_SECONDS * 1000) {
          // Thrown after the commit, so the expired challenge is really gone.
          await tx.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challenge.id));
          return { expired: challenge.id } as const;
        }
        // One clock reading for the check and the step it names, so a step boundary between them cannot shift it.
        const timestamp = Date.now();
        const totp = totpOf(factor.secret);
        const delta = totp.validate({ token: input.code, window: WINDOW, timestamp });
        if (delta === null) return { failed: true } as const;
        const step = totp.counter({ timestamp }) + delta;
        if (factor.lastUsedStep !== null && factor.lastUsedStep >= step) return { failed: true } as const;
        const now = new Date();
        await tx
          .update(authMfaChallenges)
          .set({ verifiedAt: now })
          .where(eq(authMfaChallenges.id, challenge.id));
        await tx
          .update(authMfaFactors)
          .set({ lastUsedStep: step, status: 'verified', updatedAt: now })
          .where(eq(authMfaFactors.id, factor.id));
        // As GoTrue: once one factor is verified, the other unfinished enrolments of its type go.
        await tx
          .delete(authMfaFactors)
          .where(
            and(
              eq(authMfaFactors.userId, user.id),
              eq(authMfaFactors.status, 'unverified'),
              eq(authMfaFactors.factorType, factor.factorType),
            ),
          );
        return { session: await sessions.elevate(tx, user, session.id, factor.id) } as const;
      });
      if ('expired' in outcome) throw mfaErrors.challengeExpired(outcome.expired!);
      if ('failed' in outcome) throw mfaErrors.verificationFailed();
      return outcome.session;
    },

    /** Removes a factor; a verified one only from an aal2 session. Sessions it raised fall back to aal1. */
    async unenroll(user: UserRow, session: SessionRow, factorId: string) {
      const factor = await ownFactor(user.id, factorId);
      if (factor.status === 'verified' && session.aal !== 'aal2')
        throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      await removeFactor(db, factor);
      return { id: factor.id };
    },

    /** GoTrue's admin API: a service-role caller removes any user's factor (no aal needed). */
    async adminRemove(userId: string, factorId: string) {
      const factor = await ownFactor(userId, factorId);
      await removeFactor(db, factor);
      return factor;
    },
  };
}

async function removeFactor(db: Db, factor: FactorRow) {
  await db.transaction(async (tx) => {
    // The factor first, as verify() locks it before the session it raises: the other order could deadlock.
    await tx
      .select({ id: authMfaFactors.id })
      .from(authMfaFactors)
      .where(eq(authMfaFactors.id, factor.id))
      .for('update');
    await tx
      .update(authSessions)
      .set({ aal: 'aal1', factorId: null, mfaVerifiedAt: null, updatedAt: new Date() })
      .where(eq(authSessions.factorId, factor.id));
    await tx.delete(authMfaFactors).where(eq(authMfaFactors.id, factor.id));
  });
}

export type Mfa = ReturnType<typeof createMfa>;
