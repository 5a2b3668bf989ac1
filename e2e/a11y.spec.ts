import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { langs, locales, waitForApp } from './support';

/** Every public screen a visitor can reach without an account (the route table of docs/architecture.md). */
const publicPaths = [
  '/',
  '/projects',
  '/projects/la-mansion',
  '/app',
  '/coming-soon',
  '/airbnb',
  '/calendar-booking',
  '/auth',
  '/registro',
  '/verificar-email?email=persona%40example.com',
  '/recuperar-contraseña',
  '/biography',
  '/cv',
  '/diagnostico-marca-profesional',
  '/diagnostico-cuestionario',
  '/diagnostico-resultados',
  '/lamansion-pago',
  '/payment-success',
  '/flexible-payment-success',
  '/this/does/not/exist',
];

/*
 * WCAG 2.2 A/AA as axe-core checks it, on every public route, in both languages and both themes (desktop
 * light and dark, phone light: the phone layout's colours are the desktop's). Any violation fails, with its
 * rule and the elements it names.
 */
for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    // Reduced motion: axe reads the colours people settle on, not a frame in the middle of a transition.
    test.use({ locale: locales[lang], reducedMotion: 'reduce' });
    for (const path of publicPaths) {
      test(`${path} has no WCAG 2.2 A/AA violations`, { tag: '@dark' }, async ({ page }) => {
        // axe walks every node of the page: on the longest pages, with other workers busy, it needs more than
        // the default 30 s.
        test.setTimeout(60_000);
        await page.goto(path);
        await waitForApp(page);
        // Let lazy data settle (skeletons are fine, but the final screen is what people read).
        await page.waitForLoadState('networkidle');
        // …and for every loading state to end: on a busy machine the network can fall idle while a lazy chunk is
        // still being parsed, before the calendar asks for its nights, and axe would read its dimmed loading frame.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .analyze();
        const report = results.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
        expect(report, report.join('\n')).toEqual([]);
      });
    }
  });
}
