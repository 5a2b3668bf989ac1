import { findUserByEmail, insertUser } from './users';
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

/** POST /otp (magic link): a known, confirmed address gets a sign-in link; a new one gets a confirmation. */
export async function sendMagicLink(
  ctx: AuthContext,
  input: { email?: unknown; create_user?: unknown; data?: unknown } & PkceInput,
  redirectTo: string,
) {
  const { auth } = ctx;
  const address = emailOf(input.email);
  const target = ctx.redirect(redirectTo);
  try {
    await ctx.db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, address, { lock: true });
      if (!user) {
        // Answered like a known address (no enumeration): nothing is created and nothing sent.
        if (input.create_user === false || auth.disableSignup) return;
        user = await insertUser(tx, {
          email: address,
          passwordHash: null,
          userMetadata: isObject(input.data) ? input.data : {},
          confirmed: false,
          emailProven: false,
          adminEmails: auth.adminEmails,
        });
      }
      const confirmed = !!user.emailConfirmedAt;
      const sentAt = confirmed ? user.recoverySentAt : user.confirmationSentAt;
      if (recentlySent(ctx, sentAt)) return;
      await sendLink(ctx, tx, user, confirmed ? 'magiclink' : 'confirmation', target, {
        ...input,
        method: 'magiclink',
      });
      await stamp(tx, user, confirmed ? { recoverySentAt: new Date() } : { confirmationSentAt: new Date() });
    });
  } catch (error) {
    // Two requests creating the same account at once: one wins; the other is answered alike.
    if (!isUniqueViolation(error)) throw error;
  }
  return {};
}
