import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { commonPasswords } from './common-passwords';
import { AuthError } from './errors';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms here; the hash records its own cost.
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argonHash(password, ARGON2);

/**
 * A fixed hash to verify against when no account matches, so an unknown e-mail takes as long as a
 * wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('estudio-dummy-password-for-equal-timing'));

export type PasswordCheck = { ok: boolean; needsRehash: boolean };

/** Verifies argon2id hashes and bcrypt hashes imported from a GoTrue export (those are re-hashed). */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<PasswordCheck> {
  if (!stored) {
    await argonVerify(await dummy(), password).catch(() => false);
    return { ok: false, needsRehash: false };
  }
  if (/^\$2[aby]\$/.test(stored)) {
    const ok = await bcrypt.compare(password, stored);
    return { ok, needsRehash: ok };
  }
  const ok = await argonVerify(stored, password).catch(() => false);
  return { ok, needsRehash: false };
}

export const MAX_PASSWORD_LENGTH = 256;

export interface PasswordPolicy {
  minLength: number;
}

/**
 * The policy: a minimum length, at least one letter and one digit, and not one of the most common
 * leaked passwords. GoTrue's reasons and messages, so the client raises AuthWeakPasswordError.
 */
export function checkPasswordStrength(password: string, policy: PasswordPolicy): AuthError | null {
  // Hashing megabytes on a public endpoint would be a cheap way to load the server.
  if (password.length > MAX_PASSWORD_LENGTH)
    return new AuthError(
      422,
      'validation_failed',
      `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
    );
  const reasons: string[] = [];
  const messages: string[] = [];
  if ([...password].length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    reasons.push('characters');
    messages.push(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
    );
  }
  if (commonPasswords.has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? new AuthError(422, 'weak_password', messages.join(' '), reasons) : null;
}
