import { paymentReferenceSchema } from '@contracts/payments';
import type { Context, Hono } from 'hono';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http';

/**
 * A check that answers before route() validates the request (ADR 056: as middleware on the module's app):
 * a malformed id or reference is a 404 like an unknown one, before any 400 of the query or body.
 */
export function checkFirst(
  app: Hono<AppEnv>,
  method: 'GET' | 'POST',
  path: string,
  check: (c: Context<AppEnv>) => void,
) {
  app.on(method, path, async (c, next) => {
    check(c);
    await next();
  });
}

/** The opaque reference in the path, or the 404 a malformed one gets. */
export function referenceOf(c: Context, missing: string): string {
  const parsed = paymentReferenceSchema.safeParse(c.req.param('reference'));
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}
