import { describe, expect, it } from 'vitest';
import { translate } from '@web/lib/i18n';
import {
  authErrorVars,
  emailFromQuery,
  forgotPasswordSchema,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
  validateForm,
} from './forms';

describe('account form schemas', () => {
  it('gives the product message when sign-in lacks an e-mail or a password', () => {
    const result = validateForm(signInSchema, { email: '', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.form).toBe('auth.errors.credentialsRequired');
    expect(result.errors.missing).toEqual(['email', 'password']);
    expect(translate('en', result.errors.form!)).toBe(
      'You must provide either an email or phone number and a password',
    );
    expect(translate('es', result.errors.form!)).toBe(
      'Debes proporcionar un correo electrónico o un número de teléfono y una contraseña',
    );
  });

  it('names only the missing part and still checks the e-mail format', () => {
    const result = validateForm(signInSchema, { email: 'not-an-address', password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.missing).toEqual(['password']);
    expect(result.errors.fields.email).toBe('auth.errors.emailInvalid');
  });

  it('accepts a complete sign-in and trims the e-mail', () => {
    expect(validateForm(signInSchema, { email: ' ana@example.com ', password: 'x' })).toEqual({
      ok: true,
      data: { email: 'ana@example.com', password: 'x' },
    });
  });

  it('reports every sign-up problem at once', () => {
    const result = validateForm(signUpSchema, {
      fullName: ' ',
      email: 'ana@example.com',
      password: 'abc',
      consent: false,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.form).toBeUndefined();
    expect(result.errors.fields).toEqual({
      fullName: 'auth.errors.fullNameRequired',
      password: 'auth.errors.passwordTooShort',
      consent: 'auth.errors.consentRequired',
    });
  });

  it('applies the default password policy: length, a letter and a digit', () => {
    const result = validateForm(newPasswordSchema, { password: '12345678', confirm: '12345678' });
    expect(result.ok ? null : result.errors.fields.password).toBe('auth.errors.passwordNeedsLetterAndDigit');
  });

  it('checks that the new password is repeated exactly', () => {
    const result = validateForm(newPasswordSchema, { password: 'abcdefg1', confirm: 'abcdefg2' });
    expect(result.ok ? null : result.errors.fields.confirm).toBe('auth.errors.passwordMismatch');
  });

  it('requires an e-mail to recover a password', () => {
    const result = validateForm(forgotPasswordSchema, { email: '' });
    expect(result.ok ? null : result.errors.fields.email).toBe('auth.errors.emailRequired');
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
