import type { FetchQueryOptions } from '@tanstack/react-query';
import { isShareId, sharedResultQuery } from '@web/lib/diagnostic-queries';
import type { Language } from '@contracts/i18n';
import { isSlug } from '@contracts/slug';
import {
  cvQuery,
  profileQuery,
  projectQuery,
  projectsQuery,
  servicesQuery,
  testimonialsQuery,
} from '@web/lib/content-queries';
import type { MessagePart } from '@web/locales';
import type { Access } from './access';
import { lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';

export type LayoutName = 'public' | 'auth' | 'admin';
export type FallbackName = 'spinner' | 'questionnaire' | 'results';

export interface PrefetchContext {
  params: Record<string, string | undefined>;
  lang: Language;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route prefetches queries of its own types
type Prefetches = FetchQueryOptions<any, any, any, any>[];

export interface AppRoute {
  path: string;
  screen: LazyScreen;
  layout: LayoutName;
  /** Who may open it; the guard shows the others the sign-in or the no-access screen. */
  access: Access;
  /** Rendered on the server with its data (public content); otherwise the browser renders it. */
  ssr: boolean;
  fallback?: FallbackName;
  /**
   * The queries server rendering prefetches. It may load code first (a schema, a feature's query options):
   * this table is on every page, so what it imports statically is downloaded before any page is idle.
   */
  prefetch?: (ctx: PrefetchContext) => Prefetches | Promise<Prefetches>;
}

// Every screen module, each its own chunk; keys double as module ids for the build manifest. Test files are
// kept out, so a test beside a screen can never become a client chunk.
const screenModules = import.meta.glob<ScreenModule>([
  '../features/*/screens/*.tsx',
  '!../features/*/screens/*.test.tsx',
]);

/**
 * The parts of the texts a screen needs beyond the site's (locales/index.ts), loaded with its code. Signed-in
 * screens pass the guard's sign-in steps (auth, dashboard); the owner's screens (and the dev mailbox) need the
 * admin part and show every feature's texts.
 */
const ACCOUNT_TEXTS = ['auth', 'dashboard'] as const satisfies readonly MessagePart[];
const ADMIN_TEXTS = [
  'admin',
  ...ACCOUNT_TEXTS,
  'booking',
  'diagnostic',
  'payments',
  'rental',
] as const satisfies readonly MessagePart[];

function screen(path: string, messages: readonly MessagePart[] = []): LazyScreen {
  const load = screenModules[`../features/${path}.tsx`];
  if (!load) throw new Error(`No screen module features/${path}.tsx`);
  return lazyScreen(load, `features/${path}.tsx`, messages);
}

// Screens where two features meet, composed in the app shell (features never import each other).
const composedModules = import.meta.glob<ScreenModule>(['./composed/*.tsx', '!./composed/*.test.tsx']);

function composed(name: string, messages: readonly MessagePart[] = []): LazyScreen {
  const load = composedModules[`./composed/${name}.tsx`];
  if (!load) throw new Error(`No composed screen app/composed/${name}.tsx`);
  return lazyScreen(load, `app/composed/${name}.tsx`, messages);
}

/** A screen of the owner's area: admin layout, admins only, rendered in the browser. */
function ownerRoute(path: string, module: string): AppRoute {
  return { path, screen: screen(module, ADMIN_TEXTS), layout: 'admin', access: 'admin', ssr: false };
}

const projectsCentre = screen('content/screens/projects-centre');

/** Every route of docs/architecture.md's table; anything else is the not-found screen with HTTP 404. */
export const appRoutes: AppRoute[] = [
  // Public content, rendered on the server.
  {
    path: '/',
    screen: projectsCentre,
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: () => [projectsQuery()],
  },
  {
    path: '/projects',
    screen: projectsCentre,
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: () => [projectsQuery()],
  },
  {
    path: '/projects/:slug',
    screen: screen('content/screens/project-detail'),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: ({ params }) => (isSlug(params.slug) ? [projectQuery(params.slug)] : []),
  },
  {
    path: '/app',
    screen: screen('content/screens/home'),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: () => [profileQuery(), servicesQuery(), projectsQuery(), testimonialsQuery()],
  },
  {
    path: '/coming-soon',
    screen: screen('content/screens/coming-soon'),
    layout: 'public',
    access: 'public',
    ssr: true,
  },
  {
    path: '/biography',
    screen: screen('content/screens/biography'),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: () => [profileQuery(), cvQuery()],
  },
  {
    path: '/cv',
    screen: screen('content/screens/cv'),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: () => [cvQuery()],
  },
  {
    path: '/airbnb',
    screen: screen('rental/screens/rental-landing', ['rental']),
    layout: 'public',
    access: 'public',
    ssr: true,
  },
  {
    path: '/calendar-booking',
    screen: screen('booking/screens/booking', ['booking']),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: async () => [(await import('@web/features/booking/api/public')).bookingServicesQuery()],
  },
  {
    path: '/calendar-booking/manage/:token',
    screen: screen('booking/screens/manage', ['booking']),
    layout: 'public',
    access: 'public',
    ssr: false,
  },
  {
    path: '/diagnostico-marca-profesional',
    screen: screen('diagnostic/screens/diagnostic-intro', ['diagnostic']),
    layout: 'public',
    access: 'public',
    ssr: true,
  },
  {
    path: '/shared/:shortId',
    screen: screen('diagnostic/screens/shared-result', ['diagnostic']),
    layout: 'public',
    access: 'public',
    ssr: true,
    prefetch: ({ params }) => (isShareId(params.shortId) ? [sharedResultQuery(params.shortId)] : []),
  },

  // Public screens that depend on the visitor's own state: rendered in the browser.
  {
    path: '/diagnostico-cuestionario',
    screen: screen('diagnostic/screens/questionnaire', ['diagnostic']),
    layout: 'public',
    access: 'public',
    ssr: false,
    fallback: 'questionnaire',
  },
  {
    path: '/diagnostico-resultados',
    screen: screen('diagnostic/screens/results', ['diagnostic']),
    layout: 'public',
    access: 'public',
    ssr: false,
    fallback: 'results',
  },
  {
    path: '/lamansion-pago',
    screen: screen('rental/screens/stay-payment', ['rental', 'payments']),
    layout: 'public',
    access: 'public',
    ssr: false,
  },
  {
    path: '/payment-success',
    screen: screen('payments/screens/payment-success', ['payments', 'booking']),
    layout: 'public',
    access: 'public',
    ssr: false,
  },
  {
    path: '/flexible-payment-success',
    screen: screen('payments/screens/flexible-payment-success', ['payments', 'booking']),
    layout: 'public',
    access: 'public',
    ssr: false,
  },
  {
    path: '/sandbox-checkout/:checkoutId',
    screen: screen('payments/screens/sandbox-checkout', ['payments', 'booking']),
    layout: 'public',
    access: 'public',
    ssr: false,
  },
  {
    path: '/dashboard',
    screen: composed('dashboard', [...ACCOUNT_TEXTS, 'booking', 'diagnostic', 'payments']),
    layout: 'public',
    access: 'signed-in',
    ssr: false,
  },
  {
    path: '/dev/mailbox',
    screen: screen('mailbox/screens/mailbox', ADMIN_TEXTS),
    layout: 'public',
    access: 'public',
    ssr: false,
  },

  // Accounts.
  {
    path: '/auth',
    screen: screen('auth/screens/sign-in', ACCOUNT_TEXTS),
    layout: 'auth',
    access: 'public',
    ssr: true,
  },
  {
    path: '/registro',
    screen: screen('auth/screens/sign-up', ACCOUNT_TEXTS),
    layout: 'auth',
    access: 'public',
    ssr: true,
  },
  {
    path: '/verificar-email',
    screen: screen('auth/screens/verify-email', ACCOUNT_TEXTS),
    layout: 'auth',
    access: 'public',
    ssr: false,
  },
  {
    path: '/recuperar-contraseña',
    screen: screen('auth/screens/forgot-password', ACCOUNT_TEXTS),
    layout: 'auth',
    access: 'public',
    ssr: true,
  },
  {
    path: '/nueva-contraseña',
    screen: screen('auth/screens/new-password', ACCOUNT_TEXTS),
    layout: 'auth',
    access: 'public',
    ssr: false,
  },

  // Owner's area: admins only, rendered in the browser.
  ownerRoute('/admin', 'admin/screens/overview'),
  ownerRoute('/admin/leads', 'leads/screens/leads'),
  ownerRoute('/admin/leads-advanced', 'leads/screens/leads-advanced'),
  ownerRoute('/admin/analisis-marca', 'diagnostic/screens/admin-submissions'),
  ownerRoute('/admin/appointments', 'booking/screens/admin-appointments'),
  ownerRoute('/admin/payments', 'payments/screens/admin-payments'),
  ownerRoute('/calendar-test', 'booking/screens/availability-tester'),
  ownerRoute('/admin/reports', 'reports/screens/reports'),
  ownerRoute('/admin/reports/export', 'reports/screens/reports-export'),
  ownerRoute('/admin/analytics', 'analytics/screens/analytics'),
  { ...ownerRoute('/admin/settings', 'admin/screens/settings'), screen: composed('settings', ADMIN_TEXTS) },
  {
    ...ownerRoute('/admin/connected-accounts', 'payments/screens/connected-accounts'),
    screen: composed('connected-accounts', ADMIN_TEXTS),
  },
  ownerRoute('/projects/airbnb', 'rental/screens/rental-analytics'),
  ownerRoute('/projects/airbnb/citas', 'booking/screens/rental-appointments'),
  ownerRoute('/projects/airbnb/canales', 'rental/screens/rental-channels'),
];

export const notFoundScreen = lazyScreen(() => import('./not-found'), 'app/not-found.tsx');
