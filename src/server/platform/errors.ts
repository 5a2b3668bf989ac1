import type { ErrorCode } from '@contracts/errors';
import type { ZodError } from 'zod';

export type FieldErrors = Record<string, string[]>;

/** The one typed error model of the domain API; mapped to HTTP once, at the edge (http.ts). */
export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'validation_failed', message, fields);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}
