import { expect, test, type Page } from '@playwright/test';
import { createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

// Findability (docs/decisions/011-findability.md): language URLs and JSON-LD in a real browser.
test.use({ locale: locales.es });
test.beforeEach(({}, testInfo) =>
  test.skip(!testInfo.project.name.endsWith('light'), 'behaviour, not looks'),
);

/** Records Content-Security-Policy violations (none at all: not a JSON-LD block, not zod's eval probe). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('?lang=en shows English to a Spanish browser, is remembered, and the switch updates the URL', async ({
  page,
  context,
}) => {
  const problems = watchForProblems(page);
  const cspViolations = await recordCspViolations(page);
  await page.goto('/app?lang=en');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.hero.title'));
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
  // document.cookie reaches the browser's cookie store asynchronously: poll, don't read once.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'preferred-language')?.value)
    .toBe('en');

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
    'Person',
    'ProfessionalService',
  ]);
  expect(await cspViolations()).toEqual([]);

  // Switching in the UI keeps the address in step with what is shown.
  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/app\?lang=es$/);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('es', 'home.hero.title'));
  expect(await cspViolations()).toEqual([]);
  problems.expectNone();
});

test("a signed-in profile's language wins over ?lang", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour, not looks');
  const email = uniqueEmail(testInfo, 'seo-lang');
  await createAccount(request, email, { fullName: 'Sam Taylor', language: 'es' });
  await page.goto('/auth?lang=es');
  await waitForApp(page);
  await fillSignIn(page, email, PASSWORD, message('es', 'auth.signIn.submit'));
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/projects?lang=en');
  await waitForApp(page);
  // Rendered in English as asked, then the profile (Spanish) takes over and the address follows.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/projects\?lang=es$/);
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('es');
});
