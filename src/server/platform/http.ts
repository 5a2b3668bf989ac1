import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z, ZodError } from 'zod';
import type { ApiErrorBody } from '@contracts/errors';
import { AppError, badRequest, fieldErrorsOf } from './errors';
import type { Logger } from './logging';
import type { Viewer } from './viewer';

export type AppEnv = { Variables: { requestId: string; log: Logger; viewer: Viewer } };

/** Validates input at the boundary; a failure is a 400 with field errors. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, field?: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields = fieldErrorsOf(parsed.error);
  throw badRequest('The request is not valid', field ? { [field]: Object.values(fields).flat() } : fields);
}

const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);

/** A request's Idempotency-Key header, when sent; a malformed one is a 400 keyed by the header's name. */
export function idempotencyKeyOf(c: Context): string | undefined {
  const header = c.req.header('idempotency-key');
  return header === undefined ? undefined : parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Paths whose last part is a bearer secret (an appointment's manage link, the private calendar feed): the log
 * keeps the shape of the path, never the secret, so reading logs grants nothing.
 */
const SECRET_PATHS = /(\/calendar-booking\/manage\/|\/api\/booking\/manage\/|\/api\/booking\/feed\/)[^/]+/;
export function loggablePath(path: string): string {
  return path.replace(SECRET_PATHS, '$1[secret]');
}

/** A request id per request (a well-formed incoming X-Request-Id is kept), echoed and logged. */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}

export function errorBody(
  c: Context<AppEnv>,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  const body: ApiErrorBody = { error: { code, message, requestId: c.get('requestId') ?? 'unknown' } };
  if (fields) body.error.fields = fields;
  return body;
}

/**
 * Maps every error to the /api shape, once (ADR 040): an AppError answers its status, code, public message,
 * field errors and extra body fields; anything else is a 500 that says nothing about internals.
 */
export function handleApiError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    // A 503 is an outage of something we depend on (a payment provider): the log keeps its own words.
    if (error.status >= 500) c.get('log')?.warn({ err: error, code: error.code }, 'dependency unavailable');
    const body = errorBody(c, error.code, error.publicMessage, error.fields);
    return c.json(error.extra ? { ...error.extra, ...body } : body, error.status);
  }
  if (error instanceof ZodError)
    return c.json(errorBody(c, 'validation_failed', 'The request is not valid', fieldErrorsOf(error)), 400);
  if (error instanceof HTTPException && error.status < 500) {
    const code =
      error.status === 413 ? 'payload_too_large' : error.status === 404 ? 'not_found' : 'validation_failed';
    return c.json(errorBody(c, code, error.message || 'The request is not valid'), error.status);
  }
  c.get('log')?.error({ err: error }, 'unhandled error');
  return c.json(errorBody(c, 'internal_error', 'Something went wrong on our side. Please try again.'), 500);
}

/** Reads a JSON body; malformed JSON is a 400, not a 500. */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw badRequest('The request body must be valid JSON');
  }
}

/**
 * The client's address: the socket's peer, or, when TRUST_PROXY says one proxy we trust sits in front,
 * the last X-Forwarded-For hop — the one that proxy appended. Earlier hops are whatever the client sent.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/**
 * Whether an If-None-Match header names this entity tag, or is "*". The weak comparison of RFC 9110 (a
 * `W/` prefix on either side is ignored), as a GET or HEAD asks for.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
