import { z } from 'zod';

export const languages = ['es', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

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
