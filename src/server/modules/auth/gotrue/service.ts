import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../../platform/config';
import type { Db } from '../../../platform/db/client';
import { enqueueMail } from '../../../platform/mail/outbox';
import { AuthError, authErrors } from './errors';
import type { KeyStore } from '../credentials/keys';
import { passwordChangedMail } from '../mail/mails';
import {
  checkPasswordStrength,
  hashPassword,
  parseRequiredCharacters,
  verifyPassword,
} from '../credentials/passwords';
import { createRedirectPolicy } from './redirects';
import { authFlowStates, authIdentities, authOneTimeTokens, authUsers, profiles } from '../schema';
import { createSessions, type ClientInfo } from './sessions';
import { hasVerifiedFactor } from '../mfa/factors';
import { pkceMatches } from './tokens';
import {
  findUserByEmail,
  insertUser,
  isValidEmail,
  loadUserJson,
  markIdentityConfirmed,
  normalizeEmail,
  obfuscatedUserJson,
  preferredLanguageOf,
  type Tx,
  type UserRow,
} from './users';
import { createVerification, tokenTypesFor, type TokenType, type VerifyType } from './verification';

/** PKCE auth codes live five minutes, as in GoTrue. */
const FLOW_STATE_TTL_MS = 5 * 60_000;
/** With AUTH_SECURE_PASSWORD_CHANGE, a session younger than this changes the password without a nonce (GoTrue). */
const REAUTH_WINDOW_MS = 24 * 3_600_000;

export type Metadata = Record<string, unknown>;
export interface PkceInput {
  code_challenge?: string;
  code_challenge_method?: string;
}

