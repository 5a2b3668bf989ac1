// Pure helpers of the one form pattern (ADR 057): where an error lives in a form, and how the API's field
// errors (contracts/field-errors.ts, ADR 040) land on the form's fields.
import { set, type FieldError, type FieldErrors } from 'react-hook-form';

/**
 * The key of an error about the whole form: the API's key for the root (ADR 040). Not react-hook-form's
 * `root`, which a submit ignores: a form-level rule (sign-in without credentials) must stop the submit.
 */
export const FORM_ERROR = '_';

/** An error whose message is already in words (the auth client's own texts): shown as it is. */
export const IN_WORDS = 'words';
/** An error the server answered (a 400's field errors): kept until the next submit or a change of its field. */
export const FROM_SERVER = 'server';

const isLeaf = (node: unknown): node is FieldError =>
  typeof node === 'object' && node !== null && typeof (node as { type?: unknown }).type === 'string';

/** Every error of a form under its dotted path (`taxes.0.percent`), in the order the form keeps them. */
export function flatErrors(errors: FieldErrors | Record<string, unknown>): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    if (isLeaf(node)) out[path] = node;
    for (const [key, child] of Object.entries(node)) {
      // `ref` is the field's element; `types` holds every message of one field (criteriaMode "all").
      if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue;
      walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return out;
}

/**
 * The same errors at other paths (a contract path → the form's own field), nested as react-hook-form keeps
 * them. The resolver's root ('') becomes `FORM_ERROR`.
 */
export function movedErrors(errors: FieldErrors, toFormPath: (path: string) => string): FieldErrors {
  const out: FieldErrors = {};
  const placed = new Set<string>();
  for (const [path, error] of Object.entries(flatErrors(errors))) {
    const to = path === '' || path === FORM_ERROR ? FORM_ERROR : toFormPath(path);
    // The first error found for a field wins, as in the API's flattening.
    if (placed.has(to)) continue;
    placed.add(to);
    set(out, to, { type: error.type, message: error.message });
  }
  return out;
}

/** The API's field errors (path → codes) as the form's errors: the first code of each, at the form's path. */
export function serverErrors(
  fields: Record<string, readonly string[] | undefined>,
  toFormPath: (path: string) => string = (path) => path,
): { path: string; error: FieldError }[] {
  return Object.entries(fields).flatMap(([path, codes]) => {
    const code = codes?.[0];
    if (!code) return [];
    return [
      {
        path: path === '' || path === FORM_ERROR ? FORM_ERROR : toFormPath(path),
        error: { type: FROM_SERVER, message: code },
      },
    ];
  });
}

/** The error at `path`; with `deep`, also one of its parts ("title" shows an error of "title.es"). */
export function errorAt(
  flat: Record<string, FieldError>,
  path: string,
  deep = false,
): FieldError | undefined {
  if (flat[path]) return flat[path];
  if (!deep) return undefined;
  const prefix = `${path}.`;
  const key = Object.keys(flat).find((name) => name.startsWith(prefix));
  return key ? flat[key] : undefined;
}
