import type { ErrorCode } from '@contracts/errors';
import type { FieldErrors } from '@contracts/field-errors';

// The one flattening of zod issues, shared with the web's form checks (ADR 040).
export { fieldErrorsOf, type FieldErrors } from '@contracts/field-errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503;

export interface AppErrorOptions {
  /** Body fields beside `error` that a client reads (booking's `nearest`, rental's `nights`…). */
  extra?: Record<string, unknown>;
  /**
   * The sentence the client reads when `message` is for the log only (a payment provider's own words):
   * the edge answers this one and logs the error with its message and cause.
   */
  publicMessage?: string;
  cause?: unknown;
}

/**
 * The one domain error of the API (ADR 040): status, code, message, field errors and extra body fields,
 * mapped to HTTP once, at the edge (http.ts `handleApiError`). Modules throw it, or a subclass of it that
 * names their own codes (`BookingConflict`, `PaymentConflict`…); no route catches it.
 */
export class AppError<Code extends string = ErrorCode> extends Error {
  readonly extra?: Record<string, unknown>;
  readonly publicMessage: string;
  constructor(
    readonly status: ErrorStatus,
    readonly code: Code,
    message: string,
    readonly fields?: FieldErrors,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    if (options.extra) this.extra = options.extra;
    this.publicMessage = options.publicMessage ?? message;
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'validation_failed', message, fields);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
