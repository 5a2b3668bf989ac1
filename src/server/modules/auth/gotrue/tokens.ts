import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hashToken } from '../../../platform/secrets';

/** Hex SHA-256, as every stored secret hash of the site (platform/secrets.ts). */
export const sha256 = hashToken;

/** An opaque, unguessable token (refresh tokens, link tokens, PKCE auth codes). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** The 6-digit code sent next to each link, for typing in by hand (verifyOtp with email + token). */
export const randomCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A code is only meaningful with the address it was sent to: the hash binds both. */
export const codeHash = (email: string, code: string) => sha256(`${email.toLowerCase()}:${code}`);

/** PKCE: S256 challenge = base64url(sha256(verifier)); plain = the verifier itself. */
export function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (method.toLowerCase() === 'plain') return verifier === challenge;
  return createHash('sha256').update(verifier).digest('base64url') === challenge;
}
