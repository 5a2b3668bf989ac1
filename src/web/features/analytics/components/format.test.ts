import { describe, expect, it } from 'vitest';
import { translate } from '@web/lib/i18n';
import { formatDuration, valueLabel } from './format';

describe('analytics values as written', () => {
  it('writes a visit’s length in seconds, minutes or hours, and a dash without visits', () => {
    expect(formatDuration(null, 'es')).toBe('—');
    expect(formatDuration(44.6, 'en')).toBe('45 s');
    expect(formatDuration(185, 'es')).toBe('3 min 05 s');
    expect(formatDuration(3720, 'en')).toBe('1 h 02 min');
  });

  it.each(['es', 'en'] as const)(
    'names codes in words and an empty value as direct or not set (%s)',
    (lang) => {
      const t = (key: string) => translate(lang, key);
      expect(valueLabel(t, 'source', '')).toBe(t('analytics.values.direct'));
      expect(valueLabel(t, 'utm_campaign', '')).toBe(t('analytics.values.unknown'));
      expect(valueLabel(t, 'device', 'mobile')).toBe(t('analytics.values.device.mobile'));
      expect(valueLabel(t, 'screen', 'laptop')).toBe(t('analytics.values.screen.laptop'));
      expect(valueLabel(t, 'language', 'en')).toBe(t('analytics.values.language.en'));
      // A code this version has no words for, and free values, are shown as the server sends them.
      expect(valueLabel(t, 'device', 'console')).toBe('console');
      expect(valueLabel(t, 'page', '/projects')).toBe('/projects');
    },
  );
});
