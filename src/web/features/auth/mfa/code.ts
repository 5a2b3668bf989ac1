// The pure parts of the second factor's screens: the code as typed or pasted, the manual key, the QR image,
// the factors to ask a code for, and what a failed MFA call says.
import type { Factor } from '@supabase/auth-js';
import { authRetryAfterSeconds } from '@web/lib/auth-client';
import type { MessageKey, Vars } from '@web/lib/i18n';
import { authErrorCode, authErrorKey } from '../errors';

export const CODE_LENGTH = 6;

/** The digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export function cleanCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export const isCompleteCode = (code: string) => code.length === CODE_LENGTH;

/** The manual key in groups of four, as authenticator apps show and people copy it. */
export function groupKey(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * The QR code's image address. GoTrue answers an SVG data URI; auth-js documents the bare SVG too, which
 * becomes a data URI here. Anything else (no SVG at all) is not shown.
 */
export function qrImageSrc(qrCode: string): string | null {
  const value = qrCode.trim();
  if (value.startsWith('data:image/svg+xml')) return value;
  if (value.startsWith('<svg') || value.startsWith('<?xml'))
    return `data:image/svg+xml;utf-8,${encodeURIComponent(value)}`;
  return null;
}

/** The verified authenticator-app factors, oldest first: the ones a code can be asked for. */
export function verifiedTotp(factors: readonly Factor[]): Factor[] {
  return factors
    .filter((factor) => factor.factor_type === 'totp' && factor.status === 'verified')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

export interface ErrorText {
  key: MessageKey;
  vars?: Vars;
  /** Seconds to wait before trying again (a 429's Retry-After), when known. */
  wait?: number;
}

/** What a failed MFA call says: GoTrue's code in words, and the wait after too many attempts. */
export function mfaErrorText(error: unknown, now = Date.now()): ErrorText {
  const key = authErrorKey(error);
  if (key === 'auth.apiErrors.overRequestRateLimit' || authErrorCode(error) === 'over_request_rate_limit') {
    const wait = authRetryAfterSeconds(now);
    if (wait) return { key: 'auth.apiErrors.overRequestRateLimitWait', vars: { seconds: wait }, wait };
  }
  return { key };
}
