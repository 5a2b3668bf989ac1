import { authErrors } from './errors';
import { checkPasswordStrength, hashPassword } from '../credentials/passwords';
import type { ClientInfo } from './sessions';
import { findUserByEmail, insertUser, loadUserJson, obfuscatedUserJson } from './users';
import {
  emailOf,
  isObject,
  isUniqueViolation,
  recentlySent,
  sendLink,
  stamp,
  type AuthContext,
  type PkceInput,
} from './context';

/**
 * POST /signup. A new address gets a confirmation link (or, with AUTH_AUTOCONFIRM, a session); an address
 * already signed up is answered alike without revealing it.
 */
export async function signUp(
  ctx: AuthContext,
  input: { email?: unknown; password?: unknown; data?: unknown } & PkceInput,
  redirectTo: string,
  client: ClientInfo,
) {
  const { db, auth } = ctx;
  await ctx.keys.ring();
  if (auth.disableSignup) throw authErrors.signupDisabled();
  const address = emailOf(input.email);
  if (typeof input.password !== 'string' || !input.password)
    throw authErrors.validation('Signup requires a valid password', 422);
  const weak = checkPasswordStrength(input.password, ctx.policy);
  if (weak) throw weak;
  const data = isObject(input.data) ? input.data : {};
  const passwordHash = await hashPassword(input.password);
  const target = ctx.redirect(redirectTo);
  try {
    return await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, address);
      if (existing?.emailConfirmedAt) {
        if (auth.autoconfirm) throw authErrors.userAlreadyExists();
        // Nothing is sent and nothing changes; the answer looks like a new sign-up's.
        return obfuscatedUserJson(address, data, auth.adminEmails);
      }
      if (existing) {
        // Not confirmed yet: resend the confirmation, but change nothing. Whoever signs up again has
        // not proven the address, so their password must not replace the first one (GoTrue agrees).
        let user = existing;
        if (!recentlySent(ctx, existing.confirmationSentAt)) {
          await sendLink(ctx, tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
          user = await stamp(tx, user, { confirmationSentAt: new Date() });
        }
        return await loadUserJson(tx, user);
      }
      let user = await insertUser(tx, {
        email: address,
        passwordHash,
        userMetadata: data,
        confirmed: auth.autoconfirm,
        // Autoconfirm confirms without proving: nothing was sent to the address (ADR 031).
        emailProven: false,
        // The role follows from the proof: an ADMIN_EMAILS address is a visitor until it is proven.
        adminEmails: auth.adminEmails,
      });
      if (auth.autoconfirm) return ctx.sessions.issue(tx, user, 'password', client);
      await sendLink(ctx, tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
      user = await stamp(tx, user, { confirmationSentAt: new Date() });
      return await loadUserJson(tx, user);
    });
  } catch (error) {
    // Two sign-ups for one address at once: the unique index lets one through; the other is told nothing.
    if (isUniqueViolation(error)) return obfuscatedUserJson(address, data, auth.adminEmails);
    throw error;
  }
}
