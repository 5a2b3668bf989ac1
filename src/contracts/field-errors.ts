/**
 * The one flattening of validation issues into the API's field errors (ADR 040): each issue's message under
 * its full dotted path (`links.0.url`), `_` for the root. The server answers 400s with it and the web checks
 * forms with it before sending, so both give the same keys.
 *
 * Not zod's `z.flattenError`: it keys a nested issue by its first path segment only (`links`), and the
 * content editor places errors by the full path. Typed structurally, so importing this file brings no zod
 * into the public pages' first download (ADR 021).
 */
export type FieldErrors = Record<string, string[]>;

export interface ValidationIssues {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}

export function fieldErrorsOf(error: ValidationIssues): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
