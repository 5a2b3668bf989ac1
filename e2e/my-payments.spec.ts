import { expect, test, type APIRequestContext } from '@playwright/test';
import { createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

/*
 * The dashboard's payments (the client's own): a session booked and paid in the sandbox with the account's
 * (confirmed) e-mail is listed on /dashboard with its receipt.
 */

const business = 'America/Mexico_City';

interface Service {
  slug: string;
  requiresPayment: boolean;
  priceMinor: number;
  flexiblePayments: unknown;
}

/** A paid service (pay in full) and a free time on a day well ahead, late in the day (other specs book early). */
async function paidSlot(request: APIRequestContext) {
  const { services } = (await (await request.get('/api/booking/services')).json()) as { services: Service[] };
  const service = services.find((s) => s.requiresPayment && s.priceMinor > 0);
  expect(service, 'a seeded service that requires payment').toBeTruthy();
  const answer = (await (
    await request.get(`/api/booking/slots?service=${service!.slug}&tz=${encodeURIComponent(business)}`)
  ).json()) as { days: { date: string; slots: { start: string }[] }[] };
  const days = answer.days.filter((d) => d.slots.length > 2);
  const day = days[Math.min(days.length - 1, 8)];
  expect(day, 'a free day').toBeTruthy();
  return { service: service!.slug, start: day!.slots[day!.slots.length - 3]!.start };
}

// A new account's profile prefers Spanish (the profile's language wins when signed in).
const lang = 'es';
test.use({ locale: locales[lang], timezoneId: business });

test('a client sees their paid session on the dashboard, with its receipt', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'behaviour: one project covers it');
  const problems = watchForProblems(page);
  const email = uniqueEmail(testInfo, 'pagos');
  await createAccount(request, email);

  const { service, start } = await paidSlot(request);
  const booked = await request.post('/api/booking/appointments', {
    data: { service, start, name: 'Cliente Pagos', email, language: 'en', timeZone: business },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string };
  const checkoutId = new URL(checkoutUrl).pathname.split('/').at(-1)!;
  const paid = await request.post(`/api/payments/sandbox/${checkoutId}/pay`, { data: { method: 'card' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const { redirectUrl } = (await paid.json()) as { redirectUrl: string };
  const reference = new URL(redirectUrl).searchParams.get('ref')!;
  // The webhook comes through the job queue: wait until the order is paid.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/payments/${reference}`)).json()) as { status: string }).status,
      {
        timeout: 25_000,
      },
    )
    .toBe('paid');

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await waitForApp(page);
  await fillSignIn(page, email, PASSWORD, message(lang, 'auth.signIn.submit'));
  await expect(page).toHaveURL(/\/dashboard$/);

  const section = page.getByTestId('my-payments-section');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(
    message(lang, 'dashboard.sections.payments.title'),
  );
  const payment = section.getByTestId('my-payment');
  await expect(payment).toHaveCount(1);
  await expect(payment).toHaveAttribute('data-reference', reference);
  await expect(payment.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid');
  await expect(payment).toContainText(/EST-\d{4}-\d+/);
  const receipt = payment.getByRole('link', {
    name: new RegExp(`^${message(lang, 'payments.mine.receipt')}`),
  });
  await expect(receipt).toHaveAttribute('href', `/payment-success?ref=${reference}`);
  await receipt.click();
  await expect(page).toHaveURL(/\/payment-success\?ref=/);
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
    timeout: 25_000,
  });
  await problems.settle();
  problems.expectNone();
});
