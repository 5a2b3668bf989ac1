import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromBrowser } from './i18n';

describe('language detection', () => {
  it('is English only when the browser language starts with en', () => {
    expect(languageFromBrowser('en-US')).toBe('en');
    expect(languageFromBrowser('EN')).toBe('en');
    expect(languageFromBrowser('es-MX')).toBe('es');
    expect(languageFromBrowser('fr-FR')).toBe('es');
    expect(languageFromBrowser(undefined)).toBe('es');
  });
  it('reads the first Accept-Language entry', () => {
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,es;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('')).toBe('es');
    expect(languageFromAcceptLanguage(null)).toBe('es');
  });
});
