import { authErrors } from './errors';
import { findUserByEmail, markIdentityConfirmed, type Tx, type UserRow } from './users';
import { stamp, type AuthContext } from './context';

/** Secure e-mail change: both the old and the new address must confirm. Mails both links. */
export async function sendEmailChange(ctx: AuthContext, tx: Tx, user: UserRow, target: string) {
  await ctx.verification.send(tx, user, 'email_change_current', { redirectTo: target });
  await ctx.verification.send(tx, user, 'email_change_new', { redirectTo: target, to: user.emailChange! });
  return stamp(tx, user, { emailChangeSentAt: new Date(), emailChangeConfirmStatus: 0 });
}

/** PUT /user with a new address: records it as pending and mails both links (the address must be free). */
export async function requestEmailChange(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  newEmail: string,
  target: string,
) {
  if (await findUserByEmail(tx, newEmail)) throw authErrors.emailExists();
  const pending = await stamp(tx, user, { emailChange: newEmail });
  return sendEmailChange(ctx, tx, pending, target);
}

/**
 * One of the two e-mail change links followed: the first is acknowledged with a message; the second moves
 * the account to the new address, now proven.
 */
export async function confirmEmailChange(
  tx: Tx,
  user: UserRow,
): Promise<{ message: string } | { user: UserRow }> {
  if (!user.emailChange) throw authErrors.otpExpired();
  if (user.emailChangeConfirmStatus === 0) {
    await stamp(tx, user, { emailChangeConfirmStatus: 1 });
    return {
      message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    };
  }
  if (await findUserByEmail(tx, user.emailChange)) throw authErrors.emailExists();
  const changed = await stamp(tx, user, {
    email: user.emailChange,
    emailChange: null,
    emailChangeSentAt: null,
    emailChangeConfirmStatus: 0,
    emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
    // Both addresses followed their links: the new one is proven.
    emailProvenAt: new Date(),
  });
  await markIdentityConfirmed(tx, changed);
  return { user: changed };
}
