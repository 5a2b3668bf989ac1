import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthApiError, AuthRetryableFetchError, type Factor } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, authRetryAfterSeconds } from '@web/lib/auth-client';
import { translate } from '@web/lib/i18n';
import { authErrorKey } from '../errors';
import { cleanCode, groupKey, isCompleteCode, mfaErrorText, qrImageSrc, verifiedTotp } from './code';

const factor = (id: string, status: 'verified' | 'unverified', created: string, type = 'totp') =>
  ({ id, status, factor_type: type, created_at: created, updated_at: created }) as Factor;

describe('the code as typed or pasted', () => {
  it('keeps the digits, at most six', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode('123-456')).toBe('123456');
    expect(cleanCode(' 12a3\t4 ')).toBe('1234');
    expect(cleanCode('1234567890')).toBe('123456');
    expect(cleanCode('')).toBe('');
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode(cleanCode('12 34 56'))).toBe(true);
  });
});

describe('the manual key and the QR code', () => {
  it('shows the key in groups of four', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupKey('ABCDEF')).toBe('ABCD EF');
    expect(groupKey(' AB CD ')).toBe('ABCD');
  });

  it('uses GoTrue’s data URI as it is and turns a bare SVG into one', () => {
    const uri = 'data:image/svg+xml;utf-8,%3Csvg%3E%3C/svg%3E';
    expect(qrImageSrc(uri)).toBe(uri);
    expect(qrImageSrc('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe(
      `data:image/svg+xml;utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`,
    );
    expect(qrImageSrc('javascript:alert(1)')).toBeNull();
    expect(qrImageSrc('data:text/html,<b>x</b>')).toBeNull();
  });
});

describe('the factors a code is asked for', () => {
  it('are the verified authenticator apps, oldest first', () => {
    const all = [
      factor('b', 'verified', '2026-11-02T00:00:00Z'),
      factor('c', 'unverified', '2026-11-01T00:00:00Z'),
      factor('a', 'verified', '2026-11-01T00:00:00Z'),
      factor('p', 'verified', '2026-10-01T00:00:00Z', 'phone'),
    ];
    expect(verifiedTotp(all).map((f) => f.id)).toEqual(['a', 'b']);
    expect(verifiedTotp([])).toEqual([]);
  });
});

describe('what a failed MFA call says', () => {
  it('gives GoTrue’s MFA codes their own texts, in both languages', () => {
    const codes: Record<string, string> = {
      mfa_verification_failed: 'auth.apiErrors.mfaVerificationFailed',
      mfa_challenge_expired: 'auth.apiErrors.mfaChallengeExpired',
      mfa_ip_address_mismatch: 'auth.apiErrors.mfaChallengeExpired',
      mfa_factor_name_conflict: 'auth.apiErrors.mfaFactorNameConflict',
      mfa_factor_not_found: 'auth.apiErrors.mfaFactorNotFound',
      too_many_enrolled_mfa_factors: 'auth.apiErrors.tooManyFactors',
      insufficient_aal: 'auth.apiErrors.insufficientAal',
    };
    for (const [code, key] of Object.entries(codes)) {
      const error = new AuthApiError('server text', 422, code);
      expect(authErrorKey(error), code).toBe(key);
      expect(mfaErrorText(error).key).toBe(key);
      for (const lang of ['es', 'en'] as const) expect(translate(lang, key)).not.toBe(key);
    }
    expect(mfaErrorText(new AuthRetryableFetchError('Failed to fetch', 0)).key).toBe(
      'auth.apiErrors.network',
    );
  });

  describe('too many attempts', () => {
    let server: Server;
    let url = '';
    beforeAll(async () => {
      server = createServer((_request, response) => {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' });
        response.end(JSON.stringify({ code: 429, error_code: 'over_request_rate_limit', msg: 'limited' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/auth/v1/factors/x/verify`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('tells the wait the server gave (Retry-After), counting down, and the plain text once it is over', async () => {
      const response = await authFetch(url, { method: 'POST' });
      expect(response.status).toBe(429);
      const at = Date.now();
      expect(authRetryAfterSeconds(at)).toBe(42);
      const limited = new AuthApiError('limited', 429, 'over_request_rate_limit');
      expect(mfaErrorText(limited, at)).toEqual({
        key: 'auth.apiErrors.overRequestRateLimitWait',
        vars: { seconds: 42 },
        wait: 42,
      });
      expect(mfaErrorText(limited, at + 40_500).vars).toEqual({ seconds: 2 });
      expect(translate('en', 'auth.apiErrors.overRequestRateLimitWait', { seconds: 42 })).toContain('42 s');
      expect(mfaErrorText(limited, at + 43_000)).toEqual({ key: 'auth.apiErrors.overRequestRateLimit' });
    });
  });
});
