import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

/*
 * The owner records a plan's balance paid by hand (issue 7): a deposit paid in the sandbox, then, under
 * Payments → Plans, "Record payment" on the plan's row: cash, a note, the confirmation naming the amount, and
 * the plan is complete.
 */

const business = 'America/Mexico_City';
// Spanish: the owner's account is shared with payment-plans.spec.ts, which makes it in Spanish.
const lang = 'es' as const;
const m = (key: string, values: Record<string, string | number> = {}) =>
  message(lang, key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));

interface Service {
  slug: string;
  requiresPayment: boolean;
  flexiblePayments: { depositOffered: boolean } | null;
}

async function depositService(request: APIRequestContext): Promise<string> {
  const { services } = (await (await request.get('/api/booking/services')).json()) as { services: Service[] };
  const service = services.find((s) => s.requiresPayment && s.flexiblePayments?.depositOffered);
  expect(service, 'a seeded service offering a deposit').toBeTruthy();
  return service!.slug;
}

/** The second-to-last free time of the k-th bookable day at least `minDays` ahead (other specs book others). */
async function freeTime(request: APIRequestContext, service: string, minDays: number, k: number) {
  const answer = (await (
    await request.get(`/api/booking/slots?service=${service}&tz=${encodeURIComponent(business)}`)
  ).json()) as { days: { date: string; slots: { start: string }[] }[] };
  const from = new Date(Date.now() + minDays * 86_400_000).toISOString().slice(0, 10);
  const day = answer.days.filter((d) => d.date > from && d.slots.length > 1)[k];
  expect(day, `a free day #${k} more than ${minDays} days ahead`).toBeTruthy();
  return day!.slots[day!.slots.length - 2]!.start;
}

/** The owner's account: made once (another spec may have made it already), then signed in through the form. */
async function ownerAccount(request: APIRequestContext, email: string) {
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey: 'estudio-public' },
    data: { email, password: PASSWORD },
  });
  if (!signIn.ok()) await createAccount(request, email, { fullName: 'Owner', language: lang });
}

/** No WCAG 2.2 A/AA violations on the page as it is now (with a dialog open, inside it). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

test.use({ locale: locales[lang], timezoneId: business });

test('the owner records the balance of a plan paid in cash, and the plan is complete', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-light', 'desktop-light covers it');
  test.setTimeout(120_000);
  const problems = watchForProblems(page);
  const service = await depositService(request);
  const start = await freeTime(request, service, 8, 4);

  // A customer books with a deposit and pays it in the sandbox.
  const booked = await request.post('/api/booking/appointments', {
    data: {
      service,
      start,
      name: 'Cliente Plan',
      email: uniqueEmail(testInfo, 'plan-admin'),
      language: lang,
      timeZone: business,
      paymentOption: 'deposit',
    },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await page.goto(new URL(((await booked.json()) as { checkoutUrl: string }).checkoutUrl).pathname);
  await waitForApp(page);
  await expect(page).toHaveURL(/\/sandbox-checkout\//);
  await page.getByLabel(m('payments.sandbox.card.number')).fill('4242 4242 4242 4242');
  await page.getByTestId('sandbox-pay').click();
  await expect(page).toHaveURL(/\/flexible-payment-success\?ref=[A-Za-z0-9_-]{16,}/);
  await expect(page.getByTestId('plan-state')).toHaveAttribute('data-view', 'active', { timeout: 25_000 });
  const reference = new URL(page.url()).searchParams.get('ref')!;
  await problems.settle();

  // The owner, under Payments → Plans.
  const owner = adminEmail(testInfo.project.name, 'plans-owner');
  await ownerAccount(request, owner);
  await page.goto(`/auth?next=${encodeURIComponent('/admin/payments?tab=plans')}`);
  await waitForApp(page);
  await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
  const row = page.locator(`[data-testid="plan-row"][data-reference="${reference}"]`);
  await expect(row).toHaveAttribute('data-status', 'active');

  // Record payment 2 of 2 (the balance): by keyboard, cash, a note, then the confirmation naming the amount.
  const action = row.getByRole('button', {
    name: m('payments.admin.plans.record.action', { seq: 2, count: 2, customer: 'Cliente Plan' }),
  });
  await action.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {
    name: m('payments.admin.plans.record.title', { seq: 2, count: 2 }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(m('payments.admin.markPaid.method'))).toHaveValue('cash');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: m('payments.admin.markPaid.submit') }).click();
  await expect(dialog.getByText(m('payments.admin.markPaid.errors.required'))).toBeVisible();
  await dialog.getByLabel(m('payments.admin.markPaid.note')).fill('Efectivo en el estudio');
  await dialog.getByRole('button', { name: m('payments.admin.markPaid.submit') }).click();
  await page
    .getByRole('dialog', { name: /\$\s?\d/ })
    .getByRole('button', { name: m('payments.admin.markPaid.confirm') })
    .click();

  await expect(dialog).toBeHidden();
  await expect(row).toHaveAttribute('data-status', 'completed');
  await expect(page.getByRole('status').filter({ hasText: 'Cliente Plan' })).toHaveText(
    m('payments.admin.plans.record.done', { seq: 2, customer: 'Cliente Plan' }),
  );
  await expect(row.getByRole('button', { name: m('payments.admin.plans.record.button') })).toHaveCount(0);

  // The customer's plan page says so too.
  await page.goto(`/flexible-payment-success?ref=${reference}`);
  await waitForApp(page);
  await expect(page.getByTestId('plan-state')).toHaveAttribute('data-view', 'completed');
  await expect(page.getByTestId('instalment-2')).toHaveAttribute('data-status', 'paid');
  await problems.settle();
  problems.expectNone();
});
