import type { EmailProofAnswer } from '@contracts/accounts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { AppError } from '../../../platform/errors';
import { hitRateLimit } from '../../../platform/rate-limit';
import { authUsers } from '../schema';
import type { Tx } from '../gotrue/users';
import { createVerification } from '../gotrue/verification';

/**
 * The one rule for what an account owns beyond what it did signed in (ADR 031): bookings, payments, plans,
 * stays and diagnostic results made with an address belong to the account whose address it is only once the
 * address is proven — a link or code sent to it was followed, or the owner vouched for it. A confirmed but
 * unproven address (AUTH_AUTOCONFIRM) owns nothing: anyone can sign up with someone else's address.
 *
 * Returns the account's address, lower-cased as stored, or null when it is not proven (or there is no such
 * account). Modules match their rows' e-mail against this, never against the viewer's token.
 */
export async function provenEmailOf(db: Tx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: authUsers.email, provenAt: authUsers.emailProvenAt })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row?.provenAt ? row.email : null;
}

/**
 * POST /api/me/email-proof: mails the signed-in person a link to their own address; following it proves the
 * address (the verify step sets email_proven_at) and signs them in on /dashboard, where the earlier bookings
 * now appear. The token is of its own type (`email_proof`, no code) but the link says `type=magiclink`:
 * GoTrue's wire stays as it is, and verify can tell it from a recovery or magic link (it keeps the password).
 */
export function createEmailProof(deps: { db: Db; config: Config }) {
  const { db, config } = deps;
  const verification = createVerification({
    siteOrigin: config.siteUrl.origin,
    otpExpirySeconds: config.auth.otpExpirySeconds,
  });
  const dashboard = new URL('/dashboard', config.siteUrl).href;

  return async function requestEmailProof(
    userId: string,
    /** Told how long to wait when the request is refused (the route answers it as Retry-After). */
    onLimited: (retryAfterSeconds: number) => void,
  ): Promise<EmailProofAnswer> {
    async function limit(key: string, max: number, windowSeconds: number) {
      const { allowed, retryAfterSeconds } = await hitRateLimit(db, key, max, windowSeconds);
      if (allowed) return;
      onLimited(retryAfterSeconds);
      throw new AppError(
        429,
        'rate_limited',
        'A link was sent a moment ago; please wait before asking again',
      );
    }

    const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
    if (!user) throw new AppError(401, 'unauthorized', 'Your session has ended; sign in again');
    if (user.emailProvenAt) return { emailProven: true, sent: false };
    // Outside the transaction: on PGlite a query on `db` inside an open transaction would wait for itself.
    // One link per AUTH_EMAIL_FREQUENCY, and the per-address hourly cap every auth mail counts against.
    await limit(`auth:email-proof:${user.id}`, 1, config.auth.emailFrequencySeconds);
    await limit(`auth:mail:${user.email}`, config.auth.rateLimitEmailPerHour, 3600);
    await db.transaction((tx) => verification.send(tx, user, 'email_proof', { redirectTo: dashboard }));
    return { emailProven: false, sent: true };
  };
}
