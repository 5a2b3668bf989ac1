import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

/** YYYY-MM-DD in Mexico City, `days` from today (nights are business-zone dates). */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
const compact = (date: string) => date.replaceAll('-', '');

/** Airbnb's export as it looks: all-day events, "Reserved" for bookings. */
const airbnbIcs = (from: string, to: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'BEGIN:VEVENT',
    'DTSTAMP:20261127T000000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    'SUMMARY:Reserved',
    `UID:e2e-${from}@airbnb.com`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

// The channel: a small server of this test, on 127.0.0.1 (allowed by CALENDAR_FETCH_ALLOW_ADDRESSES).
const feeds = new Map<string, string>();
let server: http.Server;
let base = '';
test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = feeds.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const projectIndex: Record<string, number> = {
  'desktop-light': 0,
  'desktop-dark': 1,
  'phone-light': 2,
  'phone-dark': 3,
};

for (const [index, lang] of langs.entries()) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('the owner imports an Airbnb calendar and its nights close on /lamansion-pago', async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(90_000);
      const project = testInfo.project.name;
      // Nights of their own per project and language (one server serves every project of a run).
      // Days 245–283: no other spec's stays (stays 40–123, wording 160–173, analytics 180–210, refunds 230–242,
      // guest cancel 290–334).
      const offset = 245 + ((projectIndex[project] ?? 0) * 2 + index) * 5;
      const from = day(offset);
      const to = day(offset + 3);
      const path = `/airbnb-${project}-${lang}.ics`;
      feeds.set(path, airbnbIcs(from, to));

      const owner = adminEmail(project, lang === 'es' ? 'sync-owner-es' : 'sync-owner-en');
      await createAccount(request, owner, { fullName: 'Dueña', language: lang });
      const context = await browser.newContext({ locale: locales[lang] });
      const page = await context.newPage();
      // The bad address's 400 is expected.
      const problems = watchForProblems(page, { failingUrls: [/\/api\/admin\/rental\/sync\/feeds$/] });
      await page.goto(`/auth?next=${encodeURIComponent('/projects/airbnb/canales')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/projects\/airbnb\/canales$/);
      await expect(page.locator('h1')).toHaveText(m('rentalSync.title'));

      // A bad address first: the field says why, nothing is added.
      await page.getByLabel(m('rentalSync.feeds.name')).fill(`Airbnb ${lang}`);
      await page.getByLabel(m('rentalSync.feeds.url')).fill('not an address');
      await page.getByRole('button', { name: m('rentalSync.feeds.add') }).click();
      await expect(page.getByText(m('rentalSync.feeds.fields.invalid_url'))).toBeVisible();

      await page.getByLabel(m('rentalSync.feeds.url')).fill(`${base}${path}`);
      await page.getByRole('button', { name: m('rentalSync.feeds.add') }).click();
      const row = page.getByTestId('sync-feed').filter({ hasText: `Airbnb ${lang}` });
      await expect(row.getByTestId('feed-status')).toHaveText(
        fillMessage(lang, 'rentalSync.feeds.ok', { count: 1 }),
      );
      await expect(row).toContainText('3');

      // Sync now, after the channel's calendar stops answering: the error in the owner's language, nights kept.
      feeds.delete(path);
      await row.getByRole('button', { name: `${m('rentalSync.feeds.syncNow')}: Airbnb ${lang}` }).click();
      await expect(row.getByTestId('feed-error')).toContainText(
        fillMessage(lang, 'rentalSync.feeds.errors.calendar_http_status', { status: '404' }),
      );
      feeds.set(path, airbnbIcs(from, to));
      await row.getByRole('button', { name: `${m('rentalSync.feeds.syncNow')}: Airbnb ${lang}` }).click();
      await expect(row.getByTestId('feed-status')).toHaveAttribute('data-status', 'ok');
      problems.expectNone();

      // A guest's view: those nights cannot be picked.
      const guest = await (await browser.newContext({ locale: locales[lang] })).newPage();
      const guestProblems = watchForProblems(guest);
      await guest.goto(`/lamansion-pago?lang=${lang}`);
      await waitForApp(guest);
      const first = guest.locator(`button[data-day="${from}"]`);
      for (let i = 0; i < 14 && !(await first.isVisible()); i++)
        await guest.getByRole('button', { name: m('rental.payment.calendar.nextMonth') }).click();
      // The nights may run into the next month: move on when a day is not shown.
      const shown = async (date: string) => {
        const cell = guest.locator(`button[data-day="${date}"]`);
        if (!(await cell.isVisible()))
          await guest.getByRole('button', { name: m('rental.payment.calendar.nextMonth') }).click();
        return cell;
      };
      for (const night of [from, day(offset + 1), day(offset + 2)])
        await expect(await shown(night)).toHaveAttribute('data-taken', 'true');
      // The check-out day is free for the next arrival.
      await expect(await shown(to)).not.toHaveAttribute('data-taken', 'true');
      guestProblems.expectNone();

      // Removing the calendar asks first, then frees the nights.
      await row.getByRole('button', { name: `${m('rentalSync.feeds.remove')}: Airbnb ${lang}` }).click();
      await page.getByRole('button', { name: m('rentalSync.feeds.removeConfirm') }).click();
      await expect(row).toHaveCount(0);
      problems.expectNone();
      await context.close();
    });
  });
}
