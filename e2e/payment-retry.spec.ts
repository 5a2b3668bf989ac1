import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailedLink, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

/*
 * Issue 14, point 5 (ADR 024): a declined card keeps the time held and "try again" reopens a checkout of the
 * same order; the checkout says what is paid; the pending-payment e-mail's link resumes the payment.
 */

const business = 'America/Mexico_City';

interface Service {
  slug: string;
  name: Record<Lang, string>;
  requiresPayment: boolean;
  priceMinor: number;
}

const dayIn = (zone: string, daysAhead = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 86_400_000));

async function paidService(request: APIRequestContext): Promise<Service> {
  const { services } = (await (await request.get('/api/booking/services')).json()) as { services: Service[] };
  const service = services.find((s) => s.requiresPayment && s.priceMinor > 0);
  expect(service, 'a seeded service that requires payment').toBeTruthy();
  return service!;
}

async function slotStarts(request: APIRequestContext, service: string, date: string) {
  const answer = (await (
    await request.get(
      `/api/booking/slots?service=${service}&from=${date}&to=${date}&tz=${encodeURIComponent(business)}`,
    )
  ).json()) as { days: { slots: { start: string }[] }[] };
  return answer.days.flatMap((d) => d.slots.map((s) => s.start));
}

for (const lang of langs) {
  test.describe(`a declined payment (${lang})`, () => {
    test.use({ locale: locales[lang], timezoneId: business });
    const m = (key: string) => message(lang, key);

    test('decline keeps the time; try again pays the same order; the e-mailed link resumes payment', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; desktop-light covers it');
      test.setTimeout(120_000);
      const problems = watchForProblems(page);
      const service = await paidService(request);
      const slots = (await (
        await request.get(`/api/booking/slots?service=${service.slug}&tz=${encodeURIComponent(business)}`)
      ).json()) as { days: { date: string; slots: { start: string }[] }[] };
      const day = slots.days.filter((d) => d.date >= dayIn(business, 6))[lang === 'es' ? 4 : 5]!;
      const start = day.slots[0]!.start;
      const email = uniqueEmail(testInfo, `rechazo-${lang}`);
      const booked = await request.post('/api/booking/appointments', {
        data: {
          service: service.slug,
          start,
          name: 'Cliente Rechazo',
          email,
          language: lang,
          timeZone: business,
        },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string };

      // The checkout names what is paid: the service and its date.
      await page.goto(new URL(checkoutUrl).pathname);
      await waitForApp(page);
      await expect(page.getByTestId('checkout-description')).toContainText(`${service.name[lang]} · `);

      // A declined card: the time stays held, and the page offers to try again.
      await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: m('payments.sandbox.card.decline') }).click();
      await expect(page).toHaveURL(/\/payment-success\?ref=/);
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'declined', {
        timeout: 25_000,
      });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m('payments.success.declined.title'));
      await expect(page.getByTestId('payable-until')).toBeVisible();
      expect(await slotStarts(request, service.slug, day.date)).not.toContain(start);

      // Try again → a new checkout of the same order → paid.
      await page.getByTestId('payment-try-again').click();
      await expect(page).toHaveURL(/\/sandbox-checkout\//);
      expect(page.url()).not.toBe(checkoutUrl);
      // The e-mailed link resumes the payment too (the live checkout now).
      const link = await mailedLink(
        request,
        email,
        (l) => l.includes('/calendar-booking/manage/') && l.includes('pay=1'),
      );
      const other = await page.context().newPage();
      await other.goto(new URL(link).pathname + new URL(link).search);
      await waitForApp(other);
      await expect(other.getByTestId('pay-now')).toBeFocused();
      await other.getByTestId('pay-now').click();
      await expect(other).toHaveURL(page.url());
      await other.close();

      await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
      await page.getByTestId('sandbox-pay').click();
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });
      await problems.settle();
      problems.expectNone();
    });
  });
}
