// The owner's area around its screens: navigation, preferences and the live indicator. Its own chunk, loaded
// only for admins, so none of it (the realtime client least of all) enters the code every page loads.
import { useEffect, useRef } from 'react';
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
import { cn } from '@web/lib/cn';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import ConnectionIndicator from './connection-indicator';
import { ScrollOnNavigate, SkipLink } from './layout-parts';
import { LanguageToggle, ThemeMenu } from './preferences';

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

export default function AdminChrome() {
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
            <ConnectionIndicator />
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
