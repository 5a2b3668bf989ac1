import {
  AuthApiError,
  AuthImplicitGrantRedirectError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
} from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import es from '@web/locales/es';
import { translate } from '@web/lib/i18n';
import { authErrorCode, authErrorKey, isTransientAuthError, weakPasswordReasonKeys } from './errors';

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

  it('shows only limits and faults on the password-reset form', () => {
    expect(isTransientAuthError(api('over_email_send_rate_limit', 429))).toBe(true);
    expect(isTransientAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toBe(true);
    expect(isTransientAuthError(api('user_not_found', 404))).toBe(false);
  });

  it('has every text in both languages', () => {
    for (const key of Object.keys(es.auth.apiErrors))
      for (const lang of ['es', 'en'] as const)
        expect(translate(lang, `auth.apiErrors.${key}`)).not.toBe(`auth.apiErrors.${key}`);
  });
});
