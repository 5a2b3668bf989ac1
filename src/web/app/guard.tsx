import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@web/lib/auth';
import { useI18n, useMessageParts } from '@web/lib/i18n';
import { accessDecision, signInPath, type Access } from './access';
import { AssuranceGate } from './assurance-gate';
import { ScreenFallback } from './fallbacks';
import { NoAccessScreen } from './no-access';

const ACCOUNT_TEXTS = ['auth', 'dashboard'] as const;

/** Shows a route's screen only to those its access allows (the one place the route table's rule is applied). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const auth = useAuth();
  const { lang } = useI18n();
  const { pathname, search } = useLocation();
  // The sign-in's second step speaks the account texts (auth.*, dashboard.*): a part of their own, loaded
  // before a signed-in screen shows (locales/index.ts); public screens never wait for it.
  const accountTexts = useMessageParts(lang, access === 'public' ? [] : ACCOUNT_TEXTS);
  switch (accessDecision(access, auth)) {
    case 'allow':
      // A signed-in screen also needs the sign-in's second step when the account has an authenticator app.
      if (access === 'public') return children;
      return accountTexts ? (
        <AssuranceGate admin={access === 'admin'}>{children}</AssuranceGate>
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
