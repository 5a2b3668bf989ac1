import { expect, test } from '@playwright/test';
import { fillSignIn, mailLink, mailedLink, PASSWORD, signOutFromHeader, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

const en = (key: string) => message('en', key);

test.use({ locale: locales.en });

/**
 * The profile's language is the one the person signed up in, and it wins at every later sign-in: neither a
 * cleared browser nor a Spanish one turns their dashboard Spanish.
 */
test('an English sign-up stays English after sign-in', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
  test.setTimeout(90_000); // a sign-up and three sign-ins
  const problems = watchForProblems(page);
  const email = uniqueEmail(testInfo, 'english');
  await page.goto('/registro');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('#sign-up-name').fill('Sam Taylor');
  await page.locator('#sign-up-email').fill(email);
  await page.locator('#sign-up-password').fill(PASSWORD);
  await page.locator('#sign-up-consent').check();
  await page.getByRole('button', { name: en('auth.signUp.submit') }).click();
  await expect(page).toHaveURL(/\/verificar-email\?email=/);

  await page.goto(await mailLink(request, email, 'signup'));
  await expect(page.locator('h1')).toHaveText(en('auth.verifyEmail.confirmed.title'));
  await page.getByRole('link', { name: en('auth.verifyEmail.confirmed.continue') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('h1')).toHaveText(en('dashboard.greeting').replace('{name}', 'Sam Taylor'));

  await signOutFromHeader(page, testInfo, en('common.account.signOut'));
  await expect(page).toHaveURL(/\/$/);
  await problems.settle();
  problems.expectNone();
  // Nothing of the earlier visit is left: no stored language, no cookie, no session.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.close();

  const again = await page.context().newPage();
  const againProblems = watchForProblems(again);
  await again.goto('/auth');
  await waitForApp(again);
  await fillSignIn(again, email, PASSWORD, en('auth.signIn.submit'));
  await expect(again).toHaveURL(/\/dashboard$/);
  await expect(again.locator('h1')).toHaveText(en('dashboard.greeting').replace('{name}', 'Sam Taylor'));
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  againProblems.expectNone();

  // A Spanish browser that never saw the site: signing in, or opening a sign-in link mailed to the person,
  // lands in the profile's English.
  for (const way of ['password', 'magic link'] as const) {
    const context = await browser.newContext({ locale: locales.es, baseURL });
    const fresh = await context.newPage();
    const freshProblems = watchForProblems(fresh);
    if (way === 'password') {
      await fresh.goto('/auth?next=%2Fdashboard');
      await waitForApp(fresh);
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
      await fillSignIn(fresh, email, PASSWORD, message('es', 'auth.signIn.submit'));
    } else {
      const sent = await request.post('/auth/v1/otp', {
        headers: { apikey: 'estudio-public' },
        data: { email, create_user: false },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      await fresh.goto(await mailedLink(request, email, (l) => l.includes('type=magiclink'), 'a magic link'));
      await waitForApp(fresh);
      await freshProblems.settle();
      await fresh.goto('/dashboard');
    }
    await expect(fresh, way).toHaveURL(/\/dashboard$/);
    await expect(fresh.locator('h1'), way).toHaveText(
      en('dashboard.greeting').replace('{name}', 'Sam Taylor'),
    );
    await expect(fresh.locator('html'), way).toHaveAttribute('lang', 'en');
    if (way === 'magic link') {
      // The profile form changes the language, and the choice shows at once.
      await fresh.getByLabel(en('dashboard.profile.language')).selectOption('es');
      await fresh.getByRole('button', { name: en('dashboard.profile.save') }).click();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'es');
      await expect(fresh.locator('h1')).toHaveText(
        message('es', 'dashboard.greeting').replace('{name}', 'Sam Taylor'),
      );
    }
    freshProblems.expectNone();
    await context.close();
  }
});

/** An account made without a language (another client, the API) holds no choice: the browser's language stays. */
test('a profile without a language choice keeps the English of the browser after sign-in', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
  const problems = watchForProblems(page);
  const email = uniqueEmail(testInfo, 'no-choice');
  const signUp = await request.post('/auth/v1/signup', {
    headers: { apikey: 'estudio-public' },
    data: { email, password: PASSWORD, data: { full_name: 'Robin Lee' } },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  expect((await request.get(await mailLink(request, email, 'signup'))).ok()).toBe(true);

  await page.goto('/auth?next=%2Fdashboard');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await fillSignIn(page, email, PASSWORD, en('auth.signIn.submit'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('h1')).toHaveText(en('dashboard.greeting').replace('{name}', 'Robin Lee'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The profile form offers the language on screen for a profile without a choice.
  await expect(page.getByLabel(en('dashboard.profile.language'))).toHaveValue('en');
  await problems.settle();
  problems.expectNone();
});
