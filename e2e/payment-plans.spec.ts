import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems, type Lang } from './support';

/*
 * Flexible payments through the sandbox (issue 7): a deposit now → the plan page → the balance paid later from
 * it → the plan complete, with a receipt for each part; the owner sees the plan under Payments → Plans.
 */

const business = 'America/Mexico_City';

const lightOnly = (projectName: string) =>
  test.skip(projectName !== 'desktop-light' && projectName !== 'phone-light', 'light projects cover it');

interface Service {
  slug: string;
  requiresPayment: boolean;
  priceMinor: number;
  flexiblePayments: { depositOffered: boolean; instalmentsOffered: boolean } | null;
}

async function flexibleService(request: APIRequestContext): Promise<Service> {
  const { services } = (await (await request.get('/api/booking/services')).json()) as { services: Service[] };
  const service = services.find(
    (s) => s.requiresPayment && s.flexiblePayments?.depositOffered && s.flexiblePayments.instalmentsOffered,
  );
  expect(service, 'a seeded service offering a deposit and instalments').toBeTruthy();
  return service!;
}

/** The last free time of the k-th bookable day at least `minDays` ahead (other specs book earlier days). */
async function freeTime(request: APIRequestContext, service: string, minDays: number, k: number) {
  return (await freeSlot(request, service, minDays, k)).start;
}

async function freeSlot(request: APIRequestContext, service: string, minDays: number, k: number) {
  const answer = (await (
    await request.get(`/api/booking/slots?service=${service}&tz=${encodeURIComponent(business)}`)
  ).json()) as { days: { date: string; slots: { start: string }[] }[] };
  const from = new Date(Date.now() + minDays * 86_400_000).toISOString().slice(0, 10);
  const day = answer.days.filter((d) => d.date > from && d.slots.length > 1)[k];
  expect(day, `a free day #${k} more than ${minDays} days ahead`).toBeTruthy();
  return { date: day!.date, start: day!.slots[day!.slots.length - 2]!.start };
}

/** Books like a visitor: the day, its second-to-last time, the details, a deposit; answers the checkout link. */
async function bookInBrowser(page: Page, lang: Lang, slug: string, slot: { date: string; start: string }) {
  const m = (key: string) => message(lang, key);
  await page.goto(`/calendar-booking?service=${slug}`);
  await waitForApp(page);
  const grid = page.getByRole('grid');
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  for (
    let months = 0;
    months < 3 && (await page.locator(`button[data-day="${slot.date}"]`).count()) === 0;
    months++
  ) {
    await page.getByRole('button', { name: m('booking.calendar.nextMonth') }).click();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  }
  await page.locator(`button[data-day="${slot.date}"]`).click();
  const times = page.getByTestId('times').getByRole('button');
  await times.nth((await times.count()) - 2).click();
  await page.getByRole('button', { name: m('booking.time.continue') }).click();
  await page.getByLabel(m('booking.details.name'), { exact: true }).fill('Cliente Plan');
  await page
    .getByLabel(m('booking.details.email'), { exact: true })
    .fill(`plan-ui-${Date.now()}@example.com`);
  await page.getByRole('button', { name: m('booking.details.continue') }).click();
  // Pay in full is preselected; the deposit is one of the offered choices.
  const choice = page.getByTestId('plan-choice');
  await expect(choice.locator('input[value="full"]')).toBeChecked();
  await choice.locator('input[value="deposit"]').check();
  // The page leaves for the checkout at once: the answer is read as it passes (not after the navigation).
  let booked: unknown = null;
  await page.route('**/api/booking/appointments', async (route) => {
    const response = await route.fetch();
    booked = await response.json();
    await route.fulfill({ response });
  });
  await page.getByTestId('confirm-booking').click();
  await expect.poll(() => booked !== null).toBe(true);
  const answer = booked as { appointment: { start: string } };
  expect(answer.appointment.start).toBe(slot.start);
  // No extra click: the booking's last step goes straight to the checkout (issue 14).
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
}

