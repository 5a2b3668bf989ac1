import { expect, test, type Page } from '@playwright/test';
import { langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

interface RouteCase {
  path: string;
  /** The message key of the screen's h1, or a function reading it from the API (data-driven headings). */
  heading: string | ((page: Page, lang: Lang) => Promise<string>);
  status?: number;
  /** Responses with 404 that are the expected answer (the document, an API lookup). */
  expected404?: RegExp[];
  /** Requests whose 4xx is the expected answer (the locked mailbox's 401). */
  expectedFailures?: RegExp[];
  /** A guarded route: signed out, it sends the visitor to sign in (and back here afterwards). */
  guarded?: true;
}

/** Guarded routes, opened signed out, show the sign-in screen (accounts.spec.ts signs in for them). */
const guarded = (path: string): RouteCase => ({ path, heading: 'auth.signIn.title', guarded: true });

const projectTitle = async (page: Page, lang: Lang) => {
  const { projects } = (await (await page.request.get('/api/content/projects')).json()) as {
    projects: { slug: string; title: Record<Lang, string> }[];
  };
  return projects.find((p) => p.slug === 'la-mansion')!.title[lang];
};

// Every route of the route table of docs/architecture.md, plus unknown paths.
const routes: RouteCase[] = [
  { path: '/', heading: 'projects.centre.title' },
  { path: '/projects', heading: 'projects.centre.title' },
  { path: '/projects/la-mansion', heading: projectTitle },
  {
    path: '/projects/no-such-project',
    heading: 'projects.detail.notFound.title',
    status: 404,
    expected404: [/\/projects\/no-such-project$/, /\/api\/content\/projects\/no-such-project$/],
  },
  { path: '/app', heading: 'home.hero.title' },
  { path: '/coming-soon', heading: 'home.comingSoon.title' },
  { path: '/airbnb', heading: 'rental.landing.title' },
  { path: '/calendar-booking', heading: 'booking.title' },
  guarded('/calendar-test'),
  { path: '/auth', heading: 'auth.signIn.title' },
  { path: '/registro', heading: 'auth.signUp.title' },
  { path: '/verificar-email?email=ana%40example.com', heading: 'auth.verifyEmail.title' },
  { path: '/recuperar-contraseña', heading: 'auth.forgotPassword.title' },
  { path: '/nueva-contraseña', heading: 'auth.newPassword.title' },
  { path: '/biography', heading: 'about.biography.title' },
  { path: '/cv', heading: 'about.cv.title' },
  { path: '/diagnostico-marca-profesional', heading: 'diagnostic.intro.title' },
  { path: '/diagnostico-cuestionario', heading: 'diagnostic.questionnaire.title' },
  { path: '/diagnostico-resultados', heading: 'diagnostic.results.title' },
  {
    path: '/shared/AbCdEf123456',
    heading: 'diagnostic.shared.title',
    status: 404,
    expected404: [/\/shared\/AbCdEf123456$/],
  },
  guarded('/dashboard'),
  guarded('/admin'),
  guarded('/admin/leads'),
  guarded('/admin/analisis-marca'),
  guarded('/admin/leads-advanced'),
  guarded('/admin/appointments'),
  guarded('/admin/reports'),
  guarded('/admin/reports/export'),
  guarded('/admin/analytics'),
  guarded('/admin/settings'),
  guarded('/admin/connected-accounts'),
  guarded('/admin/payments'),
  guarded('/projects/airbnb'),
  guarded('/projects/airbnb/citas'),
  { path: '/lamansion-pago', heading: 'rental.payment.title' },
  { path: '/payment-success', heading: 'payments.success.title' },
  { path: '/flexible-payment-success', heading: 'payments.flexible.title' },
  {
    path: '/sandbox-checkout/no-such-checkout',
    heading: 'payments.sandbox.title',
    expected404: [/\/api\/payments\/sandbox\/no-such-checkout$/],
  },
  // Opened without its key: the screen says how to open it, after the API's 401 (mailbox.spec.ts opens it).
  {
    path: '/dev/mailbox',
    heading: 'admin.mailbox.title',
    expectedFailures: [/\/api\/dev\/mailbox$/],
  },
  {
    path: '/this/does/not/exist',
    heading: 'common.notFound.title',
    status: 404,
    expected404: [/\/this\/does\/not\/exist$/],
  },
];

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    for (const route of routes) {
      test(`${route.path} shows its screen`, async ({ page }, testInfo) => {
        const problems = watchForProblems(page, {
          status404Urls: route.expected404,
          failingUrls: route.expectedFailures,
        });
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(route.status ?? 200);
        await waitForApp(page);

        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', lang);
        if (testInfo.project.name.endsWith('dark')) await expect(html).toHaveClass(/dark/);
        else await expect(html).not.toHaveClass(/dark/);

        const heading =
          typeof route.heading === 'string' ? message(lang, route.heading) : await route.heading(page, lang);
        const h1 = page.locator('h1');
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(heading);
        await expect(h1).toBeVisible();
        await expect(page).toHaveTitle(/Estudio/);
        if (route.guarded) await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(route.path)}`);

        // Nothing may be wider than the screen (phone layouts).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(1);
        await page.waitForLoadState('networkidle');
        problems.expectNone();
      });
    }
  });
}
