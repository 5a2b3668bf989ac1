import { describe, expect, it } from 'vitest';
import { translate } from '@web/lib/i18n';
import { fieldErrorKey, serverFieldErrors, toUpdate } from './profile-form';

describe('profile form', () => {
  it('sends the trimmed values, and an empty phone as none', () => {
    expect(toUpdate({ fullName: ' Ana López ', phone: '  ', preferredLanguage: 'en' })).toEqual({
      ok: true,
      update: { fullName: 'Ana López', phone: null, preferredLanguage: 'en' },
    });
    expect(toUpdate({ fullName: 'Ana', phone: '+52 55 1234 5678', preferredLanguage: 'es' })).toMatchObject({
      ok: true,
      update: { phone: '+52 55 1234 5678' },
    });
  });

  it('checks the fields with the API schema and names each problem', () => {
    expect(toUpdate({ fullName: '', phone: 'call me', preferredLanguage: 'es' })).toEqual({
      ok: false,
      errors: {
        fullName: 'dashboard.profile.errors.required',
        phone: 'dashboard.profile.errors.invalidPhone',
      },
    });
    expect(toUpdate({ fullName: 'x'.repeat(121), phone: '', preferredLanguage: 'es' })).toEqual({
      ok: false,
      errors: { fullName: 'dashboard.profile.errors.tooLong' },
    });
  });

  it("maps the server's field codes, ignoring fields the form does not have", () => {
    expect(serverFieldErrors({ phone: ['invalid_phone'], avatarUrl: ['invalid'] })).toEqual({
      phone: 'dashboard.profile.errors.invalidPhone',
    });
    expect(fieldErrorKey('something_new')).toBe('dashboard.profile.errors.invalid');
    for (const lang of ['es', 'en'] as const)
      expect(translate(lang, fieldErrorKey('too_long'))).not.toBe(fieldErrorKey('too_long'));
  });
});
