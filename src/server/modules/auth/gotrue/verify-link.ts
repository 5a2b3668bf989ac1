import { eq } from 'drizzle-orm';
import { authErrors } from './errors';
import { confirmEmailChange } from './email-change';
import { authFlowStates, authOneTimeTokens, authUsers } from '../schema';
import type { ClientInfo } from './sessions';
import { markIdentityConfirmed, type Tx, type UserRow } from './users';
import { tokenTypesFor, type VerifyType } from './verification';
import { stamp, type AuthContext, type IssuedSession } from './context';

/**
 * GET/POST /verify: checks a mailed link or code. Returns a session, or for the first half of an e-mail
 * change a message, or (PKCE) the flow's auth code to redirect with.
 */
export async function verifyLink(
  ctx: AuthContext,
  input: { type: VerifyType; tokenHash?: string; email?: string; code?: string },
  client: ClientInfo,
): Promise<{ session?: IssuedSession; message?: string; authCode?: string }> {
  await ctx.keys.ring();
  return ctx.db.transaction(async (tx) => {
    const types = tokenTypesFor[input.type];
    const token = await ctx.verification.consume(tx, input, types);
    if (!token) throw authErrors.otpExpired();
    let [user] = await tx.select().from(authUsers).where(eq(authUsers.id, token.userId));
    if (!user) throw authErrors.otpExpired();
    if (token.tokenType === 'email_change_current' || token.tokenType === 'email_change_new') {
      const changed = await confirmEmailChange(tx, user);
      if ('message' in changed) return { message: changed.message };
      user = changed.user;
    } else {
      user = await confirmAddress(ctx, tx, user, token);
    }
    const method =
      { confirmation: 'otp', magiclink: 'magiclink', email_proof: 'magiclink', recovery: 'recovery' }[
        token.tokenType as 'confirmation'
      ] ?? 'email_change';
    if (token.flowStateId) {
      const [flow] = await tx
        .update(authFlowStates)
        .set({ userId: user.id, authCodeIssuedAt: new Date(), authenticationMethod: method })
        .where(eq(authFlowStates.id, token.flowStateId))
        .returning();
      if (flow) return { authCode: flow.authCode };
    }
    return { session: await ctx.sessions.issue(tx, user, method, client) };
  });
}

/** A confirmation, magic, recovery or proof link followed: confirms and proves the address it reached. */
async function confirmAddress(
  ctx: AuthContext,
  tx: Tx,
  user: UserRow,
  token: { tokenType: string; relatesTo: string },
) {
  // A link or code sent to the account's current address proves it (not one sent to an address
  // the account has since left).
  const proves = token.relatesTo === user.email && !user.emailProvenAt;
  const confirms = !user.emailConfirmedAt;
  // Confirmed without proof (AUTH_AUTOCONFIRM): whoever signed up may be a stranger who used this
  // address. The person the link reached takes the account over (ADR 031): every session ends, with
  // whatever was pending, and — except for the dashboard's proof link — the password, which its setter
  // never proved the address for; the owner sets a new one after recovery or from the profile.
  const takesOver = proves && !confirms;
  if (proves || confirms)
    user = await stamp(tx, user, {
      ...(confirms ? { emailConfirmedAt: new Date() } : {}),
      ...(proves ? { emailProvenAt: new Date() } : {}),
      ...(takesOver ? { emailChange: null, emailChangeSentAt: null, emailChangeConfirmStatus: 0 } : {}),
      ...(takesOver && token.tokenType !== 'email_proof' ? { passwordHash: null } : {}),
    });
  if (confirms) await markIdentityConfirmed(tx, user);
  if (takesOver) {
    await ctx.sessions.endAllSessions(tx, user.id);
    await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
  }
  return user;
}
