import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@web/lib/auth';
import { useI18n } from '@web/lib/i18n';
import { optedOut, pageViewBody, sendPageView, whenIdle } from '@web/lib/page-views';
import { matchAppRoute, pathnameOf } from './match';

/**
 * Counts a page view for the first page and for every in-app navigation (a new path or query; a jump to an
 * anchor of the same page is not a page). Effects never run on the server, so server rendering sends nothing.
 */
export function PageViews() {
  const { pathname, search } = useLocation();
  const { loading, isAdmin } = useAuth();
  const { lang } = useI18n();
  const counted = useRef<string | null>(null);
  const first = useRef(true);
  useEffect(() => {
    const page = pathname + search;
    // Wait until it is known whether an admin is signed in; count each page once (StrictMode runs twice).
    if (loading || counted.current === page) return;
    counted.current = page;
    const match = matchAppRoute(pathnameOf(pathname));
    const body = pageViewBody({
      pathname,
      search,
      route: match && {
        path: match.route.path,
        admin: match.route.layout === 'admin',
        secret: match.route.path.includes(':token'),
      },
      first: first.current,
      referrer: document.referrer,
      width: window.innerWidth,
      lang,
      isAdmin,
      optedOut: optedOut(navigator, window as { doNotTrack?: string }),
    });
    first.current = false;
    if (body) whenIdle(() => sendPageView(body, navigator, window.fetch?.bind(window)), window);
  }, [pathname, search, loading, isAdmin, lang]);
  return null;
}
