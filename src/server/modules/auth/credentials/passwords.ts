import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { commonPasswords } from './common-passwords';
import { AuthError } from '../gotrue/errors';

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
  /** Character sets of which the password needs one character each (AUTH_PASSWORD_REQUIRED_CHARACTERS). */
  requiredCharacters: string[];
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
/**
 * GoTrue's AUTH_PASSWORD_REQUIRED_CHARACTERS format: character sets separated by ":", a "\:" inside a set
 * stands for a colon; empty sets are dropped, so an empty value requires nothing.
 */
export function parseRequiredCharacters(value: string): string[] {
  const parts = value.split(':');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const part = parts[i]!;
    if (part.endsWith('\\')) {
      parts[i] = `${part.slice(0, -1)}:${parts[i + 1]}`;
      parts[i + 1] = '';
    }
  }
  return parts.filter(Boolean);
}

/**
 * Whether the password has a character of the set. A set holding the whole Latin alphabet also counts any
 * other alphabet's letter (ñ, é, ж), and one holding every digit any decimal digit: the rule stays "a letter
 * and a digit" for a Spanish-speaking audience, as it was before the setting existed.
 */
function hasOneOf(password: string, set: string): boolean {
  if ([...password].some((char) => set.includes(char))) return true;
  if ([...LATIN_LETTERS].every((char) => set.includes(char)) && /\p{L}/u.test(password)) return true;
  return [...DIGITS].every((char) => set.includes(char)) && /\p{N}/u.test(password);
}

/**
 * The policy: a minimum length, one character of each required set, and not one of the most common leaked
 * passwords. GoTrue's reasons and messages, so the client raises AuthWeakPasswordError; the message names
 * the sets that are missing (GoTrue names every configured set), so a client can say exactly what to add.
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
  const missing = policy.requiredCharacters.filter((set) => !hasOneOf(password, set));
  if (missing.length) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${missing.join(', ')}.`);
  }
  if (commonPasswords.has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length ? new AuthError(422, 'weak_password', messages.join(' '), reasons) : null;
}
