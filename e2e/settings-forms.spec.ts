import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { langs, message, waitForApp, watchForProblems, type Lang } from './support';

/*
 * The availability form (Settings → Availability) and the rental settings (the owner's panel on /projects/airbnb)
 * on the one form pattern (ADR 057): checks before sending with focus on the first invalid field, the server's
 * 400 on its field, one save per double click, saved and unsaved, the values after a reload, and a background
 * refetch that leaves what is typed alone.
 *
 * Both are one row for the whole site, read by the booking and stay specs running beside these: every save here
 * changes only what no other spec reads (a day off past the booking horizon, a season years ahead) and is undone
 * before the test ends. The two languages take turns.
 */
test.describe.configure({ mode: 'serial' });

const AVAILABILITY = /\/api\/admin\/booking\/settings\/availability$/;
const RENTAL_SETTINGS = /\/api\/admin\/rental\/settings$/;

/** The owner's account: signs in if it exists (other specs use it too), else makes it. */
async function ownerAccount(request: APIRequestContext, email: string, lang: Lang) {
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'estudio-public' },
    data: { email, password: PASSWORD },
  });
  if (!signIn.ok()) await createAccount(request, email, { fullName: 'Dueña', language: lang });
}

async function signIn(page: Page, request: APIRequestContext, email: string, lang: Lang, next: string) {
  await ownerAccount(request, email, lang);
  await page.goto(`/auth?lang=${lang}&next=${encodeURIComponent(next)}`);
  await waitForApp(page);
  await fillSignIn(page, email, PASSWORD, message(lang, 'auth.signIn.submit'));
  await expect(page).toHaveURL(new RegExp(next.replace(/[/?]/g, '\\$&')));
}

/** Counts the PUTs of a settings form (a double click must send one). */
function countPuts(page: Page, url: RegExp) {
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && url.test(new URL(r.url()).pathname)) puts.push(r.url());
  });
  return puts;
}

/** The next PUT of a form answers a 400 with these field errors (the server's envelope). */
async function answer400(page: Page, url: RegExp, fields: Record<string, string[]>) {
  await page.route(url, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'validation_failed', message: 'Invalid input', fields, requestId: 'req_e2e' },
      }),
    });
  });
}

/**
 * The settings read again as the app does when the window comes back after the stale time (30 s), and the page
 * settled after the answer (so a form rebuilt on it would be rebuilt by now).
 */
async function refetchOnFocus(page: Page, url: RegExp, problems: ReturnType<typeof watchForProblems>) {
  await page.clock.fastForward('01:00');
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && url.test(new URL(r.url()).pathname) && r.ok(),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await reread;
  await problems.settle();
}

