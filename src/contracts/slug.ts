// The shape of a content slug (a project's address), without zod: the public project page checks it in the
// browser, where a schema library would cost more than the page itself (docs/decisions/051-public-javascript-budget.md).
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= SLUG_MAX_LENGTH &&
    SLUG_PATTERN.test(value)
  );
}
