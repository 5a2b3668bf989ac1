import type * as contactContract from '@contracts/contact';
import type { ContactInput, LaunchListInput } from '@contracts/contact';
import { fieldErrorsOf, type FieldErrors } from '@contracts/field-errors';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@web/lib/api';

// The home page shows the contact form: the schemas (and zod) load when someone starts filling it in
// (`prepareContactChecks`) or sends it, not with the page.
let schemas: Promise<typeof contactContract> | null = null;
function contactSchemas() {
  schemas ??= import('@contracts/contact').catch((error: unknown) => {
    schemas = null; // A failed chunk load (flaky connection) may succeed next time.
    throw error;
  });
  return schemas;
}

/** Starts loading the form's checks (on the first focus in the form), so sending does not wait for them. */
export function prepareContactChecks() {
  contactSchemas().catch(() => undefined);
}

export const contactPaths = { message: () => '/api/contact', launchList: () => '/api/contact/launch-list' };

/** Field errors of the shared schema, as the server gives them: path → codes (`_` for the whole form). */
function checkFields(schema: z.ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/**
 * The field errors of the shared schema. When the checks cannot load (lost connection) there are none here:
 * sending then fails as a lost connection would, or the server answers with the same codes.
 */
async function checkWith(pick: (m: typeof contactContract) => z.ZodType, value: unknown) {
  try {
    return checkFields(pick(await contactSchemas()), value);
  } catch {
    return {};
  }
}

export const launchListFieldErrors = (input: LaunchListInput) =>
  checkWith((m) => m.launchListInputSchema, input);

const contactReceivedSchema = async () => (await contactSchemas()).contactReceivedSchema;

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) =>
      apiSend(contactReceivedSchema, 'POST', contactPaths.message(), input),
  });
}

export function useJoinLaunchList() {
  return useMutation({
    mutationFn: (input: LaunchListInput) =>
      apiSend(contactReceivedSchema, 'POST', contactPaths.launchList(), input),
  });
}
