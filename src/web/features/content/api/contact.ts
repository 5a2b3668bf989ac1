import {
  contactInputSchema,
  contactReceivedSchema,
  launchListInputSchema,
  type ContactInput,
  type LaunchListInput,
} from '@contracts/contact';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@web/lib/api';

export const contactPaths = { message: () => '/api/contact', launchList: () => '/api/contact/launch-list' };

/** Field errors of the shared schema, as the server would give them: path → codes. */
export function fieldErrorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

export const contactFieldErrors = (input: ContactInput) => fieldErrorsOf(contactInputSchema, input);
export const launchListFieldErrors = (input: LaunchListInput) => fieldErrorsOf(launchListInputSchema, input);

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