export function createAuthService(deps: { db: Db; config: Config; keys: KeyStore }) {
  const { db, config } = deps;
  const auth = config.auth;
  const sessions = createSessions({
    db,
    keys: deps.keys,
    issuer: new URL('/auth/v1', config.siteUrl).href,
    expirySeconds: auth.jwtExpirySeconds,
    adminEmails: auth.adminEmails,
    adminRequireMfa: auth.adminRequireMfa,
  });
  const verification = createVerification({
    siteOrigin: config.siteUrl.origin,
    otpExpirySeconds: auth.otpExpirySeconds,
  });
  const redirect = createRedirectPolicy(config.siteUrl, auth.redirectAllowList);
  const policy = {
    minLength: auth.passwordMinLength,
    requiredCharacters: parseRequiredCharacters(auth.passwordRequiredCharacters),
  };

  function email(raw: unknown): string {
    if (typeof raw !== 'string' || !isValidEmail(raw.trim())) throw authErrors.invalidEmail();
    return normalizeEmail(raw);
  }

  /** E-mails to one person are spaced (AUTH_EMAIL_FREQUENCY): a repeat within it is silently skipped. */
  const recentlySent = (at: Date | null) =>
    !!at && Date.now() - at.getTime() < auth.emailFrequencySeconds * 1000;

  async function send(
    tx: Tx,
    user: UserRow,
    type: TokenType,
    redirectTo: string,
    pkce?: PkceInput & { method: string },
  ) {
    const flowStateId = await verification.startFlow(tx, {
      userId: user.id,
      challenge: pkce?.code_challenge,
      method: pkce?.code_challenge_method,
      authMethod: pkce?.method ?? type,
    });
    await verification.send(tx, user, type, { redirectTo, flowStateId });
  }

  async function stamp(tx: Tx, user: UserRow, values: Partial<typeof authUsers.$inferInsert>) {
    const [row] = await tx
      .update(authUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(authUsers.id, user.id))
      .returning();
    return row!;
  }

  /** Secure e-mail change: both the old and the new address must confirm. */
  async function sendEmailChange(tx: Tx, user: UserRow, target: string) {
    await verification.send(tx, user, 'email_change_current', { redirectTo: target });
    await verification.send(tx, user, 'email_change_new', { redirectTo: target, to: user.emailChange! });
    return stamp(tx, user, { emailChangeSentAt: new Date(), emailChangeConfirmStatus: 0 });
  }

  return {
    sessions,
    redirect,

    async signup(
      input: { email?: unknown; password?: unknown; data?: unknown } & PkceInput,
      redirectTo: string,
      client: ClientInfo,
    ) {
      await deps.keys.ring();
      if (auth.disableSignup) throw authErrors.signupDisabled();
      const address = email(input.email);
      if (typeof input.password !== 'string' || !input.password)
        throw authErrors.validation('Signup requires a valid password', 422);
      const weak = checkPasswordStrength(input.password, policy);
      if (weak) throw weak;
      const data = isObject(input.data) ? input.data : {};
      const passwordHash = await hashPassword(input.password);
      const target = redirect(redirectTo);
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
            if (!recentlySent(existing.confirmationSentAt)) {
              await send(tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
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
          if (auth.autoconfirm) return sessions.issue(tx, user, 'password', client);
          await send(tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
          user = await stamp(tx, user, { confirmationSentAt: new Date() });
          return await loadUserJson(tx, user);
        });
      } catch (error) {
        // Two sign-ups for one address at once: the unique index lets one through; the other is told nothing.
        if (isUniqueViolation(error)) return obfuscatedUserJson(address, data, auth.adminEmails);
        throw error;
      }
    },

    async signInWithPassword(input: { email?: unknown; password?: unknown }, client: ClientInfo) {
      await deps.keys.ring();
      if (typeof input.email !== 'string' || typeof input.password !== 'string' || !input.password)
        throw authErrors.validation('You must provide either an email or phone number and a password');
      const user = await findUserByEmail(db, input.email);
      const check = await verifyPassword(input.password, user?.passwordHash);
      if (!user || !check.ok) throw authErrors.invalidCredentials();
      // Only after the password: an unconfirmed address is not revealed to someone without it.
      if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
      if (user.bannedUntil && user.bannedUntil > new Date())
        throw new AuthError(400, 'user_banned', 'User is banned');
      const rehash = check.needsRehash ? await hashPassword(input.password) : null;
      return db.transaction(async (tx) => {
        const current = rehash ? await stamp(tx, user, { passwordHash: rehash }) : user;
        await tx
          .update(authIdentities)
          .set({ lastSignInAt: new Date() })
          .where(eq(authIdentities.userId, user.id));
        return sessions.issue(tx, current, 'password', client);
      });
    },

    async exchangeCode(input: { auth_code?: unknown; code_verifier?: unknown }, client: ClientInfo) {
      await deps.keys.ring();
      // Empty counts as missing, as in GoTrue: auth-js sends "" when it has no stored verifier.
      if (
        typeof input.auth_code !== 'string' ||
        typeof input.code_verifier !== 'string' ||
        !input.auth_code ||
        !input.code_verifier
      )
        throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
      const { auth_code: code, code_verifier: verifier } = input;
      return db.transaction(async (tx) => {
        const [flow] = await tx.select().from(authFlowStates).where(eq(authFlowStates.authCode, code));
        if (!flow?.userId || !flow.authCodeIssuedAt) throw authErrors.flowStateNotFound();
        if (Date.now() - flow.authCodeIssuedAt.getTime() > FLOW_STATE_TTL_MS)
          throw authErrors.flowStateExpired();
        if (!pkceMatches(verifier, flow.codeChallenge, flow.codeChallengeMethod))
          throw authErrors.badCodeVerifier();
        await tx.delete(authFlowStates).where(eq(authFlowStates.id, flow.id));
        const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, flow.userId));
        if (!user) throw authErrors.flowStateNotFound();
        return sessions.issue(tx, user, flow.authenticationMethod, client);
      });
    },

    /** Always `{}`: whether an account exists is never revealed. */
    async recover(input: { email?: unknown } & PkceInput, redirectTo: string) {
      const address = email(input.email);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, address, { lock: true });
        if (!user || recentlySent(user.recoverySentAt)) return;
        await send(tx, user, 'recovery', redirect(redirectTo), { ...input, method: 'recovery' });
        await stamp(tx, user, { recoverySentAt: new Date() });
      });
      return {};
    },

    async resend(input: { type?: unknown; email?: unknown } & PkceInput, redirectTo: string) {
      if (input.type !== 'signup' && input.type !== 'email_change')
        throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
      const address = email(input.email);
      await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, address, { lock: true });
        if (!user) return;
        const target = redirect(redirectTo);
        if (input.type === 'signup') {
          if (user.emailConfirmedAt || recentlySent(user.confirmationSentAt)) return;
          await send(tx, user, 'confirmation', target, { ...input, method: 'email/signup' });
          await stamp(tx, user, { confirmationSentAt: new Date() });
        } else {
          if (!user.emailChange || recentlySent(user.emailChangeSentAt)) return;
          await sendEmailChange(tx, user, target);
        }
      });
      return {};
    },

    /** Magic link: a known, confirmed address gets a sign-in link; a new one gets a confirmation. */
    async otp(
      input: { email?: unknown; create_user?: unknown; data?: unknown } & PkceInput,
      redirectTo: string,
    ) {
      const address = email(input.email);
      const target = redirect(redirectTo);
      try {
        await db.transaction(async (tx) => {
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
          if (recentlySent(sentAt)) return;
          await send(tx, user, confirmed ? 'magiclink' : 'confirmation', target, {
            ...input,
            method: 'magiclink',
          });
          await stamp(
            tx,
            user,
            confirmed ? { recoverySentAt: new Date() } : { confirmationSentAt: new Date() },
          );
        });
      } catch (error) {
        // Two requests creating the same account at once: one wins; the other is answered alike.
        if (!isUniqueViolation(error)) throw error;
      }
      return {};
    },

    /**
     * Verifies a mailed link or code. Returns a session, or for the first half of an e-mail change a
     * message, or (PKCE) the flow's auth code to redirect with.
     */
    async verify(
      input: { type: VerifyType; tokenHash?: string; email?: string; code?: string },
      client: ClientInfo,
    ): Promise<{
      session?: Awaited<ReturnType<typeof sessions.issue>>;
      message?: string;
      authCode?: string;
    }> {
      await deps.keys.ring();
      return db.transaction(async (tx) => {
        const types = tokenTypesFor[input.type];
        const token = await verification.consume(tx, input, types);
        if (!token) throw authErrors.otpExpired();
        let [user] = await tx.select().from(authUsers).where(eq(authUsers.id, token.userId));
        if (!user) throw authErrors.otpExpired();
        if (token.tokenType === 'email_change_current' || token.tokenType === 'email_change_new') {
          if (!user.emailChange) throw authErrors.otpExpired();
          if (user.emailChangeConfirmStatus === 0) {
            await stamp(tx, user, { emailChangeConfirmStatus: 1 });
            return {
              message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
            };
          }
          if (await findUserByEmail(tx, user.emailChange)) throw authErrors.emailExists();
          user = await stamp(tx, user, {
            email: user.emailChange,
            emailChange: null,
            emailChangeSentAt: null,
            emailChangeConfirmStatus: 0,
            emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
            // Both addresses followed their links: the new one is proven.
            emailProvenAt: new Date(),
          });
          await markIdentityConfirmed(tx, user);
        } else {
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
              ...(takesOver
                ? { emailChange: null, emailChangeSentAt: null, emailChangeConfirmStatus: 0 }
                : {}),
              ...(takesOver && token.tokenType !== 'email_proof' ? { passwordHash: null } : {}),
            });
          if (confirms) await markIdentityConfirmed(tx, user);
          if (takesOver) {
            await sessions.endAllSessions(tx, user.id);
            await tx.delete(authOneTimeTokens).where(eq(authOneTimeTokens.userId, user.id));
          }
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
        return { session: await sessions.issue(tx, user, method, client) };
      });
    },

    /** GET /reauthenticate: mails the signed-in person a nonce for PUT /user (GoTrue's answer is `{}`). */
    async reauthenticate(user: UserRow) {
      if (!user.emailConfirmedAt)
        throw new AuthError(400, 'email_not_confirmed', 'Please verify your email first.');
      await db.transaction(async (tx) => {
        // The row lock queues concurrent requests, so the frequency check sees the earlier one's nonce.
        const [locked] = await tx.select().from(authUsers).where(eq(authUsers.id, user.id)).for('update');
        if (!locked) throw authErrors.userNotFoundForJwt();
        await verification.sendReauthentication(tx, locked, auth.emailFrequencySeconds);
      });
      return {};
    },

    /**
     * PUT /user. A new password ends every other session of the person (`sessionId` is the one kept: where
     * the change was made, also after a recovery link) and mails them that it did.
     */
    async updateUser(
      user: UserRow,
      session: { id: string; createdAt: Date; aal: string },
      input: { email?: unknown; password?: unknown; data?: unknown; nonce?: unknown } & PkceInput,
      redirectTo: string,
    ) {
      const sessionId = session.id;
      const newPassword = typeof input.password === 'string' && input.password ? input.password : null;
      const newEmail = input.email === undefined || input.email === '' ? null : email(input.email);
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
        !!newPassword &&
        auth.securePasswordChange &&
        Date.now() - session.createdAt.getTime() > REAUTH_WINDOW_MS;
      const nonce = typeof input.nonce === 'string' ? input.nonce : '';
      if (needsNonce && !nonce)
        throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      let passwordHash: string | null = null;
      if (newPassword) {
        const weak = checkPasswordStrength(newPassword, policy);
        if (weak) throw weak;
        if ((await verifyPassword(newPassword, user.passwordHash)).ok) throw authErrors.samePassword();
        passwordHash = await hashPassword(newPassword);
      }
      return db.transaction(async (tx) => {
        let current = user;
        if (needsNonce && !(await verification.consumeReauthentication(tx, current, nonce)))
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
          await sessions.endOtherSessions(tx, current.id, sessionId);
          await enqueueMail(
            tx as never,
            passwordChangedMail({
              lang: await preferredLanguageOf(tx, current.id),
              email: current.email,
              resetUrl: new URL('/recuperar-contraseña', config.siteUrl).href,
            }),
            `auth:password_changed:${current.id}:${randomUUID()}`,
          );
        }
        if (newEmail && newEmail !== current.email) {
          if (await findUserByEmail(tx, newEmail)) throw authErrors.emailExists();
          current = await stamp(tx, current, { emailChange: newEmail });
          current = await sendEmailChange(tx, current, redirect(redirectTo));
        }
        return loadUserJson(tx, current);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
