import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@web/lib/auth';
import { accessDecision, signInPath, type Access } from './access';
import { AssuranceGate } from './assurance-gate';
import { ScreenFallback } from './fallbacks';
import { NoAccessScreen } from './no-access';

/** Shows a route's screen only to those its access allows (the one place the route table's rule is applied). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  switch (accessDecision(access, auth)) {
    case 'allow':
      // A signed-in screen also needs the sign-in's second step when the account has an authenticator app.
      return access === 'public' ? (
        children
      ) : (
        <AssuranceGate admin={access === 'admin'}>{children}</AssuranceGate>
      );
    case 'wait':
      return <ScreenFallback kind="spinner" />;
    case 'sign-in':
      return <Navigate to={signInPath(pathname, search)} replace />;
    case 'forbidden':
      return <NoAccessScreen />;
  }
}
