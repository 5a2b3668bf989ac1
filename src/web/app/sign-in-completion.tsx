import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAssurance } from '@web/lib/assurance';
import { useAuth } from '@web/lib/auth';

/**
 * An e-mail link (a magic link, say) signs in at aal1. When the account has an authenticator app, the
 * sign-in screen asks for the code, then returns to the page the link opened. Signed-in screens ask on their
 * own (the route guard); this covers a link that lands on a public page. Once per page load: leaving the step
 * is the person's choice.
 */
export function SignInCompletion() {
  const auth = useAuth();
  const assurance = useAssurance();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const sent = useRef(false);
  const fromLink = Boolean(auth.urlCallback?.hasSession);

  useEffect(() => {
    if (sent.current || !fromLink || !assurance.needsCode || pathname === '/auth') return;
    sent.current = true;
    navigate(`/auth?next=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
  }, [fromLink, assurance.needsCode, pathname, search, navigate]);
  return null;
}
