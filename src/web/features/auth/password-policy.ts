// The server's password policy as GET /auth/v1/settings announces it (our extension to GoTrue's answer), for the
// live hints and the browser-side check; the server still decides (its weak_password reasons are shown too).
import type { MessageKey } from '@web/lib/i18n';

export interface PasswordPolicy {
  minLength: number;
  /** Character sets of which the password needs one character each. */
  requiredCharacters: string[];
}

const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
const UPPERCASE = LOWERCASE.toUpperCase();
const LETTERS = LOWERCASE + UPPERCASE;
const DIGITS = '0123456789';

/** The product's default, also used until the settings arrive or when they cannot be read. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  minLength: 8,
  requiredCharacters: [LETTERS, DIGITS],
};

/** GoTrue's format: sets separated by ":", "\:" is a colon inside a set; empty sets are dropped. */
export function parseRequiredCharacters(value: string): string[] {
  const sets: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i += 1) {
    if (value[i] === '\\' && value[i + 1] === ':') {
      current += ':';
      i += 1;
    } else if (value[i] === ':') {
      sets.push(current);
      current = '';
    } else current += value[i];
  }
  sets.push(current);
  return sets.filter(Boolean);
}

/** The policy from the settings' answer; a field that is missing or malformed keeps the default's. */
export function policyFromSettings(settings: unknown): PasswordPolicy {
  const answer = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  const min = answer.password_min_length;
  const required = answer.password_required_characters;
  return {
    minLength:
      typeof min === 'number' && Number.isInteger(min) && min > 0 ? min : DEFAULT_PASSWORD_POLICY.minLength,
    requiredCharacters:
      typeof required === 'string'
        ? parseRequiredCharacters(required)
        : DEFAULT_PASSWORD_POLICY.requiredCharacters,
  };
}

/** One rule under the password field: its text (key and values) and whether the password meets it. */
export interface PasswordRule {
  key: Extract<MessageKey, `auth.passwordRules.${string}`>;
  vars?: Record<string, string | number>;
  met: boolean;
}

const setKeys: Record<string, PasswordRule['key']> = {
  [LETTERS]: 'auth.passwordRules.letter',
  [LOWERCASE]: 'auth.passwordRules.lowercase',
  [UPPERCASE]: 'auth.passwordRules.uppercase',
  [DIGITS]: 'auth.passwordRules.digit',
};

/** Every rule of the policy for this password: the length first, then one per required set. */
export function passwordRules(password: string, policy: PasswordPolicy): PasswordRule[] {
  const length = { key: 'auth.passwordRules.length', vars: { min: policy.minLength } } as const;
  return [
    { ...length, met: [...password].length >= policy.minLength },
    ...policy.requiredCharacters.map((set) => {
      const met = [...set].some((char) => password.includes(char));
      const key = setKeys[set];
      return key
        ? { key, met }
        : { key: 'auth.passwordRules.oneOf' as const, vars: { characters: set }, met };
    }),
  ];
}
