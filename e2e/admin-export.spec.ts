import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { locales, message, waitForApp, watchForProblems, type Lang } from './support';

/*
 * The owner downloads each format from /admin/reports/export: the file is prepared by the background job,
 * its progress shows in the history, and the Download button saves it (fetched with the admin's token)
 * under its name, in Spanish and in English.
 */

const cases = [
  { dataset: 'appointments', format: 'csv' },
  { dataset: 'payments', format: 'xlsx' },
  { dataset: 'summary', format: 'pdf' },
] as const;

for (const lang of ['es', 'en'] as Lang[]) {
  test.describe(`exports in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test(`the owner downloads CSV, Excel and the PDF summary (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      test.slow();
      const m = (key: string) => message(lang, key);
      const problems = watchForProblems(page);
      const owner = adminEmail(testInfo.project.name, `exports-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Dueña', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/reports/export')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin\/reports\/export/);
      await expect(page.locator('h1')).toHaveText(m('exports.title'));

      for (const { dataset, format } of cases) {
        await page.getByRole('radio', { name: m(`exports.dataset.${dataset}`), exact: true }).check();
        await page.getByRole('radio', { name: m(`exports.format.${format}`), exact: true }).check();
        await page.getByRole('button', { name: m('exports.submit'), exact: true }).click();

        // The history is every admin's (the other projects' owners export at the same time): this owner's newest.
        const newest = page
          .getByRole('region', { name: m('exports.history.title') })
          .getByRole('listitem')
          .filter({ hasText: owner })
          .first();
        await expect(newest).toContainText(m(`exports.dataset.${dataset}`));
        const button = newest.getByRole('button', { name: m('exports.history.download'), exact: false });
        await expect(button).toBeVisible({ timeout: 20_000 });
        await expect(newest).toContainText(m('exports.history.status.done'));

        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        expect(download.suggestedFilename()).toMatch(
          new RegExp(`^estudio-${dataset}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`),
        );
        const file = await download.path();
        expect(fs.statSync(file).size).toBeGreaterThan(0);
        const head = fs.readFileSync(file).subarray(0, 5);
        if (format === 'csv') expect([...head.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        if (format === 'xlsx') expect(head.subarray(0, 2).toString('latin1')).toBe('PK');
        if (format === 'pdf') expect(head.toString('latin1')).toBe('%PDF-');
      }

      // The history comes from the server: a reload still lists the three files, newest first.
      await page.reload();
      await waitForApp(page);
      const items = page
        .getByRole('region', { name: m('exports.history.title') })
        .getByRole('listitem')
        .filter({ hasText: owner });
      await expect(items.nth(0)).toContainText(m('exports.dataset.summary'));
      await expect(items.nth(1)).toContainText(m('exports.dataset.payments'));
      await expect(items.nth(2)).toContainText(m('exports.dataset.appointments'));
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText(m('exports.history.status.done'));
      problems.expectNone();
    });
  });
}
