import zlib from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

test.use({ locale: locales.es });
// The tests share the owner's account and the site profile: one after another, not side by side.
test.describe.configure({ mode: 'default' });

const m = (key: string) => message('es', key);
const inLang = (field: string, lang: 'es' | 'en') =>
  m('contentAdmin.common.inLanguage')
    .replace('{field}', field)
    .replace('{lang}', m(`contentAdmin.common.languages.${lang}`));
const fill = (key: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), m(key));

/** A real PNG (a 24×16 gradient) made here, so the upload goes through the server's image pipeline. */
function pngFile(seed: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const width = 24;
  const height = 16;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) rows.push((x * 10 + seed) & 0xff, (y * 15) & 0xff, seed & 0xff);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Signs the content owner in (the English one reads the app in English: a profile's language wins). */
async function signInOwner(
  page: Page,
  request: Parameters<typeof createAccount>[0],
  project: string,
  lang: Lang = 'es',
) {
  const owner = adminEmail(project, lang === 'es' ? 'content-owner' : 'content-owner-en');
  await createAccount(request, owner, { fullName: 'Dueña del contenido', language: lang });
  await page.goto(`/auth?next=${encodeURIComponent('/admin/settings?content=profile')}`);
  await waitForApp(page);
  await fillSignIn(page, owner, PASSWORD, message(lang, 'auth.signIn.submit'));
  await expect(page).toHaveURL(/\/admin\/settings\?content=profile/);
}

const notice = (page: Page, text: string) => page.getByTestId('content-notice').filter({ hasText: text });

async function openTab(panel: Locator, key: string) {
  await panel.getByRole('tab', { name: m(`contentAdmin.tabs.${key}`) }).click();
}

test('the owner edits the profile, a project and a testimonial, and the public pages follow', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
  test.slow();
  const problems = watchForProblems(page);
  const stamp = `${Date.now()}`;
  await signInOwner(page, request, testInfo.project.name);
  const panel = page.getByTestId('content-panel');

  // Profile: the headline in both languages → the home page in each language.
  const headline = { es: `Marca y web con oficio ${stamp}`, en: `Brand and web with craft ${stamp}` };
  const headlineLabel = m('contentAdmin.profile.fields.headline');
  await panel.getByLabel(inLang(headlineLabel, 'es'), { exact: true }).fill(headline.es);
  await panel.getByLabel(inLang(headlineLabel, 'en'), { exact: true }).fill('');
  // Written only in Spanish: the English side says it is missing.
  await expect(panel.getByTestId('missing-en').first()).toBeVisible();
  await panel.getByLabel(inLang(headlineLabel, 'en'), { exact: true }).fill(headline.en);
  await panel.getByRole('button', { name: m('contentAdmin.common.save'), exact: true }).click();
  await expect(notice(page, m('contentAdmin.profile.saved'))).toBeVisible();

  await problems.settle();
  await page.goto('/app');
  await waitForApp(page);
  await expect(page.getByText(headline.es, { exact: true })).toBeVisible();
  // A visitor reading English (the owner's own profile language is Spanish).
  const visitor = await browser.newPage({ locale: locales.en });
  await visitor.goto('/app');
  await waitForApp(visitor);
  await expect(visitor.getByText(headline.en, { exact: true })).toBeVisible();
  await visitor.close();

  // A draft project with a cover image.
  await problems.settle();
  await page.goto('/admin/settings?content=projects&lang=es');
  await waitForApp(page);
  await openTab(panel, 'projects');
  await expect(page).toHaveURL(/content=projects/);
  await panel.getByRole('button', { name: m('contentAdmin.projects.new') }).click();
  const sheet = page.getByRole('dialog', { name: m('contentAdmin.projects.new') });
  const title = { es: `Identidad Casa Prueba ${stamp}`, en: `Casa Prueba identity ${stamp}` };
  const titleLabel = m('contentAdmin.projects.fields.title');
  await sheet.getByLabel(inLang(titleLabel, 'es'), { exact: true }).fill(title.es);
  await sheet.getByLabel(inLang(titleLabel, 'en'), { exact: true }).fill(title.en);
  // The address is suggested from the title.
  await expect(sheet.getByLabel(m('contentAdmin.projects.fields.slug'), { exact: true })).toHaveValue(
    `identidad-casa-prueba-${stamp}`,
  );
  const summaryLabel = m('contentAdmin.projects.fields.summary');
  await sheet.getByLabel(inLang(summaryLabel, 'es'), { exact: true }).fill('Una marca para un despacho.');
  await sheet.getByLabel(inLang(summaryLabel, 'en'), { exact: true }).fill('A brand for a law firm.');
  await sheet
    .locator('fieldset', { hasText: m('contentAdmin.projects.fields.cover') })
    .first()
    .locator('input[type="file"]')
    .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: pngFile(Number(stamp) % 200) });
  const altLabel = m('contentAdmin.images.alt');
  await sheet.getByLabel(inLang(altLabel, 'es'), { exact: true }).first().fill('Logotipo sobre papel');
  await sheet.getByLabel(inLang(altLabel, 'en'), { exact: true }).first().fill('Logo on paper');
  await sheet.getByRole('button', { name: m('contentAdmin.common.save'), exact: true }).click();
  await expect(notice(page, m('contentAdmin.projects.saved'))).toBeVisible();
  await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
  // Saved, the sheet is the project's own (named after it).
  const editor = page.getByRole('dialog', { name: title.es, exact: true });
  await expect(editor.getByLabel(inLang(titleLabel, 'en'), { exact: true })).toHaveValue(title.en);

  // Preview in English, as the public page would show it (a draft).
  await editor.getByRole('button', { name: m('contentAdmin.preview.open'), exact: true }).click();
  const preview = page.getByTestId('content-preview');
  await page.getByRole('button', { name: m('contentAdmin.common.languages.en'), exact: true }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title.en);
  await expect(preview.locator('img').first()).toHaveAttribute('src', /^\/media\//);
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);
  await editor
    .getByRole('button', { name: m('contentAdmin.common.close'), exact: true })
    .first()
    .click();
  await expect(editor).toHaveCount(0);

  // Drafts stay off the public list until published.
  const list = panel.getByTestId('content-projects');
  const row = list.locator('li').filter({ hasText: title.es });
  await expect(row).toContainText(m('contentAdmin.list.draft'));
  await row.getByRole('button', { name: fill('contentAdmin.list.publishItem', { title: title.es }) }).click();
  await expect(
    notice(page, fill('contentAdmin.projects.publishedNotice', { title: title.es })),
  ).toBeVisible();
  await expect(row).toContainText(m('contentAdmin.list.published'));

  // New projects go last; move it up one place (by keyboard).
  const titles = list.getByTestId('item-title');
  const before = await titles.allTextContents();
  expect(before.at(-1)).toBe(title.es);
  await row.getByRole('button', { name: fill('contentAdmin.list.moveUp', { title: title.es }) }).focus();
  await page.keyboard.press('Enter');
  await expect(titles).toHaveText([...before.slice(0, -2), title.es, before.at(-2)!]);
  // The order is saved: a reload shows it.
  await problems.settle();
  await page.reload();
  await waitForApp(page);
  await expect(panel.getByTestId('content-projects').getByTestId('item-title')).toHaveText([
    ...before.slice(0, -2),
    title.es,
    before.at(-2)!,
  ]);

  await problems.settle();
  await page.goto('/projects');
  await waitForApp(page);
  await expect(page.getByText(title.es, { exact: true })).toBeVisible();

  // Delete, after confirming.
  await problems.settle();
  await page.goto('/admin/settings?content=projects');
  await waitForApp(page);
  await panel
    .getByRole('button', { name: fill('contentAdmin.list.deleteItem', { title: title.es }) })
    .click();
  const confirm = page.getByRole('dialog', { name: fill('contentAdmin.delete.title', { name: title.es }) });
  await confirm.getByRole('button', { name: m('contentAdmin.delete.confirm'), exact: true }).click();
  await expect(notice(page, fill('contentAdmin.projects.deleted', { title: title.es }))).toBeVisible();
  await expect(panel.getByTestId('content-projects').locator('li').filter({ hasText: title.es })).toHaveCount(
    0,
  );
  await problems.settle();
  await page.goto('/projects');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(title.es, { exact: true })).toHaveCount(0);

  // A testimonial, published → on the home page.
  await problems.settle();
  await page.goto('/admin/settings?content=testimonials');
  await waitForApp(page);
  await panel.getByRole('button', { name: m('contentAdmin.testimonials.new') }).click();
  const tSheet = page.getByRole('dialog', { name: m('contentAdmin.testimonials.new') });
  const quote = `Trabajar con el estudio fue claro y puntual (${stamp}).`;
  await tSheet
    .getByLabel(inLang(m('contentAdmin.testimonials.fields.quote'), 'es'), { exact: true })
    .fill(quote);
  await tSheet
    .getByLabel(m('contentAdmin.testimonials.fields.authorName'), { exact: true })
    .fill(`Clienta ${stamp}`);
  await tSheet.getByRole('button', { name: m('contentAdmin.common.save'), exact: true }).click();
  await expect(notice(page, m('contentAdmin.testimonials.saved'))).toBeVisible();
  const tEditor = page.getByRole('dialog', { name: `Clienta ${stamp}`, exact: true });
  await tEditor
    .getByRole('button', { name: m('contentAdmin.common.close'), exact: true })
    .first()
    .click();
  await expect(tEditor).toHaveCount(0);
  await panel
    .getByRole('button', { name: fill('contentAdmin.list.publishItem', { title: `Clienta ${stamp}` }) })
    .click();
  await expect(
    notice(page, fill('contentAdmin.testimonials.publishedNotice', { name: `Clienta ${stamp}` })),
  ).toBeVisible();

  await problems.settle();
  await page.goto('/app');
  await waitForApp(page);
  await expect(page.getByText(quote)).toBeVisible();
  await problems.settle();
  problems.expectNone();
});

