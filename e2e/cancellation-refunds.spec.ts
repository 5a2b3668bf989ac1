import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { fillMessage, locales, message, waitForApp, watchForProblems, type Lang } from './support';

/*
 * Issue 14, points 1 and 2 (ADR 022): the cancel dialog of a paid appointment states the refund the server
 * computed (card: refunded to the card; OXXO: the owner returns it), and the owner records a refund the
 * provider cannot make from Payments → Refunds to return. In English and in Spanish.
 */

const business = 'America/Mexico_City';
const lightOnly = (projectName: string) =>
  test.skip(projectName !== 'desktop-light', 'behaviour; desktop-light covers it');

interface Service {
  slug: string;
  requiresPayment: boolean;
  priceMinor: number;
  currency: string;
}

const exact = (minor: number, currency: string, lang: Lang) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

/** A paid service and a free time of it well ahead (OXXO needs 72 h), a different day per `k`. */
async function paidSlot(request: APIRequestContext, k: number) {
  const { services } = (await (await request.get('/api/booking/services')).json()) as { services: Service[] };
  const service = services.find((s) => s.requiresPayment && s.priceMinor > 0)!;
  expect(service, 'a seeded service that requires payment').toBeTruthy();
  const answer = (await (
    await request.get(`/api/booking/slots?service=${service.slug}&tz=${encodeURIComponent(business)}`)
  ).json()) as { days: { date: string; slots: { start: string }[] }[] };
  const days = answer.days.filter((d) => d.slots.length > 0);
  // Far days (other specs book the first ones), the middle time of the day.
  const day = days[days.length - 1 - k]!;
  return { service, date: day.date, start: day.slots[Math.floor(day.slots.length / 2)]!.start };
}

