/** Who may open a route (the route table of docs/architecture.md). */
export type Access = 'public' | 'signed-in' | 'admin';

/** What the guard shows: the screen, the spinner, the sign-in screen, or the no-access screen. */
export type AccessDecision = 'allow' | 'wait' | 'sign-in' | 'forbidden';

export function accessDecision(
  access: Access,
  auth: { loading: boolean; authenticated: boolean; isAdmin: boolean; signingOut: boolean },
): AccessDecision {
  if (access === 'public') return 'allow';
  // Never a flash of a protected screen: wait until the session is known (or the sign-out has left).
  if (auth.loading || auth.signingOut) return 'wait';
  if (!auth.authenticated) return 'sign-in';
  if (access === 'admin' && !auth.isAdmin) return 'forbidden';
  return 'allow';
}

/** The sign-in address that brings the person back to where they were going. */
export function signInPath(pathname: string, search: string) {
  return `/auth?next=${encodeURIComponent(`${pathname}${search}`)}`;
}