// The editors' form behaviour (one form pattern, ADR 057): checks before sending, Discard, a stale version
// and the server's field errors. Every editor uses the same hook (use-editor-save.ts): one editor each.

/** "Title (Spanish)" in a language of the interface. */
const inLanguage = (ui: Lang, field: string, lang: Lang) =>
  message(ui, 'contentAdmin.common.inLanguage')
    .replace('{field}', field)
    .replace('{lang}', message(ui, `contentAdmin.common.languages.${lang}`));

test.describe('in English', () => {
  test.use({ locale: locales.en });
  const en = (key: string) => message('en', key);

  test('an empty required field is shown, focused and cleared by typing; Discard reverts the form (en)', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
    const problems = watchForProblems(page);
    await signInOwner(page, request, testInfo.project.name, 'en');
    const form = page.getByRole('form', { name: en('contentAdmin.profile.title') });
    const name = form.getByLabel(en('contentAdmin.profile.fields.name'), { exact: true });
    const location = form.getByLabel(en('contentAdmin.profile.fields.location'), { exact: true });
    const required = form.getByText(en('contentAdmin.errors.fields.required'));
    const fixFields = form.getByRole('alert').filter({ hasText: en('contentAdmin.errors.fixFields') });
    const save = form.getByRole('button', { name: en('contentAdmin.common.save'), exact: true });
    const discard = form.getByRole('button', { name: en('contentAdmin.common.discard'), exact: true });
    const savedName = await name.inputValue();
    const savedLocation = await location.inputValue();
    expect(savedName).not.toBe('');

    // Checked before sending: the field says why, takes the focus, and the form says to fix the fields.
    await name.fill('');
    await save.click();
    await expect(required).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(fixFields).toBeVisible();
    // Typing clears both.
    await name.pressSequentially('A');
    await expect(required).toHaveCount(0);
    await expect(fixFields).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    // Discard: the saved values are back, the errors gone and nothing is left to save.
    await location.fill(`Elsewhere ${Date.now()}`);
    await name.fill('');
    await save.click();
    await expect(required).toBeVisible();
    await expect(fixFields).toBeVisible();
    await discard.click();
    await expect(name).toHaveValue(savedName);
    await expect(location).toHaveValue(savedLocation);
    await expect(required).toHaveCount(0);
    await expect(fixFields).toHaveCount(0);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(discard).toHaveCount(0);
    await expect(save).toBeDisabled();
    await problems.settle();
    problems.expectNone();
  });
});