/** A date `days` from today (UTC) as the date input takes it. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function removeButtonOfDay(page: Page, section: Locator, lang: Lang, date: string) {
  const label = await page.evaluate(
    ([key, lang]) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${key}T12:00:00Z`),
      ),
    [date, lang] as const,
  );
  return section.getByRole('button', {
    name: `${message(lang, 'booking.settings.availability.removeOverride')}: ${label}`,
    exact: true,
  });
}

for (const lang of langs) {
  test(`Settings → Availability: checks, the server's 400, one save, saved state and reload (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
    const m = (key: string) => message(lang, key);
    const a = (key: string) => m(`booking.settings.availability.${key}`);
    const problems = watchForProblems(page, { failingUrls: [AVAILABILITY] });
    const puts = countPuts(page, AVAILABILITY);
    await signIn(
      page,
      request,
      adminEmail(testInfo.project.name, `notifications-owner-${lang}`),
      lang,
      '/admin/settings',
    );

    const section = page.locator('#settings-availability');
    const save = section.getByRole('button', { name: a('save') });
    const status = section.getByRole('status').filter({ hasText: a('saved') });
    const unsaved = section.getByRole('status').filter({ hasText: a('unsaved') });
    await expect(save).toBeDisabled();
    const step = section.getByLabel(a('step'));
    const bufferAfter = section.getByLabel(a('bufferAfter'));
    const originalStep = await step.inputValue();
    const originalBufferAfter = await bufferAfter.inputValue();

    // Checked before sending; focus on the first invalid control in the page's order (Monday's range).
    await step.fill('2');
    await expect(unsaved).toBeVisible();
    await expect(save).toBeEnabled();
    const monday = section.locator('li[data-weekday="1"]').locator('input[type="time"]');
    const mondayEnd = await monday.nth(1).inputValue();
    await monday.nth(1).fill('00:05');
    await save.click();
    await expect(section.getByText(m('booking.errors.fields.end_before_start'))).toBeVisible();
    await expect(step).toHaveAttribute('aria-invalid', 'true');
    await expect(section.locator('div[role="alert"]')).toHaveText(a('fixErrors'));
    await expect(monday.nth(0)).toBeFocused();
    expect(puts).toHaveLength(0);

    // Rechecked as one types; the notice goes when nothing is marked.
    await monday.nth(1).fill(mondayEnd);
    await expect(section.getByText(m('booking.errors.fields.end_before_start'))).toHaveCount(0);
    await step.fill(originalStep);
    await expect(step).not.toHaveAttribute('aria-invalid', 'true');
    await expect(section.locator('div[role="alert"]')).toHaveCount(0);
    // Back to the saved values: nothing to save.
    await expect(save).toBeDisabled();
    await expect(unsaved).toHaveCount(0);

    // The server's 400 lands on its field and takes the focus.
    await answer400(page, AVAILABILITY, { bufferAfterMinutes: ['too_long'] });
    await bufferAfter.fill(String(Number(originalBufferAfter) + 5));
    await save.click();
    await expect(section.getByText(m('booking.errors.fields.too_long'))).toBeVisible();
    await expect(bufferAfter).toHaveAttribute('aria-invalid', 'true');
    await expect(bufferAfter).toBeFocused();
    await page.unroute(AVAILABILITY);
    await bufferAfter.fill(originalBufferAfter);

    // A day off past the booking horizon: saved once, even on a double click; the saved values are the baseline.
    const dayOff = daysFromToday(lang === 'es' ? 300 : 301);
    puts.length = 0;
    await section.getByLabel(a('overrideDate'), { exact: true }).fill(dayOff);
    await section.getByRole('button', { name: a('addDayOff') }).click();
    const remove = await removeButtonOfDay(page, section, lang, dayOff);
    await expect(remove).toBeVisible();
    await expect(unsaved).toBeVisible();
    await save.dblclick();
    await expect(status).toBeVisible();
    await expect(save).toBeDisabled();
    expect(puts).toHaveLength(1);
    // The next edit makes the form unsaved again, and undoing it makes it saved.
    await step.fill(String(Number(originalStep) + 5));
    await expect(unsaved).toBeVisible();
    await expect(status).toHaveCount(0);
    await step.fill(originalStep);
    await expect(unsaved).toHaveCount(0);
    await expect(save).toBeDisabled();

    // Kept after a reload.
    await page.reload();
    await waitForApp(page);
    await expect(remove).toBeVisible();
    await expect(step).toHaveValue(originalStep);
    await expect(bufferAfter).toHaveValue(originalBufferAfter);

    // Undone, so the site's availability is as it was.
    await remove.click();
    await save.click();
    await expect(status).toBeVisible();
    await expect(remove).toHaveCount(0);
    expect(puts).toHaveLength(2);
    problems.expectNone();
  });

  test(`Rental settings: checks, the server's 400, one save, saved state and reload (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
    const m = (key: string) => message(lang, key);
    const s = (key: string) => m(`rental.admin.settings.${key}`);
    const p = (key: string) => m(`rental.admin.settings.prices.${key}`);
    const e = (key: string) => m(`rental.payment.fieldErrors.${key}`);
    const problems = watchForProblems(page, { failingUrls: [RENTAL_SETTINGS] });
    const puts = countPuts(page, RENTAL_SETTINGS);
    await signIn(
      page,
      request,
      adminEmail(testInfo.project.name, `rental-owner-${lang}`),
      lang,
      '/projects/airbnb',
    );

    const section = page.locator('section[aria-labelledby="rental-settings"]');
    const save = section.getByRole('button', { name: s('save'), exact: true });
    const saved = section.getByRole('status').filter({ hasText: s('saved') });
    const alert = section.locator('div[role="alert"]');
    await expect(save).toBeVisible();
    const rate = section.getByLabel(s('nightlyRate'));
    const fee = section.getByLabel(s('cleaningFee'));
    const name = section.getByLabel(s('propertyName'));
    const rulesEn = section.getByLabel(s('houseRulesEn'));
    const originalRate = await rate.inputValue();
    const originalFee = await fee.inputValue();
    const originalName = await name.inputValue();
    const originalRulesEn = await rulesEn.inputValue();

    // The numbers are checked first, focus on the first invalid field; nothing is sent.
    await fee.fill('-1');
    await rate.fill('mucho');
    await name.fill(' ');
    await save.click();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText(e('invalid_number'))).toHaveCount(2);
    await expect(rate).toBeFocused();
    await expect(alert).toHaveText(s('invalid'));
    // …then the rest of the contract, once they are numbers.
    await rate.fill(originalRate);
    await fee.fill(originalFee);
    await save.click();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText(e('required'))).toBeVisible();
    await expect(name).toBeFocused();
    expect(puts).toHaveLength(0);
    await name.fill(originalName);

    // A season years ahead: its last night before its first is on the draft's own field.
    const year = lang === 'es' ? 2031 : 2032;
    const seasonName = `E2E ${lang}`;
    await section.getByRole('button', { name: p('addSeason') }).click();
    const season = section.getByTestId('rental-season').last();
    const last = season.getByLabel(p('seasonLast'));
    await season.getByLabel(p('seasonName')).fill(seasonName);
    await season.getByLabel(p('seasonFrom')).fill(`${year}-04-10`);
    await last.fill(`${year}-04-01`);
    await season.getByLabel(p('seasonRate')).fill('5000');
    await save.click();
    await expect(last).toHaveAttribute('aria-invalid', 'true');
    await expect(season.getByText(e('before_check_in'))).toBeVisible();
    await expect(last).toBeFocused();
    await last.fill(`${year}-04-20`);
    await expect(season.getByText(e('before_check_in'))).toHaveCount(0);
    expect(puts).toHaveLength(0);

    // The server's 400 on its draft field (houseRules.en → the English rules), focused.
    await answer400(page, RENTAL_SETTINGS, { 'houseRules.en': ['too_long'] });
    await save.click();
    await expect(section.getByText(e('too_long'))).toBeVisible();
    await expect(rulesEn).toHaveAttribute('aria-invalid', 'true');
    await expect(rulesEn).toBeFocused();
    await expect(alert).toHaveText(s('invalid'));
    await page.unroute(RENTAL_SETTINGS);

    // Saved once, even on a double click; 'saved' goes with the next edit.
    puts.length = 0;
    await rulesEn.fill(originalRulesEn);
    await save.dblclick();
    await expect(saved).toBeVisible();
    expect(puts).toHaveLength(1);
    await fee.fill(String(Number(originalFee) + 1));
    await expect(saved).toHaveCount(0);

    // Kept after a reload (the fee's edit was not saved).
    await page.reload();
    await waitForApp(page);
    const kept = section.getByTestId('rental-season').last();
    const removeSeason = section.getByRole('button', {
      name: p('removeSeason').replace('{name}', seasonName),
    });
    await expect(kept.getByLabel(p('seasonName'))).toHaveValue(seasonName);
    await expect(kept.getByLabel(p('seasonLast'))).toHaveValue(`${year}-04-20`);
    await expect(fee).toHaveValue(originalFee);
    await expect(name).toHaveValue(originalName);

    // Undone, so the stays' prices are as they were.
    await removeSeason.click();
    await save.click();
    await expect(saved).toBeVisible();
    expect(puts).toHaveLength(2);
    await page.reload();
    await waitForApp(page);
    await expect(removeSeason).toHaveCount(0);
    problems.expectNone();
  });
}

test('a background refetch keeps what is typed in both settings forms; an untouched form takes the new values', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
  const lang: Lang = 'es';
  const a = (key: string) => message(lang, `booking.settings.availability.${key}`);
  const s = (key: string) => message(lang, `rental.admin.settings.${key}`);
  const problems = watchForProblems(page);
  // The app's clock, so the stale time can pass at once (time still flows).
  await page.clock.install();
  await signIn(
    page,
    request,
    adminEmail(testInfo.project.name, 'notifications-owner-es'),
    lang,
    '/admin/settings',
  );

  const section = page.locator('#settings-availability');
  const step = section.getByLabel(a('step'));
  const bufferBefore = section.getByLabel(a('bufferBefore'));
  const save = section.getByRole('button', { name: a('save') });
  const unsaved = section.getByRole('status').filter({ hasText: a('unsaved') });
  await expect(save).toBeDisabled();
  const originalStep = await step.inputValue();
  const originalBefore = await bufferBefore.inputValue();
  // The settings as someone else saved them meanwhile: one more minute before each meeting.
  const changedBefore = String(Number(originalBefore) + 1);
  await page.route(AVAILABILITY, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = (await response.json()) as { bufferBeforeMinutes: number };
    await route.fulfill({ response, json: { ...body, bufferBeforeMinutes: Number(changedBefore) } });
  });

  // Typed, not saved: the refetch leaves the edit, and the baseline, as they are.
  const typed = String(Number(originalStep) + 5);
  await step.fill(typed);
  await expect(unsaved).toBeVisible();
  await refetchOnFocus(page, AVAILABILITY, problems);
  await expect(step).toHaveValue(typed);
  await expect(bufferBefore).toHaveValue(originalBefore);
  await expect(unsaved).toBeVisible();
  await expect(save).toBeEnabled();
  // Undone: nothing typed any more, so the form shows the settings as last read.
  await step.fill(originalStep);
  await expect(bufferBefore).toHaveValue(changedBefore);
  await expect(save).toBeDisabled();
  await expect(unsaved).toHaveCount(0);
  await page.unroute(AVAILABILITY);

  // The rental settings keep what is typed too.
  await page.goto('/projects/airbnb');
  await waitForApp(page);
  const rental = page.locator('section[aria-labelledby="rental-settings"]');
  const fee = rental.getByLabel(s('cleaningFee'));
  await expect(rental.getByRole('button', { name: s('save'), exact: true })).toBeVisible();
  const typedFee = String(Number(await fee.inputValue()) + 7);
  await fee.fill(typedFee);
  await refetchOnFocus(page, RENTAL_SETTINGS, problems);
  await expect(fee).toHaveValue(typedFee);
  problems.expectNone();
});
