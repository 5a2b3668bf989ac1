import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { flatErrors, movedErrors } from './form-errors';

/** What the resolver reads: the contract, and how the form's values and paths relate to it. */
export interface Contract<Values extends FieldValues, Output> {
  schema: z.ZodType<Output>;
  toInput?: (values: Values) => unknown;
  toFormPath?: (path: string) => string;
}

const samePath = (path: string) => path;

/**
 * The contract's resolver: zod's issues through @hookform/resolvers, with the root's issue under `FORM_ERROR`
 * (so it stops the submit) and, for forms whose fields are not the contract's, moved to the form's paths.
 */
export function contractResolver<Values extends FieldValues, Output>(
  current: () => Contract<Values, Output>,
): Resolver<Values, unknown, Output> {
  return async (values, context, options) => {
    const { schema, toInput, toFormPath = samePath } = current();
    const zod = zodResolver(schema as z.ZodType<Output, FieldValues>);
    const input = (toInput ? toInput(values) : values) as FieldValues;
    // Native validation and field refs are not used: errors show in the form's own markup.
    const result = await zod(input, context, { ...options, fields: {}, shouldUseNativeValidation: false });
    if (Object.keys(result.errors).length === 0) return { values: result.values as Output, errors: {} };
    return { values: {}, errors: movedErrors(result.errors, toFormPath) as FieldErrors<Values> };
  };
}

/**
 * One check of values against the contract, as a form's submit runs it: the parsed value, or each field's
 * message by dotted path (`_` for the whole form). For tests and for checks outside a form.
 */
export async function checkWithContract<Values extends FieldValues, Output>(
  contract: Contract<Values, Output>,
  values: Values,
): Promise<{ ok: true; data: Output } | { ok: false; errors: Record<string, string | undefined> }> {
  const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;
  const result = await contractResolver(() => contract)(values, undefined, options);
  if (Object.keys(result.errors).length === 0) return { ok: true, data: result.values as Output };
  const errors = Object.entries(flatErrors(result.errors)).map(([path, error]) => [path, error.message]);
  return { ok: false, errors: Object.fromEntries(errors) };
}