/** Books and pays through the sandbox's API (card, or a voucher paid at the store); answers the manage path. */
async function bookAndPay(
  request: APIRequestContext,
  k: number,
  lang: Lang,
  email: string,
  method: 'card' | 'oxxo',
) {
  const { service, start } = await paidSlot(request, k);
  const booked = await request.post('/api/booking/appointments', {
    data: {
      service: service.slug,
      start,
      name: 'Cliente Reembolso',
      email,
      language: lang,
      timeZone: business,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const body = (await booked.json()) as { manageToken: string; checkoutUrl: string };
  const checkout = new URL(body.checkoutUrl).pathname.split('/').at(-1)!;
  const act = async (action: string, data?: unknown) => {
    const response = await request.post(`/api/payments/sandbox/${checkout}/${action}`, data ? { data } : {});
    expect(response.status(), await response.text()).toBe(200);
  };
  if (method === 'card') await act('pay', { method: 'card' });
  else {
    await act('voucher');
    await act('voucher/pay');
  }
  // The webhook arrives through the job queue.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/booking/manage/${body.manageToken}`)).json()) as { status: string })
          .status,
      { timeout: 25_000 },
    )
    .toBe('confirmed');
  return { service, managePath: `/calendar-booking/manage/${body.manageToken}` };
}

for (const [lang, k] of [
  ['en', 0],
  ['es', 1],
] as const) {
  test.describe(`cancellation refunds (${lang})`, () => {
    test.use({ locale: locales[lang], timezoneId: business });
    const m = (key: string) => message(lang, key);

    test('the confirm step states the policy before paying; the owner edits it with a preview', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(90_000);
      const problems = watchForProblems(page);
      const { service, date } = await paidSlot(request, k + 4);
      await page.goto(`/calendar-booking?service=${service.slug}`);
      await waitForApp(page);
      const grid = page.getByRole('grid');
      await expect(grid).not.toHaveAttribute('aria-busy', 'true');
      for (
        let months = 0;
        months < 4 && (await page.locator(`button[data-day="${date}"]`).count()) === 0;
        months++
      ) {
        await page.getByRole('button', { name: m('booking.calendar.nextMonth') }).click();
        await expect(grid).not.toHaveAttribute('aria-busy', 'true');
      }
      await page.locator(`button[data-day="${date}"]`).click();
      await page.getByTestId('times').getByRole('button').first().click();
      await page.getByRole('button', { name: m('booking.time.continue') }).click();
      await page.getByLabel(m('booking.details.name'), { exact: true }).fill('Policy Reader');
      await page
        .getByLabel(m('booking.details.email'), { exact: true })
        .fill(uniqueEmail(testInfo, 'policy'));
      await page.getByRole('button', { name: m('booking.details.continue') }).click();
      // The seeded service keeps the migration's safe default: everything paid comes back.
      await expect(page.getByTestId('cancellation-policy')).toHaveText(m('booking.refund.policyAlways'));

      const owner = adminEmail(testInfo.project.name, `refunds-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/settings')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      const services = (await (await request.get('/api/booking/services')).json()) as {
        services: { slug: string; name: Record<Lang, string> }[];
      };
      const name = services.services.find((x) => x.slug === service.slug)!.name[lang];
      await page
        .getByRole('button', { name: `${m('booking.settings.services.edit')}: ${name}`, exact: true })
        .click();
      const fields = page.getByTestId('cancellation-policy-fields');
      await fields.getByLabel(m('booking.settings.services.policy.hours')).fill('24');
      await fields.getByLabel(m('booking.settings.services.policy.percent')).fill('50');
      const sentence = fillMessage(lang, 'booking.refund.policy', {
        hours: 24,
        late: fillMessage(lang, 'booking.refund.policyLatePart', { percent: 50 }),
      });
      await expect(fields.getByTestId('policy-preview')).toHaveText(
        `${m('booking.settings.services.policy.preview')} ${sentence}`,
      );
      // Not saved: other specs book this service under its default policy.
      await page.getByRole('button', { name: m('booking.settings.services.discard') }).click();
      await problems.settle();
      problems.expectNone();
    });

    test('the cancel dialog states the card refund the server computed, then cancels', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(90_000);
      const problems = watchForProblems(page);
      const { service, managePath } = await bookAndPay(
        request,
        k,
        lang,
        uniqueEmail(testInfo, 'refund-card'),
        'card',
      );
      await page.goto(managePath);
      await waitForApp(page);
      await page.getByRole('button', { name: m('booking.manage.cancel') }).click();
      const dialog = page.getByRole('dialog');
      const amount = exact(service.priceMinor, service.currency, lang);
      await expect(dialog.getByTestId('refund-quote')).toContainText(
        m('booking.refund.automatic').replace('{amount}', amount),
      );
      await dialog.getByRole('button', { name: m('booking.manage.cancelConfirm') }).click();
      await expect(page.getByTestId('appointment')).toHaveAttribute('data-status', 'cancelled');
      await problems.settle();
      problems.expectNone();
    });

    test('an OXXO payment: the dialog says the owner returns it; the owner records it', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(120_000);
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, 'refund-oxxo');
      const { service, managePath } = await bookAndPay(request, k + 2, lang, email, 'oxxo');
      const amount = exact(service.priceMinor, service.currency, lang);
      await page.goto(managePath);
      await waitForApp(page);
      await page.getByRole('button', { name: m('booking.manage.cancel') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('refund-quote')).toContainText(
        m('booking.refund.manual').replace('{amount}', amount),
      );
      await dialog.getByRole('button', { name: m('booking.manage.cancelConfirm') }).click();
      await expect(page.getByTestId('appointment')).toHaveAttribute('data-status', 'cancelled');
      await problems.settle();

      const owner = adminEmail(testInfo.project.name, `refunds-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/payments?tab=refunds')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(
        page.getByRole('tab', { name: new RegExp(m('payments.admin.tabs.refunds')) }),
      ).toHaveAttribute('aria-selected', 'true');
      const row = page.getByTestId('manual-refund').filter({ hasText: email });
      await expect(row).toHaveAttribute('data-status', 'pending');
      await row.getByRole('button', { name: m('payments.admin.refunds.record') }).click();
      const form = page.getByTestId('record-refund');
      await form.getByLabel(m('payments.admin.refunds.method')).selectOption('cash');
      await form.getByLabel(m('payments.admin.refunds.note')).fill('e2e');
      await form.getByRole('button', { name: m('payments.admin.refunds.continue') }).click();
      await form.getByRole('button', { name: m('payments.admin.refunds.confirm') }).click();
      await expect(page.getByTestId('manual-refund').filter({ hasText: email })).toHaveAttribute(
        'data-status',
        'recorded',
      );
      await problems.settle();
      problems.expectNone();
    });
  });
}