test('a version saved in another tab: keep mine saves over it, load latest shows the other save', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
  test.slow();
  // A save based on an old version is answered 409, on purpose.
  const item = /\/api\/admin\/content\/testimonials\/[0-9a-f-]{36}$/;
  const problems = watchForProblems(page, { failingUrls: [item] });
  const stamp = `${Date.now()}`;
  const author = `Autora ${stamp}`;
  const quoteLabel = inLang(m('contentAdmin.testimonials.fields.quote'), 'es');
  const saveButton = { name: m('contentAdmin.common.save'), exact: true };
  await signInOwner(page, request, testInfo.project.name);
  await page.goto('/admin/settings?content=testimonials');
  await waitForApp(page);
  await page
    .getByTestId('content-panel')
    .getByRole('button', { name: m('contentAdmin.testimonials.new') })
    .click();
  const created = page.getByRole('dialog', { name: m('contentAdmin.testimonials.new') });
  await created.getByLabel(quoteLabel, { exact: true }).fill(`Primera versión ${stamp}`);
  await created.getByLabel(m('contentAdmin.testimonials.fields.authorName'), { exact: true }).fill(author);
  await created.getByRole('button', saveButton).click();
  await expect(notice(page, m('contentAdmin.testimonials.saved'))).toBeVisible();
  await expect(page).toHaveURL(/item=[0-9a-f-]{36}/);
  const mine = page.getByRole('dialog', { name: author, exact: true });
  await expect(mine.getByLabel(quoteLabel, { exact: true })).toHaveValue(`Primera versión ${stamp}`);

  // The same testimonial in a second tab (same session), saved there first.
  const other = await page.context().newPage();
  const otherProblems = watchForProblems(other, { failingUrls: [item] });
  await other.goto(page.url());
  await waitForApp(other);
  const theirs = other.getByRole('dialog', { name: author, exact: true });
  await theirs.getByLabel(quoteLabel, { exact: true }).fill(`Versión de la otra pestaña ${stamp}`);
  await theirs.getByRole('button', saveButton).click();
  await expect(theirs.getByTestId('save-state')).toHaveText(m('contentAdmin.common.saved'));

  const stale = (dialog: Locator) =>
    dialog.getByRole('alert').filter({ hasText: m('contentAdmin.stale.title') });
  // Saved here on the old version: the form says so and keeps the typed text; "keep mine" then saves it.
  await mine.getByLabel(quoteLabel, { exact: true }).fill(`Mi versión ${stamp}`);
  await mine.getByRole('button', saveButton).click();
  await expect(stale(mine)).toBeVisible();
  await mine.getByRole('button', { name: m('contentAdmin.stale.keepMine'), exact: true }).click();
  await expect(stale(mine)).toHaveCount(0);
  await expect(mine.getByLabel(quoteLabel, { exact: true })).toHaveValue(`Mi versión ${stamp}`);
  await expect(mine.getByTestId('save-state')).toHaveText(m('contentAdmin.common.unsaved'));
  await mine.getByRole('button', saveButton).click();
  await expect(mine.getByTestId('save-state')).toHaveText(m('contentAdmin.common.saved'));
  await expect(stale(mine)).toHaveCount(0);

  // Now the other tab holds the old version: its save is stale, and "load latest" shows the save made here.
  await theirs.getByLabel(quoteLabel, { exact: true }).fill(`Otra vez ${stamp}`);
  await theirs.getByRole('button', saveButton).click();
  await expect(stale(theirs)).toBeVisible();
  await theirs.getByRole('button', { name: m('contentAdmin.stale.loadLatest'), exact: true }).click();
  await expect(stale(theirs)).toHaveCount(0);
  await expect(theirs.getByLabel(quoteLabel, { exact: true })).toHaveValue(`Mi versión ${stamp}`);
  await expect(theirs.getByRole('button', saveButton)).toBeDisabled();

  await otherProblems.settle();
  otherProblems.expectNone();
  await other.close();
  await problems.settle();
  problems.expectNone();
});

