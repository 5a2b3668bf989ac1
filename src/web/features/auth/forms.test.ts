import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkWithContract } from '@web/components/forms/contract-resolver';
import { translate } from '@web/lib/i18n';
import {
  authErrorVars,
  emailFromQuery,
  forgotPasswordSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from './forms';

/** The check a form's submit runs (the one form pattern's resolver, ADR 057). */
const check = <V extends Record<string, unknown>>(schema: z.ZodType, values: V) =>
  checkWithContract({ schema }, values);

describe('account form schemas', () => {
  it('gives the product message when sign-in lacks an e-mail or a password', async () => {
    const result = await check(signInSchema, { email: '', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    // About the whole form, under the API's root key, so it stops the submit.
    expect(result.errors).toEqual({ _: 'auth.errors.credentialsRequired' });
    expect(translate('en', 'auth.errors.credentialsRequired')).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(translate('es', 'auth.errors.credentialsRequired')).toBe(
      'Debes proporcionar un correo electrónico o un número de teléfono y una contraseña',
    );
  });

  it('still checks the e-mail format when the password is missing', async () => {
    const result = await check(signInSchema, { email: 'not-an-address', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      email: 'auth.errors.emailInvalid',
      _: 'auth.errors.credentialsRequired',
    });
  });

  it('accepts a complete sign-in and trims the e-mail', async () => {
    expect(await check(signInSchema, { email: ' ana@example.com ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'ana@example.com', password: 'x' },
    });
  });

  it('reports every sign-up problem at once', async () => {
    const result = await check(signUpSchema, {
      fullName: ' ',
      email: 'ana@example.com',
      password: 'abc',
      consent: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      fullName: 'auth.errors.fullNameRequired',
      password: 'auth.errors.passwordTooShort',
      consent: 'auth.errors.consentRequired',
    });
  });

  it('applies the default password policy: length, a letter and a digit', async () => {
    const result = await check(newPasswordSchema, { password: '12345678', confirm: '12345678' });
    expect(result.ok ? null : result.errors.password).toBe('auth.errors.passwordNeedsLetterAndDigit');
  });

  it('checks that the new password is repeated exactly', async () => {
    const result = await check(newPasswordSchema, { password: 'abcdefg1', confirm: 'abcdefg2' });
    expect(result.ok ? null : result.errors.confirm).toBe('auth.errors.passwordMismatch');
  });

  it('requires an e-mail to recover a password', async () => {
    const result = await check(forgotPasswordSchema, { email: '' });
    expect(result.ok ? null : result.errors.email).toBe('auth.errors.emailRequired');
  });

  it('fills the placeholders of every error message in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(translate(lang, 'auth.errors.passwordTooShort', authErrorVars)).toContain('8');
      expect(translate(lang, 'auth.errors.fullNameTooLong', authErrorVars)).toContain('120');
    }
  });

  it('shows only a valid address from the verification link', () => {
    expect(emailFromQuery('ana@example.com')).toBe('ana@example.com');
    expect(emailFromQuery('<img src=x>')).toBeNull();
    expect(emailFromQuery(null)).toBeNull();
  });
});
