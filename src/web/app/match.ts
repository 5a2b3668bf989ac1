import { matchRoutes } from 'react-router';
import { appRoutes, type AppRoute } from './routes';

// Case-sensitive like the server's other paths: /APP is not /app.
const matchable = appRoutes.map((route) => ({ path: route.path, caseSensitive: true, route }));

type AppRouteMatch = { route: AppRoute; params: Record<string, string | undefined> };

// The table never changes, and React Router flattens and ranks all of it on every call (issue 23: a page's
// load matched its path two or three times): a path's match is worked out once. Bounded, as the server sees
// any path.
const matched = new Map<string, AppRouteMatch | null>();

/** The route table entry for a path, or null for a path that is not ours (→ 404). */
export function matchAppRoute(pathname: string): AppRouteMatch | null {
  const known = matched.get(pathname);
  if (known !== undefined) return known;
  const last = matchRoutes(matchable, pathname)?.at(-1);
  const match = last ? { route: last.route.route, params: last.params } : null;
  if (matched.size >= 500) matched.clear();
  matched.set(pathname, match);
  return match;
}

/**
 * The decoded path of a request URL. A path such as "//host/x" stays a path (never another host), and
 * malformed percent-encoding matches no route (→ 404) instead of failing.
 */
export function pathnameOf(url: string): string {
  const raw = new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`).pathname;
  try {
    return decodeURI(raw);
  } catch {
    return raw;
  }
}

/** True when a URL's path is well-formed percent-encoding (the router cannot route anything else). */
export function isDecodable(url: string): boolean {
  try {
    // Segment by segment, as the router decodes. The result is used on purpose: the bundler drops
    // a bare decode call as "pure", and with it the check.
    return url.split('/').every((segment) => typeof decodeURIComponent(segment) === 'string');
  } catch {
    return false;
  }
}

/** Where the router is pointed for an undecodable address: a path no route has, so it shows not-found. */
export const UNROUTABLE_PATH = '/__not-found__';
