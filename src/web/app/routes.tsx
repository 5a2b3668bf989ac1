import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Language } from '@contracts/i18n';
import {
  profileQuery,
  projectQuery,
  projectsQuery,
  servicesQuery,
} from '@web/features/content/api/content-queries';
import { lazyScreen, type LazyScreen } from './lazy-screen';

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

const projectsCentre = lazyScreen(() => import('@web/features/content/screens/projects-centre'));

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
    screen: lazyScreen(() => import('@web/features/content/screens/project-detail')),
    layout: 'public',
    ssr: true,
    prefetch: ({ params }) => [projectQuery(params.slug ?? '')],
  },
  {
    path: '/app',
    screen: lazyScreen(() => import('@web/features/content/screens/home')),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery(), servicesQuery(), projectsQuery()],
  },
  {
    path: '/coming-soon',
    screen: lazyScreen(() => import('@web/features/content/screens/coming-soon')),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/biography',
    screen: lazyScreen(() => import('@web/features/content/screens/biography')),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery()],
  },
  {
    path: '/cv',
    screen: lazyScreen(() => import('@web/features/content/screens/cv')),
    layout: 'public',
    ssr: true,
    prefetch: () => [profileQuery()],
  },
  {
    path: '/airbnb',
    screen: lazyScreen(() => import('@web/features/rental/screens/rental-landing')),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/calendar-booking',
    screen: lazyScreen(() => import('@web/features/booking/screens/booking')),
    layout: 'public',
    ssr: true,
    prefetch: () => [servicesQuery()],
  },
  {
    path: '/diagnostico-marca-profesional',
    screen: lazyScreen(() => import('@web/features/diagnostic/screens/diagnostic-intro')),
    layout: 'public',
    ssr: true,
  },
  {
    path: '/shared/:shortId',
    screen: lazyScreen(() => import('@web/features/diagnostic/screens/shared-result')),
    layout: 'public',
    ssr: true,
  },

  // Public screens that depend on the visitor's own state: rendered in the browser.
  {
    path: '/diagnostico-cuestionario',
    screen: lazyScreen(() => import('@web/features/diagnostic/screens/questionnaire')),
    layout: 'public',
    ssr: false,
    fallback: 'questionnaire',
  },
  {
    path: '/diagnostico-resultados',
    screen: lazyScreen(() => import('@web/features/diagnostic/screens/results')),
    layout: 'public',
    ssr: false,
    fallback: 'results',
  },
  {
    path: '/lamansion-pago',
    screen: lazyScreen(() => import('@web/features/rental/screens/stay-payment')),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/payment-success',
    screen: lazyScreen(() => import('@web/features/payments/screens/payment-success')),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/flexible-payment-success',
    screen: lazyScreen(() => import('@web/features/payments/screens/flexible-payment-success')),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/dashboard',
    screen: lazyScreen(() => import('@web/features/dashboard/screens/dashboard')),
    layout: 'public',
    ssr: false,
  },
  {
    path: '/dev/mailbox',
    screen: lazyScreen(() => import('@web/features/mailbox/screens/mailbox')),
    layout: 'public',
    ssr: false,
  },

  // Accounts.
  {
    path: '/auth',
    screen: lazyScreen(() => import('@web/features/auth/screens/sign-in')),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/registro',
    screen: lazyScreen(() => import('@web/features/auth/screens/sign-up')),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/verificar-email',
    screen: lazyScreen(() => import('@web/features/auth/screens/verify-email')),
    layout: 'auth',
    ssr: false,
  },
  {
    path: '/recuperar-contraseña',
    screen: lazyScreen(() => import('@web/features/auth/screens/forgot-password')),
    layout: 'auth',
    ssr: true,
  },
  {
    path: '/nueva-contraseña',
    screen: lazyScreen(() => import('@web/features/auth/screens/new-password')),
    layout: 'auth',
    ssr: false,
  },

  // Owner's area.
  {
    path: '/admin',
    screen: lazyScreen(() => import('@web/features/admin/screens/overview')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/leads',
    screen: lazyScreen(() => import('@web/features/leads/screens/leads')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/leads-advanced',
    screen: lazyScreen(() => import('@web/features/leads/screens/leads-advanced')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/analisis-marca',
    screen: lazyScreen(() => import('@web/features/diagnostic/screens/admin-submissions')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/appointments',
    screen: lazyScreen(() => import('@web/features/booking/screens/admin-appointments')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/calendar-test',
    screen: lazyScreen(() => import('@web/features/booking/screens/availability-tester')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/reports',
    screen: lazyScreen(() => import('@web/features/reports/screens/reports')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/reports/export',
    screen: lazyScreen(() => import('@web/features/reports/screens/reports-export')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/settings',
    screen: lazyScreen(() => import('@web/features/admin/screens/settings')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/admin/connected-accounts',
    screen: lazyScreen(() => import('@web/features/payments/screens/connected-accounts')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/projects/airbnb',
    screen: lazyScreen(() => import('@web/features/rental/screens/rental-analytics')),
    layout: 'admin',
    ssr: false,
  },
  {
    path: '/projects/airbnb/citas',
    screen: lazyScreen(() => import('@web/features/rental/screens/rental-appointments')),
    layout: 'admin',
    ssr: false,
  },
];

export const notFoundScreen = lazyScreen(() => import('./not-found'));
