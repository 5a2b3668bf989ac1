import { expect, test, type TestInfo } from '@playwright/test';
import {
  adminEmail,
  createAccount,
  fillSignIn,
  mailLink,
  PASSWORD,
  signOutFromHeader,
  signUpByApi,
  storedAccessToken,
  uniqueEmail,
} from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

test.use({ locale: locales.es });
const es = (key: string) => message('es', key);
const greeting = (lang: 'es' | 'en', name: string) =>
  message(lang, 'dashboard.greeting').replace('{name}', name);
/** Behaviour more than looks: one wide and one phone layout are enough for most of these. */
const lightOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');

test('the sign-up screen promises a confirmation link only when one will come', async ({
  page,
}, testInfo) => {
  lightOnly(testInfo);
  await page.goto('/registro');
  await waitForApp(page);
  await expect(page.getByText(es('auth.signUp.nextStep'))).toBeVisible();
  // A server with AUTH_AUTOCONFIRM says so in GoTrue's settings (the auth tests prove that answer).
  await page.route('**/auth/v1/settings', (route) =>
    route.fulfill({ json: { mailer_autoconfirm: true, disable_signup: false } }),
  );
  await page.goto('/registro');
  await waitForApp(page);
  await expect(page.getByText(es('auth.signUp.nextStepAutoconfirm'))).toBeVisible();
  await expect(page.getByText(es('auth.signUp.nextStep'))).toHaveCount(0);
});

