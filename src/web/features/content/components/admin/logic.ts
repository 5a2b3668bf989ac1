// Pure helpers of the content editor: slugs, ordered lists, field errors and missing translations.
import { contentFieldErrorCodes, missingTranslations } from '@contracts/content-admin';
import { ApiError } from '@web/lib/api';

/** A project address from its title: lower-case ASCII words joined by dashes, at most 80 characters. */
export function suggestSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** The list with the item at `from` moved to `to` (indexes outside the list leave it as it is). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** The list with the item of that id moved one place up (-1) or down (+1). */
export function moveById<T extends { id: string }>(list: readonly T[], id: string, offset: -1 | 1): T[] {
  const from = list.findIndex((item) => item.id === id);
  return from < 0 ? [...list] : moveItem(list, from, from + offset);
}

/** Field path → error code. Paths are dotted ("title", "gallery.0.alt.en"), as the API answers them. */
export type FieldErrors = Record<string, string>;

const knownCodes = new Set<string>(contentFieldErrorCodes);

/** The code a message can be shown for: one of the contract's codes, else the generic `invalid`. */
export const errorCode = (code: string | undefined): string =>
  code && knownCodes.has(code) ? code : 'invalid';

/** A write based on an old version (someone saved in another tab): 409 on `expectedUpdatedAt`. */
export function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.fields?.expectedUpdatedAt !== undefined || error.fields?.ids !== undefined)
  );
}

/**
 * The error shown at a field: its own, or one of a part of it ("title" shows "title.es" and "title.en"
 * when asked for with `deep`).
 */
export function errorAt(fields: FieldErrors, path: string, deep = false): string | undefined {
  if (fields[path]) return fields[path];
  if (!deep) return undefined;
  const prefix = `${path}.`;
  const key = Object.keys(fields).find((name) => name.startsWith(prefix));
  return key ? fields[key] : undefined;
}

/** Which languages a content value is missing somewhere (for the list badges). */
export function missingLanguages(value: unknown): ('es' | 'en')[] {
  const missing = missingTranslations(value);
  return (['es', 'en'] as const).filter((lang) => missing[lang].length > 0);
}

/** Whether a localized field at `path` is written only in the other language. */
export function isMissing(missing: { es: string[]; en: string[] }, path: string, lang: 'es' | 'en'): boolean {
  return missing[lang].includes(path);
}

/** Splits "a, b , c" into tags, dropping empty ones and repeats. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return [...new Set(tags)];
}
