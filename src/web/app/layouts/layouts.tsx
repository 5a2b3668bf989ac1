import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import {
  BarChart3,
  CalendarCheck,
  CalendarSearch,
  ChartNoAxesCombined,
  CreditCard,
  FileDown,
  Gauge,
  House,
  LayoutDashboard,
  Link2,
  Settings,
  Sparkles,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Container } from '@web/components/ui/layout';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { LanguageToggle, ThemeMenu } from './preferences';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** New screen → top of the page; a #fragment → that section. */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      // An e-mail link's fragment (#access_token=…, #error=…) is not a section, and may not decode.
      let id = '';
      try {
        id = decodeURIComponent(hash.slice(1));
      } catch {
        // Not a section either.
      }
      if (id && !id.includes('=')) document.getElementById(id)?.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
    >
      {t('common.skipToContent')}
    </a>
  );
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollOnNavigate />
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
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

const adminNav: { to: string; label: MessageKey; icon: LucideIcon }[] = [
  { to: '/admin', label: 'common.admin.overview', icon: Gauge },
  { to: '/admin/appointments', label: 'common.admin.appointments', icon: CalendarCheck },
  { to: '/admin/payments', label: 'payments.admin.nav', icon: CreditCard },
  { to: '/admin/leads', label: 'common.admin.leads', icon: Users },
  { to: '/admin/leads-advanced', label: 'common.admin.leadsAdvanced', icon: UsersRound },
  { to: '/admin/analisis-marca', label: 'common.admin.brandAnalysis', icon: Sparkles },
  { to: '/admin/reports', label: 'common.admin.reports', icon: BarChart3 },
  { to: '/admin/reports/export', label: 'common.admin.export', icon: FileDown },
  { to: '/admin/analytics', label: 'common.admin.analytics', icon: ChartNoAxesCombined },
  { to: '/projects/airbnb', label: 'common.admin.rentalAnalytics', icon: House },
  { to: '/projects/airbnb/citas', label: 'common.admin.rentalAppointments', icon: LayoutDashboard },
  { to: '/calendar-test', label: 'common.admin.availabilityTester', icon: CalendarSearch },
  { to: '/admin/connected-accounts', label: 'common.admin.connectedAccounts', icon: Link2 },
  { to: '/admin/settings', label: 'common.admin.settings', icon: Settings },
];

// Its own chunk: the realtime client must not enter the code every page loads.
const ConnectionIndicator = lazy(() => import('./connection-indicator'));

/** The owner's area; its navigation is shown to admins only (the guard answers everyone else). */
export function AdminLayout() {
  const { isAdmin } = useAuth();
  return isAdmin ? <AdminChrome /> : <AuthLayout />;
}

function AdminChrome() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // On phones the nav is one scrolling row: bring the current section into view.
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ inline: 'nearest', block: 'nearest' });
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col md:flex-row">
      <ScrollOnNavigate />
      <SkipLink />
      <aside className="border-b border-border bg-muted/40 md:sticky md:top-0 md:h-dvh md:w-64 md:shrink-0 md:border-r md:border-b-0">
        {/* Phones: one row (brand, live indicator, preferences); the sidebar: the indicator under the brand. */}
        <div className="flex h-14 items-center justify-between gap-2 px-4 md:h-auto md:flex-col md:items-start md:gap-0.5 md:pt-3 md:pb-2">
          <Link to="/admin" className="whitespace-nowrap font-display text-lg">
            {t('common.brand')}
            <span className="text-accent">.</span>{' '}
            <span className="text-sm text-muted-foreground">{t('common.admin.title')}</span>
          </Link>
          <div className="flex items-center gap-1 md:min-h-5">
            <Suspense fallback={null}>
              <ConnectionIndicator />
            </Suspense>
            <div className="flex items-center md:hidden">
              <LanguageToggle />
              <ThemeMenu />
            </div>
          </div>
        </div>
        <nav
          ref={navRef}
          aria-label={t('common.admin.navLabel')}
          className="overflow-x-auto px-2 pb-2 md:overflow-visible"
        >
          <ul className="flex gap-1 md:flex-col">
            {adminNav.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'flex items-center gap-2.5 whitespace-nowrap rounded-lg px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
                      isActive && 'bg-background font-medium text-foreground shadow-sm',
                    )
                  }
                >
                  <Icon aria-hidden className="size-4" />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center justify-between border-t border-border px-4 py-3 md:flex">
          <Link to="/app" className="text-sm text-muted-foreground hover:text-foreground">
            {t('common.admin.backToSite')}
          </Link>
          <div className="flex items-center">
            <LanguageToggle />
            <ThemeMenu />
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-5 py-8 sm:px-8">
        <Outlet />
      </main>
    </div>
  );
}
