import { expect, test } from '@playwright/test';
import { locales, message, waitForApp, watchForProblems } from './support';

test.use({ locale: locales.es });

test.describe('language', () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(!testInfo.project.name.endsWith('light'), 'behaviour, not looks'),
  );

  test('follows the browser: English for en-*, Spanish otherwise', async ({ browser, baseURL }) => {
    for (const [locale, lang] of [
      ['en-GB', 'en'],
      ['es-MX', 'es'],
      ['fr-FR', 'es'],
    ] as const) {
      const context = await browser.newContext({ locale, baseURL });
      const page = await context.newPage();
      await page.goto('/app');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.close();
    }
  });

  test('switches instantly, is remembered, and the server renders the choice', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ locale: locales.es, baseURL });
    const page = await context.newPage();
    const problems = watchForProblems(page);
    await page.goto('/projects');
    await waitForApp(page);
    const footerHeading = page.getByRole('heading', { name: message('es', 'common.footer.explore') });
    await expect(footerHeading).toBeVisible();

    await page.getByTestId('language-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: message('en', 'common.footer.explore') })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');
    await expect(page).toHaveTitle(/Estudio/);

    // The server renders English now (before any script), thanks to the cookie set with the choice.
    // (The cookie reaches the context's store asynchronously, hence the poll.)
    await expect.poll(async () => (await page.request.get('/projects')).text()).toContain('<html lang="en"');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    problems.expectNone();
    await context.close();
  });
});

test('a stored language choice wins even when its cookie is gone', async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour, not looks');
  await page.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
  for (const path of ['/app', '/admin']) {
    await context.clearCookies();
    await page.goto(path);
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // document.cookie reaches the browser's cookie store asynchronously: poll, don't read once.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'preferred-language')?.value)
      .toBe('en');
  }
});

test.describe('theme', () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name !== 'desktop-light', 'behaviour, not looks'),
  );

  test('follows the operating system live while set to system', async ({ page }) => {
    await page.goto('/app');
    await waitForApp(page);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('a chosen theme is stored and applied before the app script runs', async ({ page }) => {
    await page.goto('/app');
    await waitForApp(page);
    await page.getByTestId('theme-menu').first().click();
    await page.getByRole('menuitemradio', { name: message('es', 'common.theme.dark') }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

    // Without the app bundle, only the inline head script can set the class: no flash of light theme.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.locator('h1').first()).toBeVisible();

    await page.unroute('**/assets/*.js');
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('theme-menu').first().click();
    await page.getByRole('menuitemradio', { name: message('es', 'common.theme.system') }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system');
  });
});

test('public pages are complete without JavaScript (server rendering)', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'one run is enough');
  const context = await browser.newContext({ javaScriptEnabled: false, locale: locales.en, baseURL });
  const page = await context.newPage();
  const profile = (await (await page.request.get('/api/content/profile')).json()) as { name: string };
  await page.goto('/app');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByText(profile.name).first()).toBeVisible();
  await expect(page).toHaveTitle(/Estudio/);
  await context.close();
});

test('the phone menu opens, navigates and closes', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone-light', 'phone layout only');
  const problems = watchForProblems(page);
  await page.goto('/app');
  await waitForApp(page);
  await page.getByTestId('mobile-menu').click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: message('es', 'common.nav.portfolio') }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(menu).toBeHidden();
  problems.expectNone();
});
