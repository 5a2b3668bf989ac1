import { expect, test, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD } from './accounts';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

/** Today in Mexico City, and a day before it (YYYY-MM-DD): the days the report's presets end on. */
const mexicoDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

/** The figure under a label in a section's headline figures. */
const stat = (page: Page, section: string, label: string) =>
  page
    .getByRole('region', { name: section, exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

for (const lang of langs) {
  test.describe(lang, () => {
    test.use({ locale: locales[lang] });

    test(`the owner reads the report, changes the period and reads a chart as a table (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      test.slow(); // An account, a lead and several reports.
      const m = (key: string) => message(lang, key);
      const problems = watchForProblems(page);

      // A lead from the contact form: a new lead today, from the "contact" source.
      const stamp = `${testInfo.project.name}-${lang}-${Date.now()}`;
      const sent = await request.post('/api/contact', {
        data: {
          name: `Reporte ${stamp}`,
          email: `report-${stamp}@estudio.test`,
          topic: 'other',
          message: `Quiero ver mis números en el reporte (${stamp}).`,
          consent: true,
          language: lang,
        },
        headers: { 'x-forwarded-for': `198.51.100.${40 + testInfo.project.name.length + lang.length}` },
      });
      expect(sent.status(), await sent.text()).toBe(200);

      const owner = adminEmail(testInfo.project.name, `reports-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Dueña', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/reports')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin\/reports$/);
      await expect(page.locator('h1')).toHaveText(m('reports.title'));

      // The default report: the last 30 days against the previous 30, with today's lead in it.
      const preset = page.getByLabel(m('reports.period.label'), { exact: true });
      await expect(preset).toHaveValue('30d');
      const newLeads = stat(page, m('reports.leads.title'), m('reports.leads.created'));
      await expect(newLeads).toHaveText(/^[1-9][\d,]*$/);

      // "By source" as a table: the chart gives way to a real table whose Contact row counts the lead.
      const bySource = page.getByRole('region', { name: m('reports.leads.bySource'), exact: true });
      const toggle = bySource.getByRole('button', { name: m('reports.chart.showTable') });
      await toggle.click();
      await expect(bySource.getByRole('button', { name: m('reports.chart.hideTable') })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const table = bySource.getByRole('table', { name: m('reports.leads.bySource') });
      await expect(bySource.getByRole('list')).toHaveCount(0);
      expect((await table.boundingBox())?.width ?? 0).toBeGreaterThan(200);
      const contact = table.getByRole('row', { name: new RegExp(m('admin.leads.sources.contact')) });
      await expect(contact.getByRole('cell')).toHaveText(/^[1-9][\d,]*$/);

      // Another period: the URL keeps it (a bookmark), and the resolved days follow.
      const body = page.getByTestId('report-body');
      const period = page.getByTestId('report-period');
      await preset.selectOption('7d');
      await expect(page).toHaveURL(/[?&]preset=7d(&|$)/);
      // The days written as the browser's Intl writes them (its spaces may differ from Node's).
      const range = await page.evaluate(
        ([locale, from, to]) =>
          new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }).formatRange(new Date(`${from}T12:00:00Z`), new Date(`${to}T12:00:00Z`)),
        [locales[lang], mexicoDay(-6), mexicoDay()],
      );
      const sevenDays = fillMessage(lang, 'reports.period.showing', { range, count: 7 });
      await expect(period).toContainText(sevenDays);
      await page.getByLabel(m('reports.period.compare'), { exact: true }).selectOption('none');
      await expect(page).toHaveURL(/[?&]preset=7d&compare=none$/);
      await expect(period).toHaveText(`${sevenDays} · ${m('reports.period.noComparison')}`);
      await expect(body).toHaveAttribute('aria-busy', 'false');
      await expect(newLeads).toHaveText(/^[1-9][\d,]*$/);

      // A custom range that ends before it starts is refused before anything is sent.
      await preset.selectOption('custom');
      await expect(page).toHaveURL(/[?&]preset=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
      await page.getByLabel(m('reports.period.from'), { exact: true }).fill(mexicoDay());
      await page.getByLabel(m('reports.period.to'), { exact: true }).fill(mexicoDay(-1));
      await page.getByRole('button', { name: m('reports.period.apply') }).click();
      await expect(page.getByText(m('reports.period.errors.inverted_range'))).toBeVisible();
      await expect(page.getByLabel(m('reports.period.to'), { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(page).not.toHaveURL(new RegExp(`to=${mexicoDay(-1)}`));

      // Corrected, it applies: today alone, in the URL, with today's lead.
      await page.getByLabel(m('reports.period.to'), { exact: true }).fill(mexicoDay());
      // Its report must be in before the reload below, which would abort it.
      const today = `from=${mexicoDay()}&to=${mexicoDay()}`;
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/admin/reports?') && r.url().includes(today),
      );
      await page.getByRole('button', { name: m('reports.period.apply') }).click();
      expect((await answered).status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(today));
      await expect(page.getByText(m('reports.period.errors.inverted_range'))).toHaveCount(0);
      await expect(body).toHaveAttribute('aria-busy', 'false');
      await expect(newLeads).toHaveText(/^[1-9][\d,]*$/);

      // The bookmark opens the same report.
      await page.reload();
      await waitForApp(page);
      await expect(preset).toHaveValue('custom');
      await expect(body).toHaveAttribute('aria-busy', 'false');
      await expect(page.getByLabel(m('reports.period.from'), { exact: true })).toHaveValue(mexicoDay());
      await expect(newLeads).toHaveText(/^[1-9][\d,]*$/);
      await expect(page.getByRole('link', { name: m('reports.exportLink') })).toHaveAttribute(
        'href',
        '/admin/reports/export',
      );
      await problems.settle();
      problems.expectNone();
    });
  });
}
