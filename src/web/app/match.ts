import { matchRoutes } from 'react-router';
import { appRoutes, type AppRoute } from './routes';

const matchable = appRoutes.map((route) => ({ path: route.path, route }));

/** The route table entry for a path, or null for a path that is not ours (→ 404). */
export function matchAppRoute(
  pathname: string,
): { route: AppRoute; params: Record<string, string | undefined> } | null {
  const matches = matchRoutes(matchable, pathname);
  const last = matches?.at(-1);
  if (!last) return null;
  return { route: last.route.route, params: last.params };
}
