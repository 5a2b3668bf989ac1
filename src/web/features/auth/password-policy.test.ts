import { describe, expect, it } from 'vitest';
import { translate } from '@web/lib/i18n';
import { checkWithContract } from '@web/components/forms/contract-resolver';
import { authErrorVarsFor, newPasswordSchemaFor, signUpSchemaFor } from './forms';
import {
  DEFAULT_PASSWORD_POLICY,
  parseRequiredCharacters,
  passwordRules,
  policyFromSettings,
} from './password-policy';

const rulesOf = (password: string, settings: unknown) =>
  passwordRules(password, policyFromSettings(settings)).map(({ key, vars, met }) => [key, vars, met]);
const passwordError = async (password: string, settings: unknown) => {
  const result = await checkWithContract(
    { schema: newPasswordSchemaFor(policyFromSettings(settings)) },
    { password, confirm: password },
  );
  return result.ok ? null : result.errors.password;
};

describe("the server's password policy on the web", () => {
  it("reads GoTrue's ':'-separated sets, '\\:' being a colon", () => {
    expect(parseRequiredCharacters('abc:012')).toEqual(['abc', '012']);
    expect(parseRequiredCharacters(String.raw`!\:?:0`)).toEqual(['!:?', '0']);
    expect(parseRequiredCharacters('')).toEqual([]);
    expect(parseRequiredCharacters('::a::')).toEqual(['a']);
  });

  it('keeps the default for missing or malformed settings', () => {
    expect(policyFromSettings({})).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(policyFromSettings(null)).toEqual(DEFAULT_PASSWORD_POLICY);
    expect(policyFromSettings({ password_min_length: '12', password_required_characters: 5 })).toEqual(
      DEFAULT_PASSWORD_POLICY,
    );
  });

  it('shows the default as length, a letter and a digit, ticked as they are met', async () => {
    expect(rulesOf('abcdefgh', {})).toEqual([
      ['auth.passwordRules.length', { min: 8 }, true],
      ['auth.passwordRules.letter', undefined, true],
      ['auth.passwordRules.digit', undefined, false],
    ]);
    expect(await passwordError('12345678', {})).toBe('auth.errors.passwordNeedsLetterAndDigit');
    expect(await passwordError('abcdefg1', {})).toBeNull();
  });

  it('empty required characters: no letter or digit rule, only the length', async () => {
    const settings = { password_min_length: 8, password_required_characters: '' };
    expect(rulesOf('12345678', settings)).toEqual([['auth.passwordRules.length', { min: 8 }, true]]);
    expect(await passwordError('12345678', settings)).toBeNull();
  });

  it('a longer minimum is shown, checked and named in the error', async () => {
    const settings = { password_min_length: 12, password_required_characters: '' };
    expect(rulesOf('abcdefg1', settings)).toEqual([['auth.passwordRules.length', { min: 12 }, false]]);
    expect(await passwordError('abcdefg1', settings)).toBe('auth.errors.passwordTooShort');
    const policy = policyFromSettings(settings);
    const signUp = await checkWithContract(
      { schema: signUpSchemaFor(policy) },
      {
        fullName: 'Ana',
        email: 'ana@example.com',
        password: 'abcdefghij1', // 11 characters
        consent: true,
      },
    );
    expect(signUp.ok ? null : signUp.errors.password).toBe('auth.errors.passwordTooShort');
    for (const lang of ['es', 'en'] as const)
      expect(translate(lang, 'auth.errors.passwordTooShort', authErrorVarsFor(policy))).toContain('12');
  });

  it('other sets: lowercase, uppercase, and any other listed by its characters', async () => {
    const settings = {
      password_required_characters: 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#',
    };
    expect(rulesOf('Abcdefg1', settings)).toEqual([
      ['auth.passwordRules.length', { min: 8 }, true],
      ['auth.passwordRules.lowercase', undefined, true],
      ['auth.passwordRules.uppercase', undefined, true],
      ['auth.passwordRules.digit', undefined, true],
      ['auth.passwordRules.oneOf', { characters: '!@#' }, false],
    ]);
    expect(await passwordError('Abcdefg1', settings)).toBe('auth.errors.passwordMissingCharacters');
    expect(await passwordError('Abcdefg1#', settings)).toBeNull();
    for (const lang of ['es', 'en'] as const)
      expect(translate(lang, 'auth.passwordRules.oneOf', { characters: '!@#' })).toContain('!@#');
  });
});
