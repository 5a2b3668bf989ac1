import type { FetchQueryOptions } from '@tanstack/react-query';
import { slugSchema } from '@contracts/content';
import type { Language } from '@contracts/i18n';
import { profileQuery, projectQuery, projectsQuery, servicesQuery } from '@web/lib/content-queries';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';

export type LayoutName = 'public' | 'auth' | 'admin';
export type FallbackName = 'spinner' | 'questionnaire' | 'results';

export interface PrefetchContext {
  params: Record<string, string | undefined>;
  lang: Language;
}

export interface AppRoute {
  path: string;
  screen: LazyScreen;
  layout: LayoutName;
  /** Rendered on the server with its data (public content); otherwise the browser renders it. */
  ssr: boolean;
  fallback?: FallbackName;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route prefetches queries of its own types
  prefetch?: (ctx: PrefetchContext) => FetchQueryOptions<any, any, any, any>[];
}

// Every screen module, each its own chunk; keys double as module ids for the build manifest.
const screenModules = import.meta.glob<ScreenModule>('../features/*/screens/*.tsx');

function screen(path: string): LazyScreen {
  const load = screenModules[`../features/${path}.tsx`];
  if (!load) throw new Error(`No screen module features/${path}.tsx`);
  return lazyScreen(load, `features/${path}.tsx`);
}

const projectsCentre = screen('content/screens/projects-centre');

/** Every route of DESIGN.md's table; anything else is the not-found screen with HTTP 404. */
export const appRoutes: AppRoute[] = [
  // Public content, rendered on the server.
  { path: '/', screen: projectsCentre, layout: 'public', ssr: true, prefetch: () => [projectsQuery()] },
  {
    path: '/projects',
    screen: projectsCentre,
    layout: 'public',
    ssr: true,
    prefetch: () => [projectsQuery()],
  },
  {
    path: '/projects/:slug',
    screen: screen('content/screens/project-detail'),
    layout: 'public',
    ssr: true,
    prefetch: ({ params }) => (slugSchema.safeParse(params.slug).success ? [projectQuery(params.slug!)] : []),
  },
  {
    path: '/app',
    screen: screen('content/screens/home'),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery(), servicesQuery(), projectsQuery()],
  },
  {
    path: '/coming-soon',
    screen: screen('content/screens/coming-soon'),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/biography',
    screen: screen('content/screens/biography'),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery()],
  },
  {
    path: '/cv',
    screen: screen('content/screens/cv'),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery()],
  },
  {
    path: '/airbnb',
    screen: screen('rental/screens/rental-landing'),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/calendar-booking',
    screen: screen('booking/screens/booking'),
    layout: 'public',
    ssr: true,
    prefetch: () => [servicesQuery()],
  },
  {
    path: '/diagnostico-marca-profesional',
    screen: screen('diagnostic/screens/diagnostic-intro'),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/shared/:shortId',
    screen: screen('diagnostic/screens/shared-result'),
    layout: 'public',
    ssr: true,
  },

  // Public screens that depend on the visitor's own state: rendered in the browser.
  {
    path: '/diagnostico-cuestionario',
    screen: screen('diagnostic/screens/questionnaire'),
    layout: 'public',
    ssr: false,
    fallback: 'questionnaire',
  },
  {
    path: '/diagnostico-resultados',
    screen: screen('diagnostic/screens/results'),
    layout: 'public',
    ssr: false,
    fallback: 'results',
  },
  {
    path: '/lamansion-pago',
    screen: screen('rental/screens/stay-payment'),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/payment-success',
    screen: screen('payments/screens/payment-success'),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/flexible-payment-success',
    screen: screen('payments/screens/flexible-payment-success'),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/dashboard',
    screen: screen('dashboard/screens/dashboard'),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/dev/mailbox',
    screen: screen('mailbox/screens/mailbox'),
    layout: 'public',
    ssr: false,
  },

  // Accounts.
  {
    path: '/auth',
    screen: screen('auth/screens/sign-in'),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/registro',
    screen: screen('auth/screens/sign-up'),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/verificar-email',
    screen: screen('auth/screens/verify-email'),
    layout: 'auth',
    ssr: false,
  },
  {
    path: '/recuperar-contraseña',
    screen: screen('auth/screens/forgot-password'),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/nueva-contraseña',
    screen: screen('auth/screens/new-password'),
    layout: 'auth',
    ssr: false,
  },

  // Owner's area.
  {
    path: '/admin',
    screen: screen('admin/screens/overview'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/leads',
    screen: screen('leads/screens/leads'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/leads-advanced',
    screen: screen('leads/screens/leads-advanced'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/analisis-marca',
    screen: screen('diagnostic/screens/admin-submissions'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/appointments',
    screen: screen('booking/screens/admin-appointments'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/calendar-test',
    screen: screen('booking/screens/availability-tester'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/reports',
    screen: screen('reports/screens/reports'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/reports/export',
    screen: screen('reports/screens/reports-export'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/settings',
    screen: screen('admin/screens/settings'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/connected-accounts',
    screen: screen('payments/screens/connected-accounts'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/projects/airbnb',
    screen: screen('rental/screens/rental-analytics'),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/projects/airbnb/citas',
    screen: screen('rental/screens/rental-appointments'),
    layout: 'admin',
    ssr: false,
  },
];

export const notFoundScreen = lazyScreen(() => import('./not-found'), 'app/not-found.tsx');
