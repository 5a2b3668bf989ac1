import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of langs) {
  test.describe(lang, () => {
    test.use({ locale: locales[lang] });

    test(`the owner opens the overview, sees today's diagnostic and lead, and follows a card to its list (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      test.slow(); // An account, a diagnostic submission and three screens.
      const m = (key: string) => message(lang, key);
      const problems = watchForProblems(page);

      // A diagnostic submission through the API: a result, and a new lead waiting for a first contact.
      const questionnaire = (await (await request.get('/api/diagnostic/questionnaire')).json()) as {
        version: string;
        questions: { id: string; kind: string; options: { id: string }[] }[];
      };
      const answers = Object.fromEntries(
        questionnaire.questions.map((q) => [
          q.id,
          q.kind === 'likert' ? 4 : q.kind === 'single' ? q.options[0]!.id : [q.options[0]!.id],
        ]),
      );
      const name = `Resumen ${testInfo.project.name} ${lang} ${Date.now()}`;
      const submitted = await request.post('/api/diagnostic/results', {
        data: {
          version: questionnaire.version,
          answers,
          name,
          email: uniqueEmail(testInfo, `overview-${lang}`),
          consent: true,
          company: 'Despacho Resumen',
          language: lang,
          showName: false,
        },
      });
      expect(submitted.status(), await submitted.text()).toBe(200);

      const owner = adminEmail(testInfo.project.name, `overview-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Dueña', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.locator('h1')).toHaveText(m('admin.overview.title'));

      // The diagnostic card lists the result (with its score), and this week's count includes it.
      const diagnostic = page.getByTestId('overview-diagnostic');
      const result = diagnostic.getByRole('link', { name: new RegExp(escape(name)) });
      await expect(result).toBeVisible();
      await expect(result).toContainText('Despacho Resumen');
      await expect(
        diagnostic.getByRole('link', {
          name: new RegExp(`^\\d+\\s*${escape(m('admin.overview.diagnostic.thisWeek'))}`),
        }),
      ).not.toHaveText(/^0/);

      // The leads card lists the new lead among those waiting for a first contact.
      const leads = page.getByTestId('overview-leads');
      await expect(leads.getByRole('link', { name: new RegExp(escape(name)) })).toBeVisible();
      // The week's count can't open a list filtered to the week (leads filter by activity): its link says it
      // opens the newest leads first, and does.
      await expect(
        leads.getByRole('link', {
          name: new RegExp(
            `^\\d+\\s*${escape(m('admin.overview.leads.newThisWeek'))}\\s*${escape(m('admin.overview.leads.newestLink'))}$`,
          ),
        }),
      ).toHaveAttribute('href', '/admin/leads?sort=createdAt');

      // Every card is there and loaded (each either has figures or says what to do).
      for (const card of ['appointments', 'payments', 'leads', 'revenue', 'stays', 'diagnostic'])
        await expect(page.getByTestId(`overview-${card}`)).not.toHaveAttribute('aria-busy', 'true');

      // A count opens its list filtered to it: the leads still waiting, with this lead among them.
      await leads
        .getByRole('link', { name: new RegExp(`^\\d+\\s*${escape(m('admin.overview.leads.awaiting'))}`) })
        .click();
      await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
      await expect(page.locator('h1')).toHaveText(m('admin.leads.title'));
      await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);

      // A row opens its item: back on the overview, the result opens in the diagnostic screen's sheet.
      await page.goBack();
      await expect(page).toHaveURL(/\/admin$/);
      await result.click();
      await expect(page).toHaveURL(/\/admin\/analisis-marca\?id=[0-9a-f-]{36}$/);
      const sheet = page.getByRole('dialog');
      await expect(sheet).toContainText(name);
      await expect(sheet).toContainText('Despacho Resumen');

      await problems.settle();
      problems.expectNone();
    });
  });
}
