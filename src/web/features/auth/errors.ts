// Friendly texts for what the auth API answers: GoTrue's error codes → i18n keys (auth.apiErrors.*).
import type { MessageKey } from '@web/lib/i18n';

export type AuthApiErrorKey = Extract<MessageKey, `auth.apiErrors.${string}`>;
export type WeakPasswordReasonKey = Extract<MessageKey, `auth.weakPassword.${string}`>;

/** The parts of an auth-js error the screens use (checked by shape, so the client's code stays lazy). */
export interface AuthErrorLike {
  name: string;
  message: string;
  code?: string;
  status?: number;
  reasons?: string[];
}

export function isAuthErrorLike(error: unknown): error is AuthErrorLike {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

const byCode: Record<string, AuthApiErrorKey> = {
  invalid_credentials: 'auth.apiErrors.invalidCredentials',
  email_not_confirmed: 'auth.apiErrors.emailNotConfirmed',
  weak_password: 'auth.apiErrors.weakPassword',
  validation_failed: 'auth.apiErrors.validationFailed',
  email_address_invalid: 'auth.apiErrors.emailAddressInvalid',
  user_already_exists: 'auth.apiErrors.userAlreadyExists',
  email_exists: 'auth.apiErrors.userAlreadyExists',
  signup_disabled: 'auth.apiErrors.signupDisabled',
  same_password: 'auth.apiErrors.samePassword',
  over_request_rate_limit: 'auth.apiErrors.overRequestRateLimit',
  over_email_send_rate_limit: 'auth.apiErrors.overEmailSendRateLimit',
  otp_expired: 'auth.apiErrors.otpExpired',
  session_not_found: 'auth.apiErrors.sessionMissing',
  session_expired: 'auth.apiErrors.sessionMissing',
  refresh_token_not_found: 'auth.apiErrors.sessionMissing',
  refresh_token_already_used: 'auth.apiErrors.sessionMissing',
  reauthentication_needed: 'auth.apiErrors.reauthenticationNeeded',
  user_not_found: 'auth.apiErrors.sessionMissing',
  // The second factor (GoTrue's MFA codes).
  mfa_verification_failed: 'auth.apiErrors.mfaVerificationFailed',
  mfa_verification_rejected: 'auth.apiErrors.mfaVerificationFailed',
  mfa_challenge_expired: 'auth.apiErrors.mfaChallengeExpired',
  // A challenge already used (or from another address): a new one is taken with the next code.
  mfa_ip_address_mismatch: 'auth.apiErrors.mfaChallengeExpired',
  mfa_factor_name_conflict: 'auth.apiErrors.mfaFactorNameConflict',
  mfa_factor_not_found: 'auth.apiErrors.mfaFactorNotFound',
  too_many_enrolled_mfa_factors: 'auth.apiErrors.tooManyFactors',
  insufficient_aal: 'auth.apiErrors.insufficientAal',
};

/** The code of an auth error (auth-js turns session_not_found into a code-less "session missing" error). */
export function authErrorCode(error: unknown): string | null {
  if (!isAuthErrorLike(error)) return null;
  if (error.code) return error.code;
  if (error.name === 'AuthSessionMissingError') return 'session_not_found';
  return null;
}

/** The friendly text for any failure of an auth call (network and server faults included). */
export function authErrorKey(error: unknown): AuthApiErrorKey {
  const code = authErrorCode(error);
  if (code && byCode[code]) return byCode[code];
  if (isAuthErrorLike(error)) {
    if (error.name === 'AuthRetryableFetchError' && !error.status) return 'auth.apiErrors.network';
    if (error.status === 429) return 'auth.apiErrors.overRequestRateLimit';
    if (error.status !== undefined && error.status >= 500) return 'auth.apiErrors.server';
  } else if (error instanceof TypeError) {
    return 'auth.apiErrors.network'; // fetch failed, or the client's code did not load
  }
  return 'auth.apiErrors.unknown';
}

const reasonKeys: Record<string, WeakPasswordReasonKey> = {
  length: 'auth.weakPassword.length',
  characters: 'auth.weakPassword.characters',
  pwned: 'auth.weakPassword.pwned',
};

export interface WeakPasswordReason {
  key: WeakPasswordReasonKey;
  vars?: { sets: string };
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const holdsAll = (set: string, chars: string) => [...chars].every((char) => set.includes(char));

/**
 * What "characters" means in one weak_password answer. The server's required sets are configurable
 * (AUTH_PASSWORD_REQUIRED_CHARACTERS) and GoTrue's /settings does not publish them, so the message — which
 * names exactly the missing sets — is read: a whole alphabet is "a letter", all digits "a number", any other set
 * is listed as it is. A message in another shape (another server) falls back to the default rule's text.
 */
function characterReasons(message: string): WeakPasswordReason[] {
  const listed = message.match(/at least one character of each: (.+?)\.(?= Password |$)/)?.[1];
  if (!listed) return [{ key: 'auth.weakPassword.characters' }];
  const sets = listed.split(', ');
  const letter = sets.some((set) => holdsAll(set, LATIN_LETTERS));
  const digit = sets.some((set) => holdsAll(set, DIGITS));
  const others = sets.filter((set) => !holdsAll(set, LATIN_LETTERS) && !holdsAll(set, DIGITS));
  const reasons: WeakPasswordReason[] = [];
  if (letter && digit) reasons.push({ key: 'auth.weakPassword.characters' });
  else if (letter) reasons.push({ key: 'auth.weakPassword.letter' });
  else if (digit) reasons.push({ key: 'auth.weakPassword.digit' });
  if (others.length)
    reasons.push({ key: 'auth.weakPassword.otherCharacters', vars: { sets: others.join('  ') } });
  return reasons;
}

/** Why the server found a password weak (weak_password's reasons), each as a text to translate; never empty. */
export function weakPasswordReasons(error: unknown): WeakPasswordReason[] | null {
  if (authErrorCode(error) !== 'weak_password') return null;
  const given = isAuthErrorLike(error) ? (error.reasons ?? []) : [];
  const message = isAuthErrorLike(error) ? error.message : '';
  const reasons = given.flatMap((reason): WeakPasswordReason[] => {
    if (reason === 'characters') return characterReasons(message);
    return reasonKeys[reason] ? [{ key: reasonKeys[reason] }] : [];
  });
  return reasons.length > 0 ? reasons : [{ key: 'auth.weakPassword.characters' }];
}

/** The keys of weakPasswordReasons (without the sets a custom policy names). */
export function weakPasswordReasonKeys(error: unknown): WeakPasswordReasonKey[] | null {
  return weakPasswordReasons(error)?.map((reason) => reason.key) ?? null;
}

/** Errors about limits and the network: safe to show on the password-reset form (they reveal no account). */
export function isTransientAuthError(error: unknown): boolean {
  const key = authErrorKey(error);
  return (
    key === 'auth.apiErrors.network' ||
    key === 'auth.apiErrors.server' ||
    key === 'auth.apiErrors.overRequestRateLimit' ||
    key === 'auth.apiErrors.overEmailSendRateLimit'
  );
}
