import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

interface Localized {
  es: string;
  en: string;
}
interface ProjectSummary {
  slug: string;
  category: string;
  title: Localized;
  order: number;
}
interface Project extends ProjectSummary {
  gallery: { src: string; alt: Localized }[];
}

/** The published projects in the order the page lists them. */
async function listedProjects(request: APIRequestContext): Promise<ProjectSummary[]> {
  const { projects } = (await (await request.get('/api/content/projects')).json()) as {
    projects: ProjectSummary[];
  };
  return [...projects].sort((a, b) => a.order - b.order);
}

/** Marks the current document, so a later check can tell whether the page was loaded again. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { projectsSpecMarker?: true }).projectsSpecMarker = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { projectsSpecMarker?: true }).projectsSpecMarker === true);

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('/projects: each category chip shows only its projects, in the same document', async ({ page }) => {
      const problems = watchForProblems(page);
      const projects = await listedProjects(page.request);
      expect(projects.length).toBeGreaterThan(1);

      await page.goto('/projects');
      await waitForApp(page);
      await markDocument(page);

      const filters = page.getByRole('navigation', { name: m('projects.centre.filterLabel') });
      // A card's title is the link to its page; the text is the title alone (its arrow is hidden).
      const cardTitles = page.locator('article h2 > a[href^="/projects/"]');
      const titlesOf = (list: ProjectSummary[]) => list.map((p) => p.title[lang]);
      const allChip = filters.locator('a[href="/projects"]');
      const current = filters.locator('[aria-current="page"]');
      // A chip reads its category, then how many projects it holds.
      const chipText = (label: string, count: number) =>
        new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*${count}$`);

      await expect(cardTitles).toHaveText(titlesOf(projects));
      await expect(current).toHaveCount(1);
      await expect(allChip).toHaveAttribute('aria-current', 'page');
      await expect(allChip).toHaveText(chipText(m('projects.categories.all'), projects.length));

      const categoryChips = filters.locator('a[href^="/projects?category="]');
      const categories = (await categoryChips.evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('category')),
      )) as string[];
      // Every project's category has a chip, so every project can be reached through one.
      for (const project of projects) expect(categories).toContain(project.category);

      for (const [index, category] of categories.entries()) {
        const chip = filters.locator(`a[href="/projects?category=${category}"]`);
        const inCategory = projects.filter((p) => p.category === category);
        await expect(chip).toHaveText(chipText(m(`projects.categories.${category}`), inCategory.length));
        // The keyboard once: a chip is a link, so Enter follows it.
        if (index === 0) {
          await chip.focus();
          await page.keyboard.press('Enter');
        } else {
          await chip.click();
        }
        await expect(page).toHaveURL(`/projects?category=${category}`);
        await expect(chip).toHaveAttribute('aria-current', 'page');
        await expect(current).toHaveCount(1);
        await expect(cardTitles).toHaveText(titlesOf(inCategory));
      }

      await allChip.click();
      await expect(page).toHaveURL('/projects');
      await expect(allChip).toHaveAttribute('aria-current', 'page');
      await expect(current).toHaveCount(1);
      await expect(cardTitles).toHaveText(titlesOf(projects));
      expect(await sameDocument(page)).toBe(true);

      await problems.settle();
      problems.expectNone();
    });

    test('a project opened from the grid: its gallery in a dialog, by buttons and arrow keys', async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      const summaries = await listedProjects(page.request);
      const projects = await Promise.all(
        summaries.map(
          async ({ slug }) =>
            (await (await page.request.get(`/api/content/projects/${slug}`)).json()) as Project,
        ),
      );
      // The one with the most images, so previous and next have somewhere to go.
      const project = projects.reduce((most, p) => (p.gallery.length > most.gallery.length ? p : most));
      const images = project.gallery;
      const total = images.length;
      expect(total).toBeGreaterThan(1);
      const other: Lang = lang === 'es' ? 'en' : 'es';
      // Otherwise an alt text in the wrong language would pass unnoticed.
      for (const image of images) expect(image.alt[lang]).not.toBe(image.alt[other]);

      await page.goto('/projects');
      await waitForApp(page);
      await markDocument(page);

      const titleLink = page.locator(`h2 > a[href="/projects/${project.slug}"]`);
      // The whole card is the link (its title link's overlay covers it): click the card, not the title.
      await page.locator('article', { has: titleLink }).click();
      await expect(page).toHaveURL(`/projects/${project.slug}`);
      const h1 = page.locator('h1');
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(project.title[lang]);
      expect(await sameDocument(page)).toBe(true);

      const thumbnail = (index: number) =>
        page.getByRole('button', {
          name: `${images[index]!.alt[lang]}. ${fillMessage(lang, 'projects.lightbox.open', {
            index: index + 1,
            total,
          })}`,
          exact: true,
        });
      for (let index = 0; index < total; index++) await expect(thumbnail(index)).toBeVisible();

      const dialog = page.getByRole('dialog');
      const picture = dialog.locator('figure img');
      const expectShown = async (index: number) => {
        const alt = images[index]!.alt[lang];
        await expect(dialog).toHaveAccessibleName(alt);
        await expect(picture).toHaveAttribute('src', images[index]!.src);
        await expect(picture).toHaveAttribute('alt', alt);
        await expect(picture).toBeVisible();
        await expect(dialog.locator('figcaption')).toHaveText(
          `${alt}${fillMessage(lang, 'projects.lightbox.counter', { index: index + 1, total })}`,
        );
      };

      const opener = thumbnail(0);
      await opener.click();
      await expect(dialog).toBeVisible();
      await expectShown(0);

      const next = dialog.getByRole('button', { name: m('projects.lightbox.next'), exact: true });
      const previous = dialog.getByRole('button', { name: m('projects.lightbox.previous'), exact: true });
      await next.click();
      await expectShown(1);
      await previous.click();
      await expectShown(0);
      // From the first image, previous goes round to the last.
      await previous.click();
      await expectShown(total - 1);
      await next.click();
      await expectShown(0);

      await page.keyboard.press('ArrowRight');
      await expectShown(1);
      await page.keyboard.press('ArrowLeft');
      await expectShown(0);
      await page.keyboard.press('ArrowLeft');
      await expectShown(total - 1);
      await page.keyboard.press('ArrowRight');
      await expectShown(0);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await problems.settle();
      problems.expectNone();
    });
  });
}
