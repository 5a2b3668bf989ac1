import { and, eq, gt, inArray } from 'drizzle-orm';
import { enqueueMail } from '../../../platform/mail/outbox';
import { authMail, reauthenticationMail, type AuthMailKind } from '../mail/mails';
import { authFlowStates, authOneTimeTokens } from '../schema';
import { AuthError } from './errors';
import { codeHash, randomCode, randomToken, sha256 } from './tokens';
import { preferredLanguageOf, type Tx, type UserRow } from './users';

/**
 * GoTrue's one-time token types, and the verify `type` each answers to. `email_proof` is ours: the
 * dashboard's proof link (ADR 031), a magic link on the wire, told apart so verify keeps the password.
 */
export type TokenType =
  'confirmation' | 'recovery' | 'magiclink' | 'email_proof' | 'email_change_current' | 'email_change_new';
export type VerifyType = 'signup' | 'recovery' | 'magiclink' | 'email' | 'email_change' | 'invite';

export const tokenTypesFor: Record<VerifyType, TokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  // The proof link has no code, so it answers only to its link (type magiclink), never to a typed code.
  email: ['confirmation', 'magiclink'],
  magiclink: ['magiclink', 'confirmation', 'email_proof'],
  recovery: ['recovery'],
  email_change: ['email_change_current', 'email_change_new'],
};

const linkTypeFor: Record<TokenType, VerifyType> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_proof: 'magiclink',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

const mailKindFor: Record<TokenType, AuthMailKind> = {
  confirmation: 'signup',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_proof: 'email_proof',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change_new',
};

/** The reauthentication nonce's token type (GoTrue keeps it on the user row; we keep it with the others). */
const REAUTHENTICATION = 'reauthentication';

export interface VerificationDeps {
  /** The public origin links point at, e.g. https://estudio.example. */
  siteOrigin: string;
  otpExpirySeconds: number;
}

