import { expect, test } from '@playwright/test';
import { mailboxHeaders, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('the contact form checks the fields, sends, and both mails arrive', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, `contacto-${lang}`);
      const name = `Contacto ${testInfo.project.name} ${Date.now()}`;
      await page.goto('/app#contact');
      await waitForApp(page);
      const form = page.locator('form').filter({ has: page.getByTestId('contact-submit') });
      await form.getByTestId('contact-submit').click();
      await expect(form.getByText(m('home.contact.form.errors.required')).first()).toBeVisible();
      await expect(form.getByText(m('home.contact.form.errors.consent'))).toBeVisible();

      await form.getByLabel(m('home.contact.form.name'), { exact: true }).fill(name);
      await form.getByLabel(m('home.contact.form.email'), { exact: true }).fill(email);
      await form.getByLabel(m('home.contact.form.topic'), { exact: true }).selectOption('other');
      await form
        .getByLabel(m('home.contact.form.message'), { exact: true })
        .fill('Quiero renovar la identidad visual de mi despacho antes de marzo.');
      await form.getByText(m('home.contact.form.consent')).click();
      await form.getByTestId('contact-submit').click();
      await expect(page.getByTestId('contact-sent')).toContainText(email);

      const profile = (await (await request.get('/api/content/profile')).json()) as { contactEmail: string };
      const subjectsTo = async (to: string) => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: mailboxHeaders,
        });
        const { messages } = (await response.json()) as { messages: { subject: string }[] };
        return messages.map((mail) => mail.subject);
      };
      await expect.poll(() => subjectsTo(email), { timeout: 20_000 }).toHaveLength(1);
      await expect
        .poll(async () => (await subjectsTo(profile.contactEmail)).some((s) => s.includes(name)), {
          timeout: 20_000,
        })
        .toBe(true);
      await problems.settle();
      problems.expectNone();
    });

    test('coming soon takes an e-mail for launch news', async ({ page }, testInfo) => {
      test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, `lista-${lang}`);
      await page.goto('/coming-soon?area=talleres');
      await waitForApp(page);
      await page.getByLabel(m('home.comingSoon.launch.email'), { exact: true }).fill(email);
      await page.getByText(m('home.comingSoon.launch.consent')).click();
      await page.getByRole('button', { name: m('home.comingSoon.launch.send') }).click();
      await expect(page.getByTestId('launch-sent')).toContainText(email);
      await problems.settle();
      problems.expectNone();
    });
  });
}
