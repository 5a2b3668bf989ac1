/*
 * The language and theme rules without zod: the browser needs them on every page, and a module that declares
 * a zod schema would put zod in every page's first download. `i18n.ts` re-exports all of it.
 */

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

/** Product rule: English when the browser language starts with "en", Spanish otherwise. */
export function languageFromBrowser(browserLanguage: string | null | undefined): Language {
  return browserLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** The first language of an Accept-Language header stands for the browser's language. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const first = header?.split(',')[0]?.split(';')[0];
  return languageFromBrowser(first);
}

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

/** Storage key (localStorage, mirrored as a cookie so the server renders the chosen language). */
export const LANGUAGE_STORAGE_KEY = 'preferred-language';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const BUSINESS_TIME_ZONE = 'America/Mexico_City';

/** The locale `Intl` formats with for each language of the site: Mexican Spanish, US English. */
export function intlLocale(lang: Language): 'es-MX' | 'en-US' {
  return lang === 'es' ? 'es-MX' : 'en-US';
}