for (const lang of langs) {
  test.describe(`taken address (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test(`a taken project address is shown on the address field, which gets the focus (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
      const t = (key: string) => message(lang, key);
      // The create is answered 409 (slug taken), on purpose.
      const problems = watchForProblems(page, { failingUrls: [/\/api\/admin\/content\/projects$/] });
      const listed = (await (await request.get('/api/content/projects')).json()) as {
        projects: { slug: string }[];
      };
      const taken = listed.projects[0]?.slug;
      expect(taken, 'a published project to take the address of').toBeTruthy();
      await signInOwner(page, request, testInfo.project.name, lang);
      await page.goto('/admin/settings?content=projects');
      await waitForApp(page);
      await page
        .getByTestId('content-panel')
        .getByRole('button', { name: t('contentAdmin.projects.new') })
        .click();
      const sheet = page.getByRole('dialog', { name: t('contentAdmin.projects.new') });
      const titleLabel = t('contentAdmin.projects.fields.title');
      const summaryLabel = t('contentAdmin.projects.fields.summary');
      await sheet.getByLabel(inLanguage(lang, titleLabel, 'es'), { exact: true }).fill('Dirección repetida');
      await sheet.getByLabel(inLanguage(lang, titleLabel, 'en'), { exact: true }).fill('Repeated address');
      await sheet.getByLabel(inLanguage(lang, summaryLabel, 'es'), { exact: true }).fill('Un resumen.');
      await sheet.getByLabel(inLanguage(lang, summaryLabel, 'en'), { exact: true }).fill('A summary.');
      const slug = sheet.getByLabel(t('contentAdmin.projects.fields.slug'), { exact: true });
      await slug.fill(taken!);
      await sheet.getByRole('button', { name: t('contentAdmin.common.save'), exact: true }).click();
      await expect(sheet.getByText(t('contentAdmin.errors.fields.slug_taken'))).toBeVisible();
      await expect(slug).toHaveAttribute('aria-invalid', 'true');
      await expect(slug).toBeFocused();
      await expect(
        sheet.getByRole('alert').filter({ hasText: t('contentAdmin.errors.fixFields') }),
      ).toBeVisible();
      await problems.settle();
      problems.expectNone();
    });
  });
}
