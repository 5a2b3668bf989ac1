import { describe, expect, it } from 'vitest';
import { savesLanguageChange } from './language-choice';

describe('saving a language change to the profile', () => {
  it('saves once the profile has loaded, also when it held no choice', () => {
    expect(savesLanguageChange('u1', { preferredLanguage: 'es' })).toBe(true);
    expect(savesLanguageChange('u1', { preferredLanguage: null })).toBe(true);
  });

  it('does not save while signed out or before the profile loads', () => {
    expect(savesLanguageChange(null, null)).toBe(false);
    expect(savesLanguageChange('u1', undefined)).toBe(false);
  });
});
