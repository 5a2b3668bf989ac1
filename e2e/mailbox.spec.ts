import { expect, test } from '@playwright/test';
import { MAILBOX_KEY, signUpByApi, uniqueEmail } from './accounts';
import { message, waitForApp, watchForProblems } from './support';

// The local mailbox opens only with the key the server prints at start (MAILBOX_KEY here, from playwright.config.ts).
test.describe('the local mailbox', () => {
  test.use({ locale: 'en-US' });

  test('stays locked without its key, and opens in this browser from the printed address', async ({
    page,
    request,
  }, testInfo) => {
    const problems = watchForProblems(page, { failingUrls: [/\/api\/dev\/mailbox$/] });
    await page.goto('/dev/mailbox');
    await waitForApp(page);
    await expect(page.getByTestId('mailbox-locked')).toContainText(
      message('en', 'admin.mailbox.locked.title'),
    );
    await expect(page.getByTestId('mailbox')).toHaveCount(0);
    // The API refuses without the key, whoever asks (a tunnel or a LAN reaches the same server).
    expect((await request.get('/api/dev/mailbox')).status()).toBe(401);

    // A wrong key opens nothing and is taken out of the address.
    await page.goto('/dev/mailbox?key=not-the-key-of-this-server');
    await waitForApp(page);
    await expect(page).toHaveURL(/\/dev\/mailbox$/);
    await expect(page.getByTestId('mailbox-locked')).toBeVisible();

    const visitor = uniqueEmail(testInfo, 'mailbox');
    await signUpByApi(request, visitor);
    await page.goto(`/dev/mailbox?key=${MAILBOX_KEY}&to=${encodeURIComponent(visitor)}`);
    await waitForApp(page);
    // The key leaves the address bar (and the history); the filter stays.
    await expect(page).toHaveURL(`/dev/mailbox?to=${encodeURIComponent(visitor)}`);
    await expect(page.getByTestId('mailbox')).toBeVisible();
    await expect(page.getByTestId('mailbox')).toContainText(visitor, { timeout: 20_000 });

    // The key lives in a cookie the page's scripts cannot read, sent only to the mailbox's API.
    const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'estudio_mailbox');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/dev/mailbox' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(MAILBOX_KEY);

    // The mail itself opens, its HTML frame included (same cookie).
    // (The list polls and may re-render under the click: click until the mail is the chosen one.)
    await expect(async () => {
      await page.getByRole('button', { name: new RegExp(visitor) }).click();
      await expect(page).toHaveURL(/[?&]id=\d+/, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    const frame = page.frameLocator('iframe[sandbox]');
    await expect(frame.locator('body')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    problems.expectNone();
  });
});
