import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

const lightOnly = (projectName: string) =>
  test.skip(projectName.endsWith('dark'), 'behaviour; the light projects cover both layouts');

test.use({ locale: locales.es });

test('the owner finds a lead from the contact form, reads the message and marks it contacted', async ({
  page,
  request,
}, testInfo) => {
  lightOnly(testInfo.project.name);
  test.slow();
  const m = (key: string) => message('es', key);
  const problems = watchForProblems(page);
  const name = `Prospecto ${testInfo.project.name} ${Date.now()}`;
  const email = uniqueEmail(testInfo, 'lead');
  const text = `Hola, quiero cotizar un sitio web para mi despacho (${Date.now()}).`;
  const sent = await request.post('/api/contact', {
    data: { name, email, topic: 'other', message: text, consent: true, language: 'es' },
    headers: { 'x-forwarded-for': `198.51.100.${testInfo.project.name.length + 10}` },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  const owner = adminEmail(testInfo.project.name, 'leads-owner');
  await createAccount(request, owner, { fullName: 'Dueña' });
  await page.goto(`/auth?next=${encodeURIComponent('/admin/leads')}`);
  await waitForApp(page);
  await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
  await expect(page).toHaveURL(/\/admin\/leads/);
  await expect(page.locator('h1')).toHaveText(m('admin.leads.title'));

  // Search narrows the table (and lands in the URL).
  await page.getByLabel(m('admin.leads.search'), { exact: true }).fill(email);
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('lead-status')).toHaveText(m('admin.leads.statuses.new'));
  await row.getByRole('button', { name }).click();

  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('lead-message')).toHaveText(text);
  await expect(
    sheet.getByRole('link', { name: m('admin.leads.detail.mailto').replace('{email}', email) }),
  ).toHaveAttribute('href', `mailto:${email}`);
  await sheet.getByLabel(m('admin.leads.detail.statusLabel')).selectOption('contacted');
  await expect(
    sheet.getByText(
      m('admin.leads.detail.statusSaved').replace('{status}', m('admin.leads.statuses.contacted')),
    ),
  ).toBeVisible();
  // The change is in the history, and the row behind the sheet follows.
  await expect(sheet.getByTestId('lead-timeline')).toContainText(m('admin.leads.events.leadStatus'));
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(row.getByTestId('lead-status')).toHaveText(m('admin.leads.statuses.contacted'));

  // Reloaded, the status is still there.
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('row').filter({ hasText: name }).getByTestId('lead-status')).toHaveText(
    m('admin.leads.statuses.contacted'),
  );
  await problems.settle();
  problems.expectNone();
});
