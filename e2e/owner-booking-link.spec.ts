import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, mailedLink, PASSWORD, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/*
 * Issue 14, point 6 (ADR 024 addendum): the owner books a paid service outside opening hours — the sheet says
 * why and asks before booking anyway — with a payment link; the client gets it by e-mail and pays.
 */

const business = 'America/Mexico_City';

const dayIn = (daysAhead: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: business,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 86_400_000));

for (const [index, lang] of langs.entries()) {
  test.describe(`the owner books outside hours with a payment link (${lang})`, () => {
    test.use({ locale: locales[lang], timezoneId: business });
    const m = (key: string) => message(lang, key);

    test('warned, booked anyway, the link mailed, the client pays', async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; desktop-light covers it');
      test.setTimeout(120_000);
      // The first try is the expected 409 outside_availability.
      const problems = watchForProblems(page, { failingUrls: [/\/api\/admin\/booking\/appointments$/] });
      const owner = adminEmail(testInfo.project.name, `owner-link-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/appointments')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));

      await page.getByRole('button', { name: m('booking.admin.create.open') }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByLabel(m('booking.admin.filters.service')).selectOption('branding');
      await sheet.getByRole('radio', { name: m('booking.admin.create.otherTime') }).check();
      // 21:xx is after every day's hours; a different day per language and run keeps runs apart.
      const day = dayIn(8 + index * 7 + (Math.floor(Date.now() / 60_000) % 40));
      const minute = String((Math.floor(Date.now() / 1000) % 12) * 5).padStart(2, '0');
      await sheet.getByLabel(m('booking.admin.create.date'), { exact: true }).fill(day);
      await sheet.getByLabel(m('booking.admin.create.time'), { exact: true }).fill(`21:${minute}`);
      await expect(sheet.getByRole('radio', { name: m('booking.admin.create.payment.link') })).toBeChecked();
      const email = uniqueEmail(testInfo, `owner-link-${lang}`);
      await sheet.getByRole('textbox', { name: m('booking.details.name') }).fill('Cliente Enlace');
      await sheet.getByRole('textbox', { name: m('booking.details.email') }).fill(email);
      await sheet.getByRole('button', { name: m('booking.admin.create.submit') }).click();

      // The warning names the reason; booking anyway creates it.
      await expect(sheet.getByText(m('booking.admin.create.outsideTitle'))).toBeVisible();
      await expect(sheet.getByText(m('booking.admin.create.reasons.outside_hours'))).toBeVisible();
      // The keyboard lands on "Book anyway".
      const anyway = sheet.getByRole('button', { name: m('booking.admin.create.bookAnyway') });
      await expect(anyway).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(sheet.getByText(m('booking.admin.create.outsideTitle'))).toHaveCount(0);

      // The client's e-mail carries the link; "Pay now" opens the sandbox checkout; paid.
      const link = await mailedLink(
        request,
        email,
        (l) => l.includes('/calendar-booking/manage/') && l.includes('pay=1'),
        'the payment link',
      );
      const client = await page
        .context()
        .browser()!
        .newContext({ locale: locales[lang], timezoneId: business });
      const pay = await client.newPage();
      await pay.goto(new URL(link).pathname + new URL(link).search);
      await waitForApp(pay);
      await pay.getByTestId('pay-now').click();
      await expect(pay).toHaveURL(/\/sandbox-checkout\//);
      await pay.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await pay.getByTestId('sandbox-pay').click();
      await expect(pay.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });
      await client.close();
      await problems.settle();
      problems.expectNone();
    });
  });
}
