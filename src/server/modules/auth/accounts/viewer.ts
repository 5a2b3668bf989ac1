import { AppError } from '../../../platform/errors';
import type { Authenticate } from '../../../platform/viewer';
import { AuthError } from '../gotrue/errors';
import type { Sessions } from '../gotrue/sessions';
import { roleFor } from '../gotrue/users';

/**
 * The domain API's view of a bearer token: the same JWT and session checks as /auth/v1/user, with the
 * role decided by roleFor now (a demoted admin, or an address no longer proven, loses access at once, not when
 * the token expires). The assurance level is aal2 only when both the token's claim and the session row say so:
 * a removed factor lowers it at once, and a token minted before the code was verified never counts as aal2.
 */
export function createAuthenticator(sessions: Sessions, adminEmails: Set<string>): Authenticate {
  return async (authorization) => {
    try {
      const { user, session, claims } = await sessions.authenticate(authorization);
      const role = roleFor(user, adminEmails);
      return {
        userId: user.id,
        email: user.email,
        sessionId: session.id,
        role,
        aal: claims.aal === 'aal2' && session.aal === 'aal2' ? 'aal2' : 'aal1',
        hasVerifiedFactor: await sessions.hasVerifiedFactor(user.id),
        adminMfaRequired: role === 'admin' && sessions.adminRequireMfa,
      };
    } catch (error) {
      if (error instanceof AuthError) {
        if (error.status === 401) throw new AppError(401, 'unauthorized', 'Sign in to continue');
        throw new AppError(401, 'unauthorized', 'Your session has ended; sign in again');
      }
      throw error;
    }
  };
}
