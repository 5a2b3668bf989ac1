import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, mailboxHeaders, PASSWORD } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/*
 * Issue 14 point 2 (ADR 022): a stay paid in cash at OXXO and cancelled by the owner. The owner is told before
 * cancelling that everything paid is refunded, the guest's e-mail promises only what happens (the owner returns
 * it), and the refund waits under Payments → Refunds to return. In Spanish and English.
 */

const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));

for (const [index, lang] of langs.entries()) {
  test.describe(`stay cancelled by the owner (${lang})`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('paid at OXXO: the owner cancels, the guest is told the owner returns it, the refund is pending', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
      test.setTimeout(120_000);
      const problems = watchForProblems(page);
      const guest = `stay-refund.${lang}.${Date.now()}@example.com`;
      const name = `Huésped Reembolso ${lang} ${Date.now() % 100000}`;
      // Nights of their own, away from the other stay specs.
      const created = await request.post('/api/rental/stays', {
        headers: { 'x-forwarded-for': `10.99.0.${index + 1}` },
        data: {
          checkIn: day(230 + index * 10),
          checkOut: day(232 + index * 10),
          guests: 2,
          option: 'full',
          name,
          email: guest,
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

      const owner = adminEmail(testInfo.project.name, `refunds-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/projects/airbnb')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      const row = page.locator('tr', { hasText: guest });
      // The voucher's webhook comes through the job queue: the stay turns confirmed.
      await expect(row.getByText(m('rental.payment.stay.status.confirmed'))).toBeVisible({ timeout: 25_000 });
      await row.getByRole('button', { name: m('rental.admin.stays.cancel') }).click();
      await expect(
        row.getByText(message(lang, 'rental.admin.stays.confirmCancel').replace('{name}', name)),
      ).toBeVisible();
      await row.getByRole('button', { name: m('rental.admin.stays.yes') }).click();
      await expect(row.getByText(m('rental.payment.stay.status.cancelled'))).toBeVisible();

      // The guest's e-mail: the owner returns it, no promise of a card refund.
      let text = '';
      await expect
        .poll(
          async () => {
            // A reused keep-alive socket the server just closed (ECONNRESET) is another try, not a failure.
            const answer = await request
              .get(`/api/dev/mailbox?to=${encodeURIComponent(guest)}`, { headers: mailboxHeaders })
              .catch(() => null);
            if (!answer) return 'not yet';
            const list = (await answer.json()) as {
              messages: { id: number; subject: string }[];
            };
            const cancelled = list.messages.find((x) => /cancel/i.test(x.subject));
            if (!cancelled) return 'not yet';
            text = (
              (await (
                await request.get(`/api/dev/mailbox/${cancelled.id}`, { headers: mailboxHeaders })
              ).json()) as { text: string }
            ).text;
            return 'found';
          },
          { timeout: 20_000 },
        )
        .toBe('found');
      expect(text).toContain(
        lang === 'es' ? 'no se pueden devolver de forma automática' : 'cannot be refunded automatically',
      );

      await page.goto('/admin/payments?tab=refunds');
      await waitForApp(page);
      const refund = page.getByTestId('manual-refund').filter({ hasText: guest });
      await expect(refund).toHaveAttribute('data-status', 'pending');
      await expect(refund).toContainText(m('payments.admin.refunds.subject.stay'));
      await expect(refund).toContainText(m('payments.admin.refunds.cause.oxxo'));
      await problems.settle();
      problems.expectNone();
    });
  });
}
