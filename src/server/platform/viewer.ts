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
  /**
   * The session's assurance level (ADR 034): aal2 once a second-factor code was verified in it. The real
   * authenticator (modules/auth/accounts/viewer.ts) always sets it and the two below; viewers made up by module tests
   * may leave them out, and then no second factor is involved.
   */
  aal?: 'aal1' | 'aal2';
  /** Whether the person has a verified second factor. */
  hasVerifiedFactor?: boolean;
  /** ADMIN_REQUIRE_MFA applies to this viewer: an administrator on a site that makes a second factor compulsory. */
  adminMfaRequired?: boolean;
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

/**
 * Why a viewer may not use the admin area, or null when they may: anyone but an admin is forbidden; an admin
 * with a verified second factor needs a session raised to aal2 by it, and with ADMIN_REQUIRE_MFA an admin
 * without one must enrol first. The admin gate and the realtime admin topics apply the same rule.
 */
export function adminRefusal(viewer: Viewer): AppError | null {
  if (viewer.role !== 'admin') return new AppError(403, 'forbidden', 'This needs an administrator account');
  if (viewer.hasVerifiedFactor && viewer.aal !== 'aal2')
    return new AppError(403, 'aal2_required', 'Enter the code from your authenticator app to continue');
  if (viewer.adminMfaRequired && !viewer.hasVerifiedFactor)
    return new AppError(
      403,
      'mfa_enrollment_required',
      'Set up an authenticator app (a second factor) before using the admin area',
    );
  return null;
}

/** The one gate of /api/admin/*: 401 without a valid session, 403 as adminRefusal says. */
export function requireAdmin(authenticate: Authenticate): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await authenticate(c.req.header('authorization'));
    const refusal = adminRefusal(viewer);
    if (refusal) throw refusal;
    c.set('viewer', viewer);
    await next();
  };
}
