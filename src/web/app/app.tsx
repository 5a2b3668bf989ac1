import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AuthRouterBridge } from '@web/lib/auth';
import { ScreenErrorBoundary } from './error-boundary';
import { ScreenFallback } from './fallbacks';
import { RouteGuard } from './guard';
import { AdminLayout, AuthLayout, PublicLayout } from './layouts/layouts';
import { PageViews } from './page-views';
import { appRoutes, notFoundScreen, type AppRoute, type LayoutName } from './routes';
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

function routesOf(layout: LayoutName) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => (
      <Route key={route.path} path={route.path} caseSensitive element={<Screen route={route} />} />
    ));
}

export function App() {
  return (
    <>
      <AuthRouterBridge />
      <SignInCompletion />
      <PageViews />
      <Routes>
        <Route element={<PublicLayout />}>
          {routesOf('public')}
          <Route path="*" element={<Screen route={{ screen: notFoundScreen, access: 'public' }} />} />
        </Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
        <Route element={<AdminLayout />}>{routesOf('admin')}</Route>
      </Routes>
    </>
  );
}