export function createVerification(deps: VerificationDeps) {
  return {
    /**
     * Issues a one-time token (replacing any earlier one of its type) and enqueues its e-mail in the
     * same transaction: committed together or not at all, and one mail per token.
     */
    async send(
      tx: Tx,
      user: UserRow,
      type: TokenType,
      options: {
        redirectTo: string;
        to?: string;
        flowStateId?: string | null;
        lang?: 'es' | 'en';
      },
    ) {
      const to = options.to ?? user.email;
      const link = randomToken();
      // The proof mail carries no code, so its token keeps none that could be typed in: the column is
      // required, and a value codeHash() never yields (not hex) matches no code.
      const code = type === 'email_proof' ? null : randomCode();
      await tx
        .delete(authOneTimeTokens)
        .where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.tokenType, type)));
      const [row] = await tx
        .insert(authOneTimeTokens)
        .values({
          userId: user.id,
          tokenType: type,
          linkHash: sha256(link),
          codeHash: code ? codeHash(to, code) : `none:${randomToken()}`,
          relatesTo: to,
          flowStateId: options.flowStateId ?? null,
          expiresAt: new Date(Date.now() + deps.otpExpirySeconds * 1000),
        })
        .returning({ id: authOneTimeTokens.id });
      const url = new URL('/auth/v1/verify', deps.siteOrigin);
      url.searchParams.set('token', link);
      url.searchParams.set('type', linkTypeFor[type]);
      url.searchParams.set('redirect_to', options.redirectTo);
      const lang = options.lang ?? (await preferredLanguageOf(tx, user.id));
      const message = authMail(mailKindFor[type], {
        lang,
        link: url.href,
        code: code ?? '',
        email: user.email,
        newEmail: user.emailChange ?? undefined,
        validForHours: Math.max(1, Math.round(deps.otpExpirySeconds / 3600)),
      });
      await enqueueMail(tx as never, { ...message, to }, `auth:${type}:${row!.id}`);
      return url.href;
    },

    /** Finds and consumes a live token by its link token, or by the e-mailed code and its address. */
    async consume(tx: Tx, input: { tokenHash?: string; email?: string; code?: string }, types: TokenType[]) {
      const now = new Date();
      const match = input.tokenHash
        ? eq(authOneTimeTokens.linkHash, sha256(input.tokenHash))
        : eq(authOneTimeTokens.codeHash, codeHash(input.email ?? '', input.code ?? ''));
      const [row] = await tx
        .select()
        .from(authOneTimeTokens)
        .where(and(match, inArray(authOneTimeTokens.tokenType, types), gt(authOneTimeTokens.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      if (input.email && row.relatesTo !== input.email.toLowerCase()) return null;
      // Deleting is what makes it one-time: of two concurrent uses, only one deletes the row.
      const deleted = await tx
        .delete(authOneTimeTokens)
        .where(eq(authOneTimeTokens.id, row.id))
        .returning({ id: authOneTimeTokens.id });
      return deleted.length ? row : null;
    },

    /**
     * GET /reauthenticate: a nonce (6-digit code) for the account's address, replacing any earlier one, and its
     * mail in the same transaction. A repeat within `frequencySeconds` is GoTrue's 429: the caller is signed in,
     * so unlike /recover nothing is revealed by saying so.
     */
    async sendReauthentication(tx: Tx, user: UserRow, frequencySeconds: number) {
      const [earlier] = await tx
        .select({ createdAt: authOneTimeTokens.createdAt })
        .from(authOneTimeTokens)
        .where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.tokenType, REAUTHENTICATION)));
      if (earlier && Date.now() - earlier.createdAt.getTime() < frequencySeconds * 1000)
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this once every ${frequencySeconds} seconds`,
          undefined,
          Math.ceil((earlier.createdAt.getTime() + frequencySeconds * 1000 - Date.now()) / 1000),
        );
      const code = randomCode();
      await tx
        .delete(authOneTimeTokens)
        .where(and(eq(authOneTimeTokens.userId, user.id), eq(authOneTimeTokens.tokenType, REAUTHENTICATION)));
      const [row] = await tx
        .insert(authOneTimeTokens)
        .values({
          userId: user.id,
          tokenType: REAUTHENTICATION,
          // Never mailed: the column is required and unique, and a random hash matches no link.
          linkHash: sha256(randomToken()),
          codeHash: codeHash(user.email, code),
          relatesTo: user.email,
          expiresAt: new Date(Date.now() + deps.otpExpirySeconds * 1000),
        })
        .returning({ id: authOneTimeTokens.id });
      const message = reauthenticationMail({
        lang: await preferredLanguageOf(tx, user.id),
        email: user.email,
        code,
        validForHours: Math.max(1, Math.round(deps.otpExpirySeconds / 3600)),
      });
      await enqueueMail(tx as never, message, `auth:reauthentication:${row!.id}`);
    },

    /** Consumes the account's reauthentication nonce; false when it is wrong, used or expired. */
    async consumeReauthentication(tx: Tx, user: UserRow, nonce: string): Promise<boolean> {
      const deleted = await tx
        .delete(authOneTimeTokens)
        .where(
          and(
            eq(authOneTimeTokens.userId, user.id),
            eq(authOneTimeTokens.tokenType, REAUTHENTICATION),
            eq(authOneTimeTokens.codeHash, codeHash(user.email, nonce)),
            eq(authOneTimeTokens.relatesTo, user.email),
            gt(authOneTimeTokens.expiresAt, new Date()),
          ),
        )
        .returning({ id: authOneTimeTokens.id });
      return deleted.length > 0;
    },

    /** PKCE: a flow state to complete when the link is opened (then the redirect carries ?code=). */
    async startFlow(
      tx: Tx,
      input: { userId: string | null; challenge?: string; method?: string; authMethod: string },
    ): Promise<string | null> {
      if (!input.challenge) return null;
      const [flow] = await tx
        .insert(authFlowStates)
        .values({
          userId: input.userId,
          authCode: randomToken(),
          codeChallenge: input.challenge,
          codeChallengeMethod: (input.method ?? 's256').toLowerCase(),
          authenticationMethod: input.authMethod,
        })
        .returning({ id: authFlowStates.id });
      return flow!.id;
    },
  };
}

export type Verification = ReturnType<typeof createVerification>;
