/*
 * Helpers for the content's bilingual texts, without zod (the public pages need them in their first
 * download; `content.ts` declares the schemas and re-exports these).
 */

export const projectCategories = ['branding', 'web', 'photography', 'legaltech'] as const;
export type ProjectCategory = (typeof projectCategories)[number];

/** A text in both languages (the content schemas validate it). */
export interface LocalizedText {
  es: string;
  en: string;
}

/** The text in the wanted language, or the other language's when that one is empty. */
export function pickText(text: LocalizedText, lang: 'es' | 'en'): string {
  const own = text[lang].trim();
  return own !== '' ? text[lang] : text[lang === 'es' ? 'en' : 'es'];
}

/** The same fallback for lists (highlights): the wanted language's list unless it is empty. */
export function pickList(list: { es: string[]; en: string[] }, lang: 'es' | 'en'): string[] {
  return list[lang].length > 0 ? list[lang] : list[lang === 'es' ? 'en' : 'es'];
}
