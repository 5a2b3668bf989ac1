import type { MiddlewareHandler } from 'hono';
import type { Role } from '@contracts/accounts';
import { AppError } from './errors';
import type { AppEnv } from './http';

/** Who is calling the domain API, as established from a verified access token and a live session. */
export interface Viewer {
  userId: string;
  email: string;
  sessionId: string;
  role: Role;
}

/** Resolves a bearer token to a viewer, or throws an AppError (401 without a token, 403 when invalid). */
export type Authenticate = (authorization: string | undefined) => Promise<Viewer>;

/** Any signed-in person; sets `c.var.viewer`. */
export function requireViewer(authenticate: Authenticate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('viewer', await authenticate(c.req.header('authorization')));
    await next();
  };
}

/** The one gate of /api/admin/*: 401 without a valid session, 403 for anyone but an admin. */
export function requireAdmin(authenticate: Authenticate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await authenticate(c.req.header('authorization'));
    if (viewer.role !== 'admin') throw new AppError(403, 'forbidden', 'This needs an administrator account');
    c.set('viewer', viewer);
    await next();
  };
}
