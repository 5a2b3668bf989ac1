import { expect, test, type Page } from '@playwright/test';
import { mailedLink } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/*
 * Issue 20 (ADR 044): a guest books La Mansión in the sandbox — the calendar shows each night's price and the
 * cancellation policy is stated before paying — then opens the manage link from the confirmation e-mail, sees
 * the refund the policy allows before confirming, cancels, and is told the refund goes back to the card.
 * In Spanish and English, on every project (each its own nights).
 */

const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

const projects = ['desktop-light', 'desktop-dark', 'phone-light', 'phone-dark'];

async function pickDay(page: Page, date: string, nextMonth: string) {
  const button = page.locator(`button[data-day="${date}"]`);
  for (let i = 0; i < 14 && !(await button.isVisible()); i++)
    await page.getByRole('button', { name: nextMonth }).click();
  await button.click();
}

for (const [index, lang] of langs.entries()) {
  test.describe(`guest cancels a stay (${lang})`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('books in the sandbox, opens the mailed link, sees the refund and cancels', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(150_000);
      const problems = watchForProblems(page);
      // Days 290–334: no other spec's nights (see rental-sync.spec.ts).
      const offset = 290 + (projects.indexOf(testInfo.project.name) * 2 + index) * 6;
      const checkIn = day(offset);
      const checkOut = day(offset + 2);
      const email = `guest-cancel.${lang}.${testInfo.project.name}.${Date.now()}@example.com`;

      await page.goto(`/lamansion-pago?lang=${lang}`);
      await waitForApp(page);
      await pickDay(page, checkIn, m('rental.payment.calendar.nextMonth'));
      // Each night shows its price (the seed's 3,200 pesos a night).
      await expect(page.locator(`button[data-day="${checkIn}"] [data-price]`)).toHaveAttribute(
        'data-price',
        '320000',
      );
      await pickDay(page, checkOut, m('rental.payment.calendar.nextMonth'));
      await expect(page.getByTestId('quote-total')).toBeVisible();
      // The policy is stated before paying.
      const policy = page.getByTestId('stay-policy');
      await expect(policy).toHaveAttribute('data-policy', 'flexible');
      await expect(policy).toContainText(m('rental.payment.policy.names.flexible'));

      await page.getByLabel(m('rental.payment.details.name')).fill('Renata Cancela');
      await page.getByLabel(m('rental.payment.details.email')).fill(email);
      await page.getByLabel(m('rental.payment.details.phone')).fill('+52 55 2222 3333');
      await page.getByLabel(m('rental.payment.rules.accept')).check();
      await page.getByTestId('stay-submit').click();
      await expect(page).toHaveURL(/\/sandbox-checkout\//);
      await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await page.getByTestId('sandbox-pay').click();
      await expect(page).toHaveURL(/\/payment-success\?ref=/);
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });

      // The confirmation e-mail's manage link.
      const link = await mailedLink(
        request,
        email,
        (l) => l.includes('/lamansion-pago?estancia='),
        'the stay link',
      );
      const target = new URL(link);
      await page.goto(`${target.pathname}${target.search}`);
      await waitForApp(page);
      await expect(page.getByTestId('stay-details')).toBeVisible();
      await expect(page.getByTestId('stay-details').locator('[data-status]')).toHaveText(
        m('rental.payment.stay.status.confirmed'),
      );
      await expect(page.getByTestId('stay-policy')).toHaveAttribute('data-policy', 'flexible');

      await page.getByRole('button', { name: m('rental.payment.cancel.open') }).click();
      const dialog = page.getByTestId('stay-cancel');
      await expect(dialog.getByRole('heading', { name: m('rental.payment.cancel.heading') })).toBeVisible();
      // Months ahead under the flexible policy: everything back, to the card.
      const refund = dialog.getByTestId('stay-refund');
      const paid = Number(await refund.getAttribute('data-refund'));
      expect(paid).toBeGreaterThan(0);
      const amount = new Intl.NumberFormat(locales[lang], {
        style: 'currency',
        currency: 'MXN',
        minimumFractionDigits: paid % 100 === 0 ? 0 : 2,
        maximumFractionDigits: 2,
      }).format(paid / 100);
      const automatic = m('rental.payment.cancel.automatic').split('{amount}');
      await expect(refund).toContainText(`${automatic[0]}${amount}${automatic[1]!.slice(0, 20)}`);

      await dialog.getByRole('button', { name: m('rental.payment.cancel.confirm') }).click();
      const done = page.getByTestId('stay-cancelled');
      await expect(done).toContainText(m('rental.payment.cancel.done'));
      await expect(done.getByTestId('stay-refund')).toHaveAttribute('data-refund', String(paid));
      await expect(page.getByTestId('stay-details').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'cancelled',
      );
      await problems.settle();
      problems.expectNone();
    });
  });
}
