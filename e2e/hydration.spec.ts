import { expect, test } from '@playwright/test';
import { langs, message, waitForApp, watchForProblems } from './support';

/*
 * /app hydrates its sections below the first screen after the rest, one task each (lib/later-hydration,
 * ADR 064). Hydration must keep the server's markup (never re-create it) and leave every part interactive.
 */
test.describe('a long public page hydrated in parts', () => {
  for (const lang of langs) {
    test(`keeps the server's markup and makes every part interactive (${lang})`, async ({ page }) => {
      const problems = watchForProblems(page);
      // From before the first byte is parsed: any element taken out of the page's <main> while it loads.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedFromMain: string[] }).removedFromMain = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (
                node instanceof Element &&
                record.target instanceof Element &&
                record.target.closest('main')
              )
                removed.push(node.outerHTML.slice(0, 120));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`/app?lang=${lang}`);
      await waitForApp(page);
      expect(
        await page.evaluate(() => (window as unknown as { removedFromMain: string[] }).removedFromMain),
      ).toEqual([]);

      // A link in a part hydrated later navigates inside the app (no new document: the marker survives).
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page
        .locator('section[aria-labelledby="work-title"]')
        .getByRole('link', { name: message(lang, 'home.work.all') })
        .click();
      await expect(page).toHaveURL(/\/projects/);
      await expect(
        page.getByRole('heading', { level: 1, name: message(lang, 'projects.centre.title') }),
      ).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );

      // Back on /app inside the app, the parts render at once: nothing waits for a hydration.
      await page.goBack();
      await expect(page.getByRole('heading', { name: message(lang, 'home.work.title') })).toBeVisible();
      await expect(page.locator('#work-title')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      problems.expectNone();
    });
  }

  test.describe('with a stored language other than the one rendered', () => {
    test.use({ locale: 'es-MX' });
    test('a part whose page changed while it waited shows the change, attributes included', async ({
      page,
    }) => {
      // The server renders Spanish (the browser's language, no cookie); the visitor's stored choice is English,
      // applied right after hydration, while the CV's later parts still wait.
      await page.addInitScript(() => localStorage.setItem('preferred-language', 'en'));
      const problems = watchForProblems(page);
      const response = await page.goto('/cv');
      expect(await response!.text()).toContain('/api/content/cv.pdf?lang=es');
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const link = page.getByRole('link', { name: message('en', 'about.cv.download') });
      await expect(link).toHaveAttribute('href', '/api/content/cv.pdf?lang=en');
      problems.expectNone();
    });
  });
});
