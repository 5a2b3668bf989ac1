import { authErrors } from './errors';
import { sendEmailChange } from './email-change';
import { findUserByEmail } from './users';
import { emailOf, recentlySent, sendLink, stamp, type AuthContext, type PkceInput } from './context';

/** POST /resend: mails again a pending sign-up's confirmation or an e-mail change's two links. Always `{}`. */
export async function resend(
  ctx: AuthContext,
  input: { type?: unknown; email?: unknown } & PkceInput,
  redirectTo: string,
) {
  if (input.type !== 'signup' && input.type !== 'email_change')
    throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
  const address = emailOf(input.email);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, address, { lock: true });
    if (!user) return;
    const target = ctx.redirect(redirectTo);
    if (input.type === 'signup') {
      if (user.emailConfirmedAt || recentlySent(ctx, user.confirmationSentAt)) return;
      await sendLink(ctx, tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
      await stamp(tx, user, { confirmationSentAt: new Date() });
    } else {
      if (!user.emailChange || recentlySent(ctx, user.emailChangeSentAt)) return;
      await sendEmailChange(ctx, tx, user, target);
    }
  });
  return {};
}
