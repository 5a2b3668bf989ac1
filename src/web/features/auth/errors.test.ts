import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import esAuth from '@web/locales/es/auth.json';
import { translate } from '@web/lib/i18n';
import {
  authErrorCode,
  authErrorKey,
  isTransientAuthError,
  weakPasswordReasonKeys,
  weakPasswordReasons,
} from './errors';

const api = (code: string, status = 400) => new AuthApiError('server text', status, code);

describe('auth error texts', () => {
  it('gives every documented error code its own friendly text', () => {
    const expected: Record<string, string> = {
      invalid_credentials: 'auth.apiErrors.invalidCredentials',
      email_not_confirmed: 'auth.apiErrors.emailNotConfirmed',
      validation_failed: 'auth.apiErrors.validationFailed',
      user_already_exists: 'auth.apiErrors.userAlreadyExists',
      signup_disabled: 'auth.apiErrors.signupDisabled',
      same_password: 'auth.apiErrors.samePassword',
      over_request_rate_limit: 'auth.apiErrors.overRequestRateLimit',
      over_email_send_rate_limit: 'auth.apiErrors.overEmailSendRateLimit',
      otp_expired: 'auth.apiErrors.otpExpired',
      refresh_token_not_found: 'auth.apiErrors.sessionMissing',
    };
    for (const [code, key] of Object.entries(expected)) expect(authErrorKey(api(code)), code).toBe(key);
    expect(authErrorKey(new AuthWeakPasswordError('weak', 422, ['length']))).toBe(
      'auth.apiErrors.weakPassword',
    );
  });

  it('recognises session_not_found, which the client turns into a code-less error', () => {
    const error = new AuthSessionMissingError();
    expect(authErrorCode(error)).toBe('session_not_found');
    expect(authErrorKey(error)).toBe('auth.apiErrors.sessionMissing');
  });

  it('tells network faults, server faults and unknown answers apart', () => {
    expect(authErrorKey(new AuthRetryableFetchError('Failed to fetch', 0))).toBe('auth.apiErrors.network');
    expect(authErrorKey(new AuthRetryableFetchError('Bad gateway', 502))).toBe('auth.apiErrors.server');
    expect(authErrorKey(new TypeError('Failed to fetch dynamically imported module'))).toBe(
      'auth.apiErrors.network',
    );
    expect(authErrorKey(api('something_new', 429))).toBe('auth.apiErrors.overRequestRateLimit');
    expect(authErrorKey(api('something_new'))).toBe('auth.apiErrors.unknown');
    expect(authErrorKey(new Error('boom'))).toBe('auth.apiErrors.unknown');
  });

  it('reads the code of a failed e-mail link from the redirect error', () => {
    const error = new AuthImplicitGrantRedirectError('Email link is invalid or has expired', {
      error: 'access_denied',
      code: 'otp_expired',
    });
    expect(error.details?.code).toBe('otp_expired');
  });

  it("lists weak_password's reasons, and never none", () => {
    expect(weakPasswordReasonKeys(new AuthWeakPasswordError('weak', 422, ['length', 'pwned']))).toEqual([
      'auth.weakPassword.length',
      'auth.weakPassword.pwned',
    ]);
    expect(weakPasswordReasonKeys(new AuthWeakPasswordError('weak', 422, []))).toEqual([
      'auth.weakPassword.characters',
    ]);
    expect(weakPasswordReasonKeys(api('invalid_credentials'))).toBeNull();
  });

  it("names the server's missing character sets (AUTH_PASSWORD_REQUIRED_CHARACTERS), from its message", () => {
    const each = (sets: string) =>
      new AuthWeakPasswordError(
        `Password should be at least 8 characters. Password should contain at least one character of each: ${sets}.`,
        422,
        ['length', 'characters'],
      );
    const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
    expect(weakPasswordReasons(each('0123456789'))).toEqual([
      { key: 'auth.weakPassword.length' },
      { key: 'auth.weakPassword.digit' },
    ]);
    expect(weakPasswordReasons(each(letters))?.[1]).toEqual({ key: 'auth.weakPassword.letter' });
    expect(weakPasswordReasons(each(`${letters}, 0123456789`))?.[1]).toEqual({
      key: 'auth.weakPassword.characters',
    });
    expect(weakPasswordReasons(each('ABCDEFGHIJKLMNOPQRSTUVWXYZ, !?#'))?.[1]).toEqual({
      key: 'auth.weakPassword.otherCharacters',
      vars: { sets: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ  !?#' },
    });
    // Another server's wording: the default rule's text.
    expect(weakPasswordReasons(new AuthWeakPasswordError('weak', 422, ['characters']))).toEqual([
      { key: 'auth.weakPassword.characters' },
    ]);
    expect(translate('es', 'auth.weakPassword.otherCharacters', { sets: '!?#' })).toContain('!?#');
  });

  it('shows only limits and faults on the password-reset form', () => {
    expect(isTransientAuthError(api('over_email_send_rate_limit', 429))).toBe(true);
    expect(isTransientAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(true);
    expect(isTransientAuthError(api('user_not_found', 404))).toBe(false);
  });

  it('has every text in both languages', () => {
    for (const key of Object.keys(esAuth.apiErrors))
      for (const lang of ['es', 'en'] as const)
        expect(translate(lang, `auth.apiErrors.${key}`)).not.toBe(`auth.apiErrors.${key}`);
  });
});
