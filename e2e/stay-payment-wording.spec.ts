import { expect, test } from '@playwright/test';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/** YYYY-MM-DD in Mexico City, `days` from today. */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

for (const [index, lang] of langs.entries()) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('a paid stay speaks of the stay and offers other dates, not another appointment time', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
      const problems = watchForProblems(page);
      // Nights of their own, away from the other stay specs.
      const created = await request.post('/api/rental/stays', {
        headers: { 'x-forwarded-for': `10.88.0.${index + 1}` },
        data: {
          checkIn: day(160 + index * 10),
          checkOut: day(163 + index * 10),
          guests: 2,
          option: 'full',
          name: 'Rosa Estancia',
          email: `wording.${lang}.${Date.now()}@example.com`,
          phone: '+52 55 2222 3333',
          language: lang,
          acceptRules: true,
        },
      });
      expect(created.status(), await created.text()).toBe(200);
      const { checkoutUrl } = (await created.json()) as { checkoutUrl: string | null };
      expect(checkoutUrl).toBeTruthy();

      await page.goto(checkoutUrl!);
      await waitForApp(page);
      await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await page.getByTestId('sandbox-pay').click();
      await expect(page).toHaveURL(/\/payment-success\?ref=/);
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });
      await expect(page.getByText(m('payments.success.stay.receipt'))).toBeVisible();
      await expect(page.getByText(m('payments.success.receipt.lead'))).toHaveCount(0);
      const again = page.getByTestId('payment-book-again');
      await expect(again).toHaveText(m('payments.success.stay.book'));
      await expect(again).toHaveAttribute('href', '/lamansion-pago');
      await expect(page.getByRole('link', { name: m('payments.success.actions.book') })).toHaveCount(0);
      problems.expectNone();
    });
  });
}
