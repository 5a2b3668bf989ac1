import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { Container } from '@web/components/ui/layout';
import { useAuth } from '@web/lib/auth';
import { loadMessagePart, useI18n } from '@web/lib/i18n';
import { ScrollOnNavigate, SkipLink } from './layout-parts';
import { LanguageToggle, ThemeMenu } from './preferences';
import { HydrateLater } from '@web/lib/later-hydration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollOnNavigate />
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {/* Links only: hydrated after the page (lib/later-hydration); until then they work as plain links. */}
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}

/** A quiet page: brand, preferences and one centred column (account screens, and admin addresses for non-admins). */
export function AuthLayout() {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollOnNavigate />
      <SkipLink />
      <header>
        <Container className="flex h-16 items-center justify-between">
          <Link to="/app" className="font-display text-xl">
            {t('common.brand')}
            <span className="text-accent">.</span>
          </Link>
          <div className="flex items-center gap-1">
            <LanguageToggle />
            <ThemeMenu />
          </div>
        </Container>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-5 py-10 sm:items-center">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

// Admins only: its own chunk (the public pages never load the owner's navigation or the realtime client),
// with the owner's part of the texts (its live indicator speaks admin.*, its payments badge payments.*).
const AdminChrome = lazy(() =>
  Promise.all([import('./admin-chrome'), loadMessagePart('admin'), loadMessagePart('payments')]).then(
    ([module]) => module,
  ),
);

/** The owner's area; its navigation is shown to admins only (the guard answers everyone else). */
export function AdminLayout() {
  const { isAdmin } = useAuth();
  return isAdmin ? (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <AdminChrome />
    </Suspense>
  ) : (
    <AuthLayout />
  );
}