test('sign up, confirm through the e-mail link, sign out', async ({ page, request }, testInfo) => {
  const problems = watchForProblems(page);
  const email = uniqueEmail(testInfo, 'ana');
  await page.goto('/registro');
  await waitForApp(page);
  await page.locator('#sign-up-name').fill('Ana López');
  await page.locator('#sign-up-email').fill(email);
  await page.locator('#sign-up-password').fill('corta');
  await expect(page.getByText(es('auth.passwordRules.length').replace('{min}', '8'))).toBeVisible();
  await page.locator('#sign-up-password').fill(PASSWORD);
  await page.locator('#sign-up-consent').check();
  await page.getByRole('button', { name: es('auth.signUp.submit') }).click();

  await expect(page).toHaveURL(/\/verificar-email\?email=/);
  await expect(page.getByTestId('verify-email-address')).toHaveText(email);
  await expect(page.getByText(es('auth.resend.cooldown').split('{')[0]!)).toBeVisible();

  await page.goto(await mailLink(request, email, 'signup'));
  await expect(page.getByTestId('email-confirmed')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(es('auth.verifyEmail.confirmed.title'));
  await page.getByRole('link', { name: es('auth.verifyEmail.confirmed.continue') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('h1')).toHaveText(greeting('es', 'Ana López'));
  await expect(page.getByTestId('account-email')).toHaveText(email);
  await expect(page.getByTestId('account-role')).toHaveText(es('dashboard.account.roles.visitor'));

  await signOutFromHeader(page, testInfo, es('common.account.signOut'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('sign-in-link').first()).toBeAttached();
  expect(await storedAccessToken(page)).toBeNull();
  await problems.settle();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  problems.expectNone();
});

test('a used confirmation link says so and offers a new one', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  lightOnly(testInfo);
  const email = uniqueEmail(testInfo, 'used');
  // As the sign-up screen does: the link leads back to the verification screen.
  const target = new URL(`/verificar-email?email=${encodeURIComponent(email)}`, baseURL).href;
  await signUpByApi(request, email, { redirectTo: target });
  const link = await mailLink(request, email, 'signup');
  expect((await request.get(link)).ok()).toBe(true);
  await page.goto(link);
  await expect(page.locator('h1')).toHaveText(es('auth.verifyEmail.expired.title'));
  await page.getByTestId('resend-confirmation').click();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
});

test('forgot password: the e-mailed link sets a new one and signs in', async ({
  page,
  request,
}, testInfo) => {
  lightOnly(testInfo);
  const problems = watchForProblems(page, { failingUrls: [/\/auth\/v1\/user$/] });
  const email = uniqueEmail(testInfo, 'olvido');
  await createAccount(request, email);
  await page.goto('/auth');
  await waitForApp(page);
  await page.getByRole('link', { name: es('auth.signIn.forgot') }).click();
  await expect(page.locator('h1')).toHaveText(es('auth.forgotPassword.title'));
  await page.locator('#forgot-password-email').fill(email);
  await page.getByRole('button', { name: es('auth.forgotPassword.submit') }).click();
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();

  await page.goto(await mailLink(request, email, 'recovery'));
  await expect(page.locator('#new-password')).toBeVisible();
  // The current password is refused, under the field.
  await page.locator('#new-password').fill(PASSWORD);
  await page.locator('#new-password-confirm').fill(PASSWORD);
  await page.getByRole('button', { name: es('auth.newPassword.submit') }).click();
  await expect(page.locator('#new-password-error')).toHaveText(es('auth.apiErrors.samePassword'));
  await expect(page.locator('#new-password')).toBeFocused();

  await page.locator('#new-password').fill('Nueva2027x');
  await page.locator('#new-password-confirm').fill('Nueva2027x');
  await page.getByRole('button', { name: es('auth.newPassword.submit') }).click();
  await expect(page.getByTestId('password-saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('account-email')).toHaveText(email);

  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    data: { email, password: 'Nueva2027x' },
  });
  expect(signIn.status()).toBe(200);
  problems.expectNone();
});

test('a wrong password gets a friendly message', async ({ page, request }, testInfo) => {
  lightOnly(testInfo);
  const problems = watchForProblems(page, { failingUrls: [/\/auth\/v1\/token\?grant_type=password$/] });
  const email = uniqueEmail(testInfo, 'clave');
  await createAccount(request, email);
  await page.goto('/auth');
  await waitForApp(page);
  await fillSignIn(page, email, 'NoEsLaClave1', es('auth.signIn.submit'));
  const alert = page.locator('#sign-in-error');
  await expect(alert).toHaveText(es('auth.apiErrors.invalidCredentials'));
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(/\/auth$/);
  problems.expectNone();
});

test('an unconfirmed account is told so and can ask for the e-mail again', async ({
  page,
  request,
}, testInfo) => {
  lightOnly(testInfo);
  const email = uniqueEmail(testInfo, 'pendiente');
  await signUpByApi(request, email);
  await page.goto('/auth');
  await waitForApp(page);
  await fillSignIn(page, email, PASSWORD, es('auth.signIn.submit'));
  await expect(page.locator('#sign-in-error')).toContainText(es('auth.apiErrors.emailNotConfirmed'));
  await page.getByTestId('resend-confirmation').click();
  await expect(page.getByText(es('auth.resend.sent').replace('{email}', email))).toBeVisible();
});

/** Every screen of the owner's area and its heading (signed out, routes.spec.ts sees the sign-in screen). */
const ownerScreens: Record<string, string> = {
  '/admin/leads': 'admin.leads.title',
  '/admin/analisis-marca': 'admin.diagnostic.title',
  '/admin/leads-advanced': 'admin.leads.advanced.title',
  '/admin/appointments': 'booking.admin.title',
  '/admin/reports': 'reports.title',
  '/admin/reports/export': 'exports.title',
  '/admin/analytics': 'analytics.title',
  '/admin/settings': 'admin.settings.title',
  '/admin/connected-accounts': 'payments.connected.title',
  '/calendar-test': 'booking.tester.title',
  '/projects/airbnb': 'rental.analytics.title',
  '/projects/airbnb/citas': 'rental.appointments.title',
};

test('the owner reaches the admin area; a visitor sees no access', async ({ page, request }, testInfo) => {
  lightOnly(testInfo);
  test.slow(); // Two accounts and every screen of the owner's area.
  const problems = watchForProblems(page);
  const owner = adminEmail(testInfo.project.name);
  await createAccount(request, owner, { fullName: 'Dueña del Estudio' });
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await fillSignIn(page, owner, PASSWORD, es('auth.signIn.submit'));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('h1')).toHaveText(message('es', 'admin.overview.title'));
  await problems.settle();
  for (const [path, heading] of Object.entries(ownerScreens)) {
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveText(es(heading));
    await problems.settle();
  }
  await page.goto('/dashboard');
  await expect(page.getByTestId('account-role')).toHaveText(es('dashboard.account.roles.admin'));

  await signOutFromHeader(page, testInfo, es('common.account.signOut'));
  await expect(page).toHaveURL(/\/$/);
  const visitor = uniqueEmail(testInfo, 'visita');
  await createAccount(request, visitor);
  await problems.settle();
  await page.goto('/auth?next=%2Fadmin%2Fleads');
  await fillSignIn(page, visitor, PASSWORD, es('auth.signIn.submit'));
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.locator('h1')).toHaveText(es('common.noAccess.title'));
  await expect(page.getByRole('navigation', { name: es('common.admin.navLabel') })).toHaveCount(0);
  await page
    .getByTestId('no-access')
    .getByRole('button', { name: es('common.account.signOut') })
    .click();
  await expect(page).toHaveURL(/\/$/);
  problems.expectNone();
});

test('the language follows the profile once signed in', async ({ browser, baseURL, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour, not looks');
  const email = uniqueEmail(testInfo, 'idioma');
  await createAccount(request, email, { fullName: 'Sam Taylor', language: 'en' });
  const context = await browser.newContext({ locale: locales.es, baseURL });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  await page.addInitScript(() => {
    if (!localStorage.getItem('preferred-language')) localStorage.setItem('preferred-language', 'es');
  });
  await page.goto('/auth');
  await waitForApp(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await fillSignIn(page, email, PASSWORD, es('auth.signIn.submit'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toHaveText(greeting('en', 'Sam Taylor'));
  expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('en');

  // Switching while signed in saves the choice to the profile.
  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const token = await storedAccessToken(page);
  await expect
    .poll(async () => {
      const response = await request.get('/api/me/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { preferredLanguage?: string }).preferredLanguage;
    })
    .toBe('es');
  problems.expectNone();
  await context.close();
});
