import { findUserByEmail } from './users';
import { emailOf, recentlySent, sendLink, stamp, type AuthContext, type PkceInput } from './context';

/** POST /recover: mails a recovery link. Always `{}`: whether an account exists is never revealed. */
export async function recover(ctx: AuthContext, input: { email?: unknown } & PkceInput, redirectTo: string) {
  const address = emailOf(input.email);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, address, { lock: true });
    if (!user || recentlySent(ctx, user.recoverySentAt)) return;
    await sendLink(ctx, tx, user, 'recovery', ctx.redirect(redirectTo), { ...input, method: 'recovery' });
    await stamp(tx, user, { recoverySentAt: new Date() });
  });
  return {};
}
