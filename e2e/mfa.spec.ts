import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminEmail, createAccount, fillSignIn, mailedLink, PASSWORD, signOutFromHeader } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

const PERIOD_MS = 30_000;

/**
 * Codes of one authenticator app as the test types them. The server takes each time step once (and a step
 * either side of now), so every code is of a later step than the last one used, waiting when it must.
 */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let lastStep = 0;
  const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
  return {
    async next(page: Page): Promise<string> {
      for (;;) {
        const now = stepNow();
        const step = Math.max(now, lastStep + 1);
        if (step <= now + 1) {
          lastStep = step;
          return totp.generate({ timestamp: step * PERIOD_MS });
        }
        await page.waitForTimeout(1000);
      }
    },
    /** A code no step near now has: certainly wrong. */
    wrong(): string {
      const near = [-1, 0, 1, 2].map((d) => totp.generate({ timestamp: (stepNow() + d) * PERIOD_MS }));
      return ['000000', '111111', '222222'].find((code) => !near.includes(code))!;
    },
  };
}

const FACTOR_NAME = 'Pixel e2e';

/** WCAG 2.2 A/AA as axe-core checks it, in one part of the page (the rest is the other specs'). */
async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

for (const lang of langs) {
  test.describe(lang, () => {
    test.use({ locale: locales[lang] });

    test(`the owner enrolls an authenticator app, signs in with its code, reaches the admin area and removes it (${lang})`, async ({
      page,
      request,
      browser,
      baseURL,
      viewport,
      isMobile,
      hasTouch,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      test.setTimeout(150_000); // an account, four codes (each of a later time step: up to 30 s waits each)
      const m = (key: string) => message(lang, key);
      // Wrong codes are answered 422 on purpose.
      const problems = watchForProblems(page, { failingUrls: [/\/auth\/v1\/factors\/[^/]+\/verify$/] });
      const owner = adminEmail(testInfo.project.name, `mfa-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Dueña MFA', language: lang });

      await page.goto('/auth?next=%2Fdashboard');
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/dashboard$/);

      // Enrolment: a name, the QR code and the key on screen, a wrong code refused, the right one accepted.
      const security = page.getByTestId('security-section');
      await expect(security.getByText(m('dashboard.security.empty'))).toBeVisible();
      await security.getByRole('button', { name: m('dashboard.security.add') }).click();
      await security.getByLabel(m('dashboard.security.enroll.name')).fill(FACTOR_NAME);
      await security.getByRole('button', { name: m('dashboard.security.enroll.start') }).click();
      const qr = security.getByRole('img', { name: m('dashboard.security.enroll.qrAlt') });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const shownKey = await security.getByTestId('mfa-secret').innerText();
      expect(shownKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      const app = authenticator(shownKey.replace(/\s/g, ''));

      const enrolCode = security.locator('#mfa-enroll-code');
      await expect(enrolCode).toHaveAttribute('inputmode', 'numeric');
      await expect(enrolCode).toHaveAttribute('autocomplete', 'one-time-code');
      await enrolCode.fill(app.wrong());
      await security.getByRole('button', { name: m('dashboard.security.enroll.confirm') }).click();
      await expect(security.getByText(m('auth.apiErrors.mfaVerificationFailed'))).toBeVisible();
      await expectAccessible(page, '[data-testid="security-section"]');
      // Pasted with a space, as apps show it.
      const code = await app.next(page);
      await enrolCode.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
      await expect(enrolCode).toHaveValue(code);
      await security.getByRole('button', { name: m('dashboard.security.enroll.confirm') }).click();
      await expect(security.getByTestId('mfa-enrolled')).toBeVisible();
      const factor = security.getByTestId('mfa-factor');
      await expect(factor).toContainText(FACTOR_NAME);
      await expect(factor).toContainText(m('dashboard.security.status.verified'));

      // A new sign-in asks for the code; a wrong one keeps the person on the step with the error.
      await signOutFromHeader(page, testInfo, m('common.account.signOut'));
      await expect(page).toHaveURL(/\/$/);
      await problems.settle(); // the home page's chunks, which a new address would abort
      await page.goto(`/auth?next=${encodeURIComponent('/admin')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      const step = page.getByTestId('mfa-code-step');
      await expect(step.locator('h1')).toHaveText(m('auth.mfa.step.title'));
      await step.getByLabel(m('auth.mfa.code')).fill(app.wrong());
      await step.getByRole('button', { name: m('auth.mfa.verify') }).click();
      await expect(step.getByText(m('auth.apiErrors.mfaVerificationFailed'))).toBeVisible();
      await expect(page).toHaveURL(/\/auth\?next=/);
      await expectAccessible(page, 'main');
      await step.getByLabel(m('auth.mfa.code')).fill(await app.next(page));
      await step.getByRole('button', { name: m('auth.mfa.verify') }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.locator('h1')).toHaveText(m('admin.overview.title'));
      await problems.settle();

      // A session at aal1 (a password sign-in elsewhere, stored in this browser) opening an admin address:
      // the admin guard asks for the code, then shows the screen asked for.
      const token = await request.post('/auth/v1/token?grant_type=password', {
        headers: { apikey: 'estudio-public' },
        data: { email: owner, password: PASSWORD },
      });
      expect(token.status(), await token.text()).toBe(200);
      const aal1 = (await token.json()) as { expires_in: number };
      await page.evaluate(
        (session) => {
          localStorage.clear();
          localStorage.setItem(`sb-${location.hostname}-auth-token`, JSON.stringify(session));
        },
        { ...aal1, expires_at: Math.round(Date.now() / 1000) + aal1.expires_in },
      );
      await page.goto('/admin/leads');
      await waitForApp(page);
      const gate = page.getByTestId('mfa-code-step');
      await expect(gate.locator('h1')).toHaveText(m('auth.mfa.guard.title'));
      await gate.getByLabel(m('auth.mfa.code')).fill(await app.next(page));
      await gate.getByRole('button', { name: m('auth.mfa.verify') }).click();
      await expect(page.locator('h1')).toHaveText(m('admin.leads.title'));
      await expect(page).toHaveURL(/\/admin\/leads$/);
      await problems.settle();

      // A sign-in link mailed to the owner, opened in another browser: the code step, then the page it opened.
      const sent = await request.post('/auth/v1/otp', {
        headers: { apikey: 'estudio-public' },
        data: { email: owner, create_user: false },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const link = await mailedLink(request, owner, (l) => l.includes('type=magiclink'), 'a magic link');
      const other = await browser.newContext({
        locale: locales[lang],
        baseURL,
        viewport,
        isMobile,
        hasTouch,
      });
      const elsewhere = await other.newPage();
      const elsewhereProblems = watchForProblems(elsewhere, {
        failingUrls: [/\/auth\/v1\/factors\/[^/]+\/verify$/],
      });
      await elsewhere.goto(link);
      await waitForApp(elsewhere);
      const linkStep = elsewhere.getByTestId('mfa-code-step');
      await expect(linkStep.locator('h1')).toHaveText(m('auth.mfa.step.title'));
      await expect(elsewhere).toHaveURL(/\/auth\?next=%2F$/);
      await linkStep.getByLabel(m('auth.mfa.code')).fill(await app.next(elsewhere));
      await linkStep.getByRole('button', { name: m('auth.mfa.verify') }).click();
      await expect(elsewhere).toHaveURL(/\/$/);
      await elsewhereProblems.settle();
      elsewhereProblems.expectNone();
      await other.close();

      // Removal, behind its confirmation (the session is aal2 now: no code asked).
      await page.goto('/dashboard#security');
      await waitForApp(page);
      await page
        .getByRole('button', {
          name: message(lang, 'dashboard.security.remove.actionLabel').replace('{name}', FACTOR_NAME),
        })
        .click();
      const dialog = page.getByRole('dialog', { name: m('dashboard.security.remove.title') });
      await expect(dialog).toContainText(m('dashboard.security.remove.lastBody'));
      await expectAccessible(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: m('dashboard.security.remove.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByTestId('security-section').getByText(m('dashboard.security.empty')),
      ).toBeVisible();
      await expect(page.getByTestId('mfa-factor')).toHaveCount(0);
      await problems.settle();
      problems.expectNone();
    });
  });
}
