import { expect, test } from '@playwright/test';
import { langs, locales, waitForApp, watchForProblems } from './support';

interface Experience {
  role: Record<string, string>;
  organisation: Record<string, string>;
  start: string;
}

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('the biography timeline is the CV’s experience, rendered on the server', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'content; one project is enough');
      const problems = watchForProblems(page);
      const cv = (await (await request.get('/api/content/cv')).json()) as {
        sections: { kind: string; items?: Experience[] }[];
      };
      const experience = [...(cv.sections.find((s) => s.kind === 'experience')?.items ?? [])].sort((a, b) =>
        a.start.localeCompare(b.start),
      );
      expect(experience.length).toBeGreaterThan(0);

      // In the server's HTML already (no waiting for the browser).
      const html = await (await request.get(`/biography?lang=${lang}`)).text();
      for (const item of experience) expect(html).toContain(item.role[lang]!.replace(/&/g, '&amp;'));

      await page.goto(`/biography?lang=${lang}`);
      await waitForApp(page);
      const entries = page.getByTestId('biography-timeline').locator('li');
      await expect(entries).toHaveCount(experience.length);
      for (const [i, item] of experience.entries()) {
        await expect(entries.nth(i)).toContainText(item.role[lang]!);
        await expect(entries.nth(i)).toContainText(item.organisation[lang]!);
        await expect(entries.nth(i)).toContainText(item.start.slice(0, 4));
      }
      problems.expectNone();
    });
  });
}