async function bookWithPlan(
  request: APIRequestContext,
  input: { service: string; start: string; email: string; lang: Lang; option: 'deposit' | 'instalments' },
) {
  const booked = await request.post('/api/booking/appointments', {
    data: {
      service: input.service,
      start: input.start,
      name: 'Cliente Plan',
      email: input.email,
      language: input.lang,
      timeZone: business,
      paymentOption: input.option,
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const body = (await booked.json()) as { checkoutUrl: string };
  return new URL(body.checkoutUrl).pathname;
}

async function payInSandbox(page: Page, lang: Lang) {
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByLabel(message(lang, 'payments.sandbox.card.number')).fill('4242 4242 4242 4242');
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/flexible-payment-success\?ref=[A-Za-z0-9_-]{16,}/);
}

const planView = (page: Page) => page.getByTestId('plan-state');

for (const lang of ['es', 'en'] as const) {
  test.describe(`payment plans in ${lang}`, () => {
    test.use({ locale: locales[lang], timezoneId: business });
    const m = (key: string, values: Record<string, string | number> = {}) =>
      message(lang, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

    test('a deposit now, the balance later from the plan page, then the plan is complete', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(120_000);
      const problems = watchForProblems(page);
      const service = await flexibleService(request);
      const k = (lang === 'es' ? 0 : 2) + (testInfo.project.name.startsWith('phone') ? 1 : 0);
      const slot = await freeSlot(request, service.slug, 6, k);
      if (lang === 'es') {
        // In the browser, like a visitor: the choice of a deposit on the confirm step.
        await bookInBrowser(page, lang, service.slug, slot);
      } else {
        await page.goto(
          await bookWithPlan(request, {
            service: service.slug,
            start: slot.start,
            email: uniqueEmail(testInfo, `plan-${lang}`),
            lang,
            option: 'deposit',
          }),
        );
        await waitForApp(page);
      }
      // Instalment 1 (the deposit): paid in the sandbox, which returns to the plan page.
      await payInSandbox(page, lang);
      // The webhook comes through the job queue: the page polls until the plan is active.
      await expect(planView(page)).toHaveAttribute('data-view', 'active', { timeout: 25_000 });
      await expect(page.getByTestId('plan-title')).toHaveText(m('payments.flexible.header.active.title'));
      await expect(page.getByTestId('instalment-1')).toHaveAttribute('data-status', 'paid');
      await expect(page.getByTestId('instalment-2')).toHaveAttribute('data-payable', 'true');
      await expect(
        page.getByRole('link', { name: m('payments.flexible.schedule.receiptLabel', { seq: 1 }) }),
      ).toBeVisible();
      const reference = new URL(page.url()).searchParams.get('ref')!;
      await problems.settle();

      // Later, from the link in the reminder: the balance.
      await page.goto(`/flexible-payment-success?ref=${reference}`);
      await waitForApp(page);
      await page.getByRole('button', { name: m('payments.flexible.schedule.pay', { seq: 2 }) }).click();
      await payInSandbox(page, lang);
      await expect(planView(page)).toHaveAttribute('data-view', 'completed', { timeout: 25_000 });
      await expect(page.getByTestId('plan-title')).toHaveText(m('payments.flexible.header.completed.title'));
      await expect(page.getByTestId('instalment-2')).toHaveAttribute('data-status', 'paid');

      // Each part has its receipt.
      await page
        .getByRole('link', { name: m('payments.flexible.schedule.receiptLabel', { seq: 2 }) })
        .click();
      await expect(page).toHaveURL(/\/payment-success\?ref=/);
      await expect(page.getByTestId('payment-state')).toHaveAttribute('data-view', 'receipt', {
        timeout: 25_000,
      });
      await problems.settle();

      // The owner sees the plan complete.
      if (lang === 'es') {
        const owner = adminEmail(testInfo.project.name, 'plans-owner');
        await createAccount(request, owner, { fullName: 'Owner', language: lang });
        await page.goto(`/auth?next=${encodeURIComponent('/admin/payments?tab=plans&status=completed')}`);
        await waitForApp(page);
        await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
        const row = page.locator(`[data-testid="plan-row"][data-reference="${reference}"]`);
        await expect(row).toHaveAttribute('data-status', 'completed');
        await problems.settle();
      }
      problems.expectNone();
    });
  });
}

test.describe('instalments', () => {
  test.use({ locale: locales.en, timezoneId: business });

  // Tagged so that it runs in the dark project, the one no other test books this day in.
  test(
    'three payments: only the next one can be paid, and the page says what is left',
    { tag: '@dark' },
    async ({ page, request }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-dark', 'desktop-dark covers it');
      test.setTimeout(90_000);
      const problems = watchForProblems(page);
      const service = await flexibleService(request);
      const start = await freeTime(request, service.slug, 20, 0);
      const checkout = await bookWithPlan(request, {
        service: service.slug,
        start,
        email: uniqueEmail(testInfo, 'instalments'),
        lang: 'en',
        option: 'instalments',
      });
      await page.goto(checkout);
      await waitForApp(page);
      await payInSandbox(page, 'en');
      await expect(planView(page)).toHaveAttribute('data-view', 'active', { timeout: 25_000 });
      await expect(page.locator('li[data-testid^="instalment-"]')).toHaveCount(3);
      await expect(page.getByTestId('instalment-2')).toHaveAttribute('data-payable', 'true');
      await expect(page.getByTestId('instalment-3')).not.toHaveAttribute('data-payable', 'true');
      await expect(
        page.getByRole('button', {
          name: message('en', 'payments.flexible.schedule.pay').replace('{seq}', '3'),
        }),
      ).toHaveCount(0);
      await expect(page.getByTestId('plan-next-due')).toBeVisible();
      await problems.settle();
      problems.expectNone();
    },
  );
});
