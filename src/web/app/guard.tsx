import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@web/lib/auth';
import { useI18n, useMessageParts } from '@web/lib/i18n';
import { accessDecision, signInPath, type Access } from './access';
import { ScreenFallback } from './fallbacks';
import { NoAccessScreen } from './no-access';

const ACCOUNT_TEXTS = ['auth', 'dashboard'] as const;

// The sign-in's second step (the code form, the enrolment notice) is a chunk of its own, loaded by the first
// signed-in screen: public pages never download it (issue 23, docs/decisions/051-public-javascript-budget.md).
const loadAssuranceGate = () => import('./assurance-gate');
const AssuranceGate = lazy(async () => ({ default: (await loadAssuranceGate()).AssuranceGate }));

/** Shows a route's screen only to those its access allows (the one place the route table's rule is applied). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const auth = useAuth();
  const { lang } = useI18n();
  const { pathname, search } = useLocation();
  // The sign-in's second step speaks the account texts (auth.*, dashboard.*): a part of their own, loaded
  // before a signed-in screen shows (locales/index.ts); public screens never wait for it.
  const accountTexts = useMessageParts(lang, access === 'public' ? [] : ACCOUNT_TEXTS);
  // Its code loads alongside the texts (and while the session is read), not after them.
  useEffect(() => {
    if (access !== 'public') void loadAssuranceGate().catch(() => undefined);
  }, [access]);
  switch (accessDecision(access, auth)) {
    case 'allow':
      // A signed-in screen also needs the sign-in's second step when the account has an authenticator app.
      if (access === 'public') return children;
      return accountTexts ? (
        <Suspense fallback={<ScreenFallback kind="spinner" />}>
          <AssuranceGate admin={access === 'admin'}>{children}</AssuranceGate>
        </Suspense>
      ) : (
        <ScreenFallback kind="spinner" />
      );
    case 'wait':
      return <ScreenFallback kind="spinner" />;
    case 'sign-in':
      return <Navigate to={signInPath(pathname, search)} replace />;
    case 'forbidden':
      return <NoAccessScreen />;
  }
}
