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
});
