import { Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthRouterBridge } from '@web/lib/auth';
import { ScreenErrorBoundary } from './error-boundary';
import { ScreenFallback } from './fallbacks';
import { RouteGuard } from './guard';
import { AdminLayout, AuthLayout, PublicLayout } from './layouts/layouts';
import { PageViews } from './page-views';
import { matchAppRoute, pathnameOf } from './match';
import { notFoundScreen, type AppRoute, type LayoutName } from './routes';
import { SignInCompletion } from './sign-in-completion';

function Screen({ route }: { route: Pick<AppRoute, 'screen' | 'fallback' | 'access'> }) {
  const { pathname } = useLocation();
  const { Component } = route.screen;
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <RouteGuard access={route.access}>
        <Suspense fallback={<ScreenFallback kind={route.fallback ?? 'spinner'} />}>
          <Component />
        </Suspense>
      </RouteGuard>
    </ScreenErrorBoundary>
  );
}

const layouts: Record<LayoutName, ComponentType> = {
  public: PublicLayout,
  auth: AuthLayout,
  admin: AdminLayout,
};

const notFoundRoute = { screen: notFoundScreen, access: 'public' } as const;

export function App() {
  // The router is given only the route the path matches (matchAppRoute works each path out once): given the
  // whole table, React Router converts, flattens and ranks every route on every render (issue 23: a quarter of
  // a public page's hydration).
  const { pathname } = useLocation();
  const route = matchAppRoute(pathnameOf(pathname))?.route;
  const Layout = layouts[route?.layout ?? 'public'];
  return (
    <>
      <AuthRouterBridge />
      <SignInCompletion />
      <PageViews />
      <Routes>
        <Route element={<Layout />}>
          {route ? (
            <Route path={route.path} caseSensitive element={<Screen route={route} />} />
          ) : (
            <Route path="*" element={<Screen route={notFoundRoute} />} />
          )}
        </Route>
      </Routes>
    </>
  );
}
