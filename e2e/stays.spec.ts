import { expect, test, type Page } from '@playwright/test';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

/** YYYY-MM-DD in Mexico City, `days` from today (nights are business-zone dates). */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

/** Shows the month of `date` (moving forward) and clicks that day. */
async function pickDay(page: Page, date: string, nextMonth: string) {
  const button = page.locator(`button[data-day="${date}"]`);
  for (let i = 0; i < 14 && !(await button.isVisible()); i++)
    await page.getByRole('button', { name: nextMonth }).click();
  await button.click();
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour: desktop light covers it');
});

for (const [index, lang] of langs.entries()) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);
    // Each language books its own nights; every run has a fresh database.
    const checkIn = day(40 + index * 20);
    const checkOut = day(43 + index * 20);

    test('pick dates, see the server quote, pay in the sandbox and find the nights unavailable', async ({
      page,
    }) => {
      const problems = watchForProblems(page);
      await page.goto(`/lamansion-pago?lang=${lang}`);
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: m('rental.payment.title') })).toBeVisible();

      await pickDay(page, checkIn, m('rental.payment.calendar.nextMonth'));
      await expect(
        page.getByText(fillMessage(lang, 'rental.payment.calendar.pickCheckOut', { n: 2 })),
      ).toBeVisible();
      // One night is under the minimum of two: that day can't be the check-out.
      const tooShort = page.locator(`button[data-day="${day(41 + index * 20)}"]`);
      await expect(tooShort).toHaveAttribute('aria-disabled', 'true');
      await pickDay(page, checkOut, m('rental.payment.calendar.nextMonth'));

      // 3 nights × $3,200 + $850 cleaning + 16 % IVA + 3 % ISH = $12,435.50, computed by the server.
      const total = new Intl.NumberFormat(locales[lang], { style: 'currency', currency: 'MXN' }).format(
        12_435.5,
      );
      await expect(page.getByTestId('quote-total')).toHaveText(total);

      await page.getByRole('button', { name: m('rental.payment.guests.increase') }).click();
      await expect(page.getByTestId('guests')).toHaveText('3');
      await page.getByLabel(m('rental.payment.details.name')).fill('Lucía Huésped');
      await page.getByLabel(m('rental.payment.details.email')).fill(`stay.${lang}.${Date.now()}@example.com`);
      await page.getByLabel(m('rental.payment.details.phone')).fill('+52 55 1234 5678');

      // The house rules must be accepted first. Online payment is wired: no "held offline" notice.
      await expect(page.getByTestId('stay-offline')).toHaveCount(0);
      const submit = page.getByTestId('stay-submit');
      await submit.click();
      await expect(page.getByText(m('rental.payment.fieldErrors.rules_not_accepted'))).toBeVisible();
      await page.getByLabel(m('rental.payment.rules.accept')).check();
      await submit.click();

      // The sandbox's hosted checkout: a test, describing the stay (the order's own description).
      await expect(page).toHaveURL(/\/sandbox-checkout\//);
      await expect(page.getByTestId('test-mode-banner')).toContainText(m('payments.common.testMode'));
      await expect(page.getByTestId('checkout-service')).toContainText('La Mansión');
      await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await page.getByTestId('sandbox-pay').click();

      // Back on the site: the webhook comes through the job queue, the page polls until the receipt.
      await expect(page).toHaveURL(/\/payment-success\?ref=[A-Za-z0-9_-]{16,}/);
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });
      await expect(page.getByTestId('receipt-number')).not.toBeEmpty();
      await expect(page.getByTestId('payment-property')).toHaveText('La Mansión');
      await expect(page.getByTestId('payment-check-in')).toHaveAttribute('datetime', checkIn);
      await expect(page.getByTestId('payment-check-out')).toHaveAttribute('datetime', checkOut);
      await expect(page.getByTestId('payment-nights')).toHaveText('3');
      await expect(page.getByTestId('payment-guests')).toHaveText('3');
      const status = await page.request.get(`/api/payments/${new URL(page.url()).searchParams.get('ref')}`);
      expect(((await status.json()) as { stay: { status: string } }).stay.status).toBe('confirmed');

      // The paid nights are struck through and can't be picked.
      await page.goto(`/lamansion-pago?lang=${lang}`);
      await waitForApp(page);
      const taken = page.locator(`button[data-day="${day(41 + index * 20)}"]`);
      for (let i = 0; i < 14 && !(await taken.isVisible()); i++)
        await page.getByRole('button', { name: m('rental.payment.calendar.nextMonth') }).click();
      await expect(taken).toHaveAttribute('data-taken', 'true');
      await expect(taken).toHaveAttribute('aria-disabled', 'true');
      problems.expectNone();
    });

    test('names the nights someone else has just taken and refreshes the calendar', async ({
      page,
      request,
    }) => {
      const problems = watchForProblems(page, { failingUrls: [/\/api\/rental\/(stays|quote)$/] });
      const from = day(100 + index * 20);
      const to = day(103 + index * 20);
      await page.goto(`/lamansion-pago?lang=${lang}`);
      await waitForApp(page);
      await pickDay(page, from, m('rental.payment.calendar.nextMonth'));
      await pickDay(page, to, m('rental.payment.calendar.nextMonth'));
      await expect(page.getByTestId('quote-total')).toBeVisible();
      await page.getByLabel(m('rental.payment.details.name')).fill('Mario Tarde');
      await page.getByLabel(m('rental.payment.details.email')).fill(`late.${lang}.${Date.now()}@example.com`);
      await page.getByLabel(m('rental.payment.details.phone')).fill('+52 55 8765 4321');
      await page.getByLabel(m('rental.payment.rules.accept')).check();

      // Someone else books the middle night meanwhile.
      const other = await request.post('/api/rental/stays', {
        headers: { 'x-forwarded-for': `10.77.0.${index + 1}` },
        data: {
          checkIn: day(101 + index * 20),
          checkOut: day(103 + index * 20),
          guests: 2,
          option: 'full',
          name: 'Otra Persona',
          email: `other.${lang}.${Date.now()}@example.com`,
          phone: '+52 55 0000 1111',
          language: lang,
          acceptRules: true,
        },
      });
      expect(other.status()).toBe(200);

      await page.getByTestId('stay-submit').click();
      await expect(page.getByTestId('stay-problem')).toBeVisible();
      await expect(page.getByTestId('stay-problem')).toContainText(
        m('rental.payment.errors.nightsTaken').split('{nights}')[0]!.trim(),
      );
      await expect(page.locator(`button[data-day="${day(101 + index * 20)}"]`)).toHaveAttribute(
        'data-taken',
        'true',
      );
      await expect(page.getByText(m('rental.payment.calendar.pickCheckIn'))).toBeVisible();
      problems.expectNone();
    });
  });
}
