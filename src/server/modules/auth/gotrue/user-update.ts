import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { enqueueMail } from '../../../platform/mail/outbox';
import { AuthError, authErrors } from './errors';
import { passwordChangedMail } from '../mail/mails';
import { checkPasswordStrength, hashPassword, verifyPassword } from '../credentials/passwords';
import { authUsers, profiles } from '../schema';
import { hasVerifiedFactor } from '../mfa/factors';
import { requestEmailChange } from './email-change';
import { loadUserJson, preferredLanguageOf, type UserRow } from './users';
import { emailOf, isObject, stamp, type AuthContext, type PkceInput } from './context';

/** With AUTH_SECURE_PASSWORD_CHANGE, a session younger than this changes the password without a nonce (GoTrue). */
const REAUTH_WINDOW_MS = 24 * 3_600_000;

/** GET /reauthenticate: mails the signed-in person a nonce for PUT /user (GoTrue's answer is `{}`). */
export async function reauthenticate(ctx: AuthContext, user: UserRow) {
  if (!user.emailConfirmedAt)
    throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
  await ctx.db.transaction(async (tx) => {
    // The row lock queues concurrent requests, so the frequency check sees the earlier one's nonce.
    const [locked] = await tx.select().from(authUsers).where(eq(authUsers.id, user.id)).for('update');
    if (!locked) throw authErrors.userNotFoundForJwt();
    await ctx.verification.sendReauthentication(tx, locked, ctx.auth.emailFrequencySeconds);
  });
  return {};
}

/**
 * PUT /user: metadata, password and address. A new password ends every other session of the person
 * (`session.id` is the one kept: where the change was made, also after a recovery link) and mails them
 * that it did; a new address starts a secure e-mail change.
 */
export async function updateUser(
  ctx: AuthContext,
  user: UserRow,
  session: { id: string; createdAt: Date; aal: string },
  input: { email?: unknown; password?: unknown; data?: unknown; nonce?: unknown } & PkceInput,
  redirectTo: string,
) {
  const { db, auth } = ctx;
  const sessionId = session.id;
  const newPassword = typeof input.password === 'string' && input.password ? input.password : null;
  const newEmail = input.email === undefined || input.email === '' ? null : emailOf(input.email);
  // As GoTrue's user.go: with a verified factor, the password and the address change only from an aal2
  // session (the session row decides, so a removed factor's token claiming aal2 does not); data still may.
  if (
    (newPassword || (newEmail && newEmail !== user.email)) &&
    session.aal !== 'aal2' &&
    (await hasVerifiedFactor(db, user.id))
  )
    throw new AuthError(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    );
  // AUTH_SECURE_PASSWORD_CHANGE, as GoTrue's: a session opened more than 24 hours ago changes the
  // password only with the nonce /reauthenticate mailed (a fresh sign-in or recovery link is proof enough).
  const needsNonce =
    !!newPassword && auth.securePasswordChange && Date.now() - session.createdAt.getTime() > REAUTH_WINDOW_MS;
  const nonce = typeof input.nonce === 'string' ? input.nonce : '';
  if (needsNonce && !nonce)
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  let passwordHash: string | null = null;
  if (newPassword) {
    const weak = checkPasswordStrength(newPassword, ctx.policy);
    if (weak) throw weak;
    if ((await verifyPassword(newPassword, user.passwordHash)).ok) throw authErrors.samePassword();
    passwordHash = await hashPassword(newPassword);
  }
  return db.transaction(async (tx) => {
    let current = user;
    if (needsNonce && !(await ctx.verification.consumeReauthentication(tx, current, nonce)))
      throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    if (isObject(input.data)) {
      const metadata = { ...current.userMetadata };
      for (const [key, value] of Object.entries(input.data)) {
        if (value === null) delete metadata[key];
        else metadata[key] = value;
      }
      current = await stamp(tx, current, { userMetadata: metadata });
      if (typeof input.data.full_name === 'string')
        await tx
          .update(profiles)
          .set({ fullName: input.data.full_name.slice(0, 120), updatedAt: new Date() })
          .where(eq(profiles.userId, current.id));
    }
    if (passwordHash) {
      current = await stamp(tx, current, { passwordHash });
      await ctx.sessions.endOtherSessions(tx, current.id, sessionId);
      await enqueueMail(
        tx as never,
        passwordChangedMail({
          lang: await preferredLanguageOf(tx, current.id),
          email: current.email,
          resetUrl: new URL('/recuperar-contraseña', ctx.config.siteUrl).href,
        }),
        `auth:password_changed:${current.id}:${randomUUID()}`,
      );
    }
    if (newEmail && newEmail !== current.email)
      current = await requestEmailChange(ctx, tx, current, newEmail, ctx.redirect(redirectTo));
    return loadUserJson(tx, current);
  });
}
