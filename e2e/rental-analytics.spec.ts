import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/*
 * Issue 20: with a paid stay on the books, the owner reads real figures at /projects/airbnb (not "—"), the
 * pace counts it, and the calendar shows its nights as a direct stay. In Spanish and English, every project.
 */

const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

const projects = ['desktop-light', 'desktop-dark', 'phone-light', 'phone-dark'];

for (const [index, lang] of langs.entries()) {
  test.describe(`La Mansión's analytics (${lang})`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('a paid stay gives real figures, counts on the books and shows in the calendar', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const problems = watchForProblems(page);
      // Nights of their own per project and language, away from the other stay specs.
      // Days 180–210: no other spec's nights (see rental-sync.spec.ts).
      const offset = 180 + Math.max(0, projects.indexOf(testInfo.project.name)) * 8 + index * 4;
      const checkIn = day(offset);
      const guest = `Analítica ${lang} ${Date.now() % 100000}`;
      const created = await request.post('/api/rental/stays', {
        headers: { 'x-forwarded-for': `10.98.${index}.${projects.indexOf(testInfo.project.name) + 2}` },
        data: {
          checkIn,
          checkOut: day(offset + 2),
          guests: 2,
          option: 'full',
          name: guest,
          email: `stay-analytics.${lang}.${Date.now()}@example.com`,
          phone: '+52 55 4444 5555',
          language: lang,
          acceptRules: true,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { checkoutUrl } = (await created.json()) as { checkoutUrl: string };
      const checkout = new URL(checkoutUrl).pathname.split('/').at(-1)!;
      for (const action of ['voucher', 'voucher/pay']) {
        const response = await request.post(`/api/payments/sandbox/${checkout}/${action}`);
        expect(response.status(), await response.text()).toBe(200);
      }

      const owner = adminEmail(testInfo.project.name, `rental-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/projects/airbnb?ventana=next12')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page.getByRole('heading', { level: 1, name: m('rental.analytics.title') })).toBeVisible();
      await expect(page.getByLabel(m('rentalAnalytics.window.label'), { exact: true })).toHaveValue('next12');

      // The voucher's webhook comes through the job queue; the figures follow the stay live.
      const kpis = page.getByRole('group', { name: m('rentalAnalytics.kpis.label') });
      const nightsCard = kpis
        .locator(':scope > div')
        .filter({ hasText: m('rentalAnalytics.kpis.nightsSold') });
      await expect(nightsCard.getByText(/^\d+$/)).toBeVisible({ timeout: 30_000 });
      await expect(kpis.getByText(m('rentalAnalytics.kpis.noData'))).toHaveCount(0);
      const nights = Number(await nightsCard.getByText(/^\d+$/).textContent());
      expect(nights).toBeGreaterThanOrEqual(2);
      // Its nights are within twelve months: on the books there too.
      await expect(page.getByTestId('pace-12').locator('p').first()).toHaveText(/[1-9]/);

      // The calendar: Page Down moves a month at a time up to the stay's month.
      const calendar = page.getByRole('region', { name: m('rentalAnalytics.calendar.heading') });
      const cell = calendar.locator(`td[data-date="${checkIn}"]`);
      await calendar.getByRole('button', { name: m('rentalAnalytics.calendar.next') }).focus();
      for (let i = 0; i < 9 && !(await cell.isVisible()); i++) {
        await page.keyboard.press('PageDown');
        await page.waitForTimeout(50);
      }
      await expect(cell).toHaveAttribute('data-kind', 'direct');
      await expect(cell).toContainText(guest);
      // Its second night is direct too, its check-out day free for the next guest (when in the same month).
      for (const [date, direct] of [
        [day(offset + 1), true],
        [day(offset + 2), false],
      ] as const) {
        if (date.slice(0, 7) !== checkIn.slice(0, 7)) continue;
        const next = calendar.locator(`td[data-date="${date}"]`);
        if (direct) await expect(next).toHaveAttribute('data-kind', 'direct');
        else await expect(next).not.toHaveAttribute('data-kind', 'direct');
      }
      problems.expectNone();
    });
  });
}
