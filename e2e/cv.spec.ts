import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

interface CvAnswer {
  person: { name: string };
  sections: { kind: string; title: Record<string, string> }[];
  salaryExpectation: Record<string, string> | null;
}

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('home → CV (server-rendered, every section) → download the PDF', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      const problems = watchForProblems(page);
      const cv = (await (await request.get('/api/content/cv')).json()) as CvAnswer;

      // The CV's content is in the HTML the server sends, before any script runs.
      const html = await (await request.get('/cv', { headers: { 'accept-language': locales[lang] } })).text();
      for (const section of cv.sections) expect(html).toContain(section.title[lang]);

      await page.goto('/app');
      await waitForApp(page);
      await page
        .getByRole('link', { name: m('home.about.cv'), exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(/\/cv$/);
      await expect(page.getByRole('heading', { level: 1, name: m('about.cv.title') })).toBeVisible();
      const headings = page.locator('main h2[id^="cv-"]:not(#cv-summary)');
      await expect(headings).toHaveText(cv.sections.map((s) => s.title[lang]!));
      expect(cv.sections.map((s) => s.kind)).toEqual([
        'objective',
        'experience',
        'education',
        'technical',
        'creative',
        'marketing',
        'interpersonal',
      ]);
      if (cv.salaryExpectation) await expect(page.getByText(cv.salaryExpectation[lang]!)).toBeVisible();
      await expect(page.getByRole('link', { name: m('about.cv.schedule') })).toHaveAttribute(
        'href',
        '/calendar-booking',
      );

      const link = page.getByRole('link', { name: m('about.cv.download') });
      await expect(link).toHaveAttribute('href', `/api/content/cv.pdf?lang=${lang}`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`cv-alex-rivera-${lang}.pdf`);
      const file = await download.path();
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(10_000);

      await problems.settle();
      problems.expectNone();
    });
  });
}
