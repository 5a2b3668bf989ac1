import { describe, expect, it } from 'vitest';
import { authMail, formatValidity, type AuthMailKind } from './mails';

const kinds: AuthMailKind[] = ['signup', 'recovery', 'magiclink', 'email_change_current', 'email_change_new'];
const input = {
  link: 'https://estudio.example/auth/v1/verify?token=tok_123&type=signup&redirect_to=https%3A%2F%2Festudio.example',
  code: '482913',
  email: 'ana@example.com',
  newEmail: 'ana.nueva@example.com',
  validForHours: 24,
};

describe('authMail', () => {
  it.each(kinds.flatMap((kind) => (['es', 'en'] as const).map((lang) => ({ kind, lang }))))(
    'renders $kind in $lang with the button, the written-out link and the code',
    ({ kind, lang }) => {
      const mail = authMail(kind, { ...input, lang });
      expect(mail.lang).toBe(lang);
      expect(mail.subject).toContain('Estudio');
      expect(mail.html).toContain(`<html lang="${lang}">`);
      expect(mail.html).toContain(`href="${input.link.replaceAll('&', '&amp;')}"`);
      expect(mail.html).toContain(input.code);
      expect(mail.text).toContain(input.link);
      expect(mail.text).toContain(input.code);
      expect(mail.text).toContain(lang === 'es' ? '24 horas' : '24 hours');
      expect(mail.text).toMatch(lang === 'es' ? /ignora este correo/ : /ignore this e-mail/);
    },
  );

  it('writes distinct Spanish and English copy with the expected subjects', () => {
    expect(authMail('signup', { ...input, lang: 'es' }).subject).toBe('Confirma tu correo en Estudio');
    expect(authMail('signup', { ...input, lang: 'en' }).subject).toBe('Confirm your e-mail for Estudio');
    expect(authMail('recovery', { ...input, lang: 'es', siteName: 'Taller' }).subject).toBe(
      'Restablece tu contraseña de Taller',
    );
    for (const kind of kinds) {
      const es = authMail(kind, { ...input, lang: 'es' });
      const en = authMail(kind, { ...input, lang: 'en' });
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
    }
  });

  it('sends each e-mail change mail to its own address and names both addresses', () => {
    const current = authMail('email_change_current', { ...input, lang: 'es' });
    const next = authMail('email_change_new', { ...input, lang: 'es' });
    expect(current.to).toBe(input.email);
    expect(next.to).toBe(input.newEmail);
    for (const mail of [current, next]) {
      expect(mail.text).toContain(input.email);
      expect(mail.text).toContain(input.newEmail);
    }
    expect(authMail('magiclink', { ...input, lang: 'en' }).to).toBe(input.email);
    expect(() => authMail('email_change_new', { ...input, newEmail: undefined, lang: 'en' })).toThrow(
      /newEmail/,
    );
  });

  it('escapes addresses that look like markup', () => {
    const mail = authMail('signup', { ...input, email: '<b>x</b>@example.com', lang: 'en' });
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
  });
});

describe('formatValidity', () => {
  it('says hours or minutes in the reader language', () => {
    expect(formatValidity('es', 24)).toBe('24 horas');
    expect(formatValidity('es', 1)).toBe('1 hora');
    expect(formatValidity('en', 1)).toBe('1 hour');
    expect(formatValidity('en', 0.25)).toBe('15 minutes');
    expect(formatValidity('es', 1.5)).toBe('90 minutos');
  });
});
