import { createAuthContext, type AuthContext, type AuthDeps } from './context';
import { sendMagicLink } from './magic-link';
import { recover } from './recovery';
import { resend } from './resend';
import { exchangeCode, signInWithPassword } from './sign-in';
import { signUp } from './sign-up';
import { reauthenticate, updateUser } from './user-update';
import { verifyLink } from './verify-link';

export { isUniqueViolation, type Metadata, type PkceInput } from './context';

/**
 * The GoTrue-compatible auth service (ADR 006): the flows behind /auth/v1, each in its own file and
 * given the shared context (database, settings, keys, sessions, mailed links, redirect and password policy).
 */
export function createAuthService(deps: AuthDeps) {
  const ctx = createAuthContext(deps);
  const withContext =
    <A extends unknown[], R>(flow: (ctx: AuthContext, ...args: A) => R) =>
    (...args: A): R =>
      flow(ctx, ...args);
  return {
    sessions: ctx.sessions,
    redirect: ctx.redirect,
    signup: withContext(signUp),
    signInWithPassword: withContext(signInWithPassword),
    exchangeCode: withContext(exchangeCode),
    recover: withContext(recover),
    resend: withContext(resend),
    otp: withContext(sendMagicLink),
    verify: withContext(verifyLink),
    reauthenticate: withContext(reauthenticate),
    updateUser: withContext(updateUser),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
