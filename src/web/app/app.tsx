import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ScreenErrorBoundary } from './error-boundary';
import { ScreenFallback } from './fallbacks';
import { AdminLayout, AuthLayout, PublicLayout } from './layouts/layouts';
import { appRoutes, notFoundScreen, type AppRoute, type LayoutName } from './routes';

function Screen({ route }: { route: Pick<AppRoute, 'screen' | 'fallback'> }) {
  const { pathname } = useLocation();
  const { Component } = route.screen;
  return (
    <ScreenErrorBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenFallback kind={route.fallback ?? 'spinner'} />}>
        <Component />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

function routesOf(layout: LayoutName) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => (
      <Route key={route.path} path={route.path} caseSensitive element={<Screen route={route} />} />
    ));
}

export function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {routesOf('public')}
        <Route path="*" element={<Screen route={{ screen: notFoundScreen }} />} />
      </Route>
      <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
      <Route element={<AdminLayout />}>{routesOf('admin')}</Route>
    </Routes>
  );
}
