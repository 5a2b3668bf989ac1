import zlib from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

test.use({ locale: locales.es });

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

async function signInOwner(page: Page, request: Parameters<typeof createAccount>[0], project: string) {
  const owner = adminEmail(project, 'content-owner');
  await createAccount(request, owner, { fullName: 'Dueña del contenido' });
  await page.goto(`/auth?next=${encodeURIComponent('/admin/settings?content=profile')}`);
  await waitForApp(page);
  await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
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
