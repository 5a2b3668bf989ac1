/*
 * Text the database can keep: no NUL (PostgreSQL refuses it in text) and no lone UTF-16 surrogate (it has no
 * UTF-8 form). Zod-free, so the browser can check a value without downloading zod (ADR 021); the zod schema
 * is `safeText` in `safe-text.ts`.
 */

/** The field error code of a value with such a character (or, in a URL, a malformed %-escape). */
export const INVALID_CHARACTERS = 'invalid_characters';

// With the `u` flag a surrogate pair is one code point, so only a lone surrogate matches the range.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const REFUSED = /[\u0000\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- as above
const REFUSED_ALL = /[\u0000\uD800-\uDFFF]/gu;

export function hasInvalidCharacters(text: string): boolean {
  return REFUSED.test(text);
}

/** The text with each refused character replaced by U+FFFD, to name a field without echoing it. */
export function withoutInvalidCharacters(text: string): string {
  return text.replace(REFUSED_ALL, '\uFFFD');
}
