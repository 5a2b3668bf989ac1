import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate', () => {
  it('reads a dotted key in the requested language and fills placeholders', () => {
    expect(translate('es', 'common.nav.home')).toBe('Inicio');
    expect(translate('en', 'common.nav.home')).toBe('Home');
    expect(translate('en', 'common.footer.rights', { year: 2026, name: 'Estudio' })).toBe(
      '© 2026 Estudio. All rights reserved.',
    );
  });
  it('shows the key itself when a text is missing, so the gap is visible', () => {
    expect(translate('en', 'common.nope')).toBe('common.nope');
  });
  it('chooses the plural form with the language rules, in both languages', () => {
    expect(translate('es', 'admin.mailbox.count', { count: 1 })).toBe('1 correo');
    expect(translate('es', 'admin.mailbox.count', { count: 0 })).toBe('0 correos');
    expect(translate('es', 'admin.mailbox.count', { count: 12 })).toBe('12 correos');
    expect(translate('en', 'admin.mailbox.count', { count: 1 })).toBe('1 e-mail');
    expect(translate('en', 'admin.mailbox.count', { count: 2 })).toBe('2 e-mails');
    // Several plurals and plain placeholders in one text.
    expect(translate('es', 'booking.confirm.plan.instalments', { count: 3, amount: '$100', days: 1 })).toBe(
      '3 pagos de $100 cada 1 día',
    );
    expect(translate('en', 'booking.confirm.plan.instalments', { count: 3, amount: '$100', days: 15 })).toBe(
      '3 payments of $100 every 15 days',
    );
    expect(translate('en', 'rental.payment.guests.max', { n: 1 })).toBe('Up to 1 person.');
    expect(translate('es', 'admin.mailbox.clearConfirm', { count: 1 })).toBe(
      '¿Borrar el correo del buzón? No se puede deshacer.',
    );
  });
  it('leaves a plural as written when its number is missing, so the gap is visible', () => {
    expect(translate('en', 'admin.mailbox.count', {})).toBe(
      '{count, plural, one {# e-mail} other {# e-mails}}',
    );
  });
});
