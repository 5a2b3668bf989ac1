import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

const BUSINESS = 'America/Mexico_City';
const dayIn = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

for (const lang of langs) {
  test.describe(`CRM tasks in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('the owner adds tasks on a contact, sees them on the overview, completes one and bulk-assigns one to three', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const m = (key: string) => message(lang, key);
      const problems = watchForProblems(page);
      const run = `tasks${lang}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
      const offset = testInfo.project.name.startsWith('phone') ? 40 : 10;

      // Three people write through the contact form (addresses of this test's own).
      const people = ['Uno', 'Dos', 'Tres'].map((n, i) => ({
        name: `${n} ${run}`,
        email: uniqueEmail(testInfo, `tasks-${lang}-${i}`),
        ip: `192.0.2.${offset + i + (lang === 'en' ? 5 : 0)}`,
      }));
      for (const person of people) {
        const sent = await request.post('/api/contact', {
          data: {
            name: person.name,
            email: person.email,
            topic: 'other',
            message: `Hola ${run}`,
            consent: true,
            language: lang,
          },
          headers: { 'x-forwarded-for': person.ip },
        });
        expect(sent.status(), await sent.text()).toBe(200);
      }

      const owner = adminEmail(testInfo.project.name, lang === 'es' ? 'tasks-owner-es' : 'tasks-owner-en');
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent(`/admin/leads?q=${run}`)}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin\/leads/);
      const rows = page.getByTestId('leads-table').locator('tbody tr');
      await expect(rows).toHaveCount(3);

      // Two tasks on the first contact: one overdue (a date long past, so it leads the overview's list), one today.
      const first = people[0]!;
      await rows.filter({ hasText: first.name }).getByRole('button', { name: first.name }).click();
      const sheet = page.getByRole('dialog');
      const tasks = sheet.getByTestId('contact-tasks');
      await expect(tasks).toContainText(m('admin.tasks.none'));
      const overdueTitle = `Llamar ${run}`;
      const todayTitle = `Propuesta ${run}`;
      for (const [title, date] of [
        [overdueTitle, '2001-02-03'],
        [todayTitle, dayIn(new Date())],
      ] as const) {
        await tasks.getByRole('button', { name: m('admin.tasks.add') }).click();
        await tasks.getByLabel(m('admin.tasks.form.title'), { exact: true }).fill(title);
        await tasks.getByLabel(m('admin.tasks.form.dueDate'), { exact: true }).fill(date);
        await tasks.getByRole('button', { name: m('admin.tasks.save') }).press('Enter');
        await expect(tasks.getByRole('listitem').filter({ hasText: title })).toBeVisible();
      }
      await expect(tasks.getByRole('listitem').filter({ hasText: overdueTitle })).toContainText(
        m('admin.tasks.states.overdue'),
      );
      await expect(tasks.getByRole('listitem').filter({ hasText: todayTitle })).toContainText(
        m('admin.tasks.states.today'),
      );
      // The timeline tells it in words.
      await expect(sheet.getByTestId('lead-timeline').getByTestId('task-event').first()).toContainText(
        todayTitle,
      );
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      // The overview's Tasks card: the overdue task listed, at least one due today, links to the contact.
      await page.goto('/admin');
      const card = page.getByTestId('overview-tasks');
      await expect(card.getByTestId('tasks-overdue')).not.toHaveText('0');
      await expect(card.getByTestId('tasks-dueToday')).not.toHaveText('0');
      const item = card.getByRole('link', { name: new RegExp(overdueTitle) });
      await expect(item).toContainText(first.name);
      await item.click();
      await expect(page).toHaveURL(/\/admin\/leads\?id=/);
      const opened = page.getByRole('dialog');
      const openedTasks = opened.getByTestId('contact-tasks');
      // Completed by keyboard: the checkbox takes Space.
      const box = openedTasks.getByRole('checkbox', {
        name: fillMessage(lang, 'admin.tasks.complete', { title: overdueTitle }),
      });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(openedTasks.getByRole('listitem').filter({ hasText: overdueTitle })).toContainText(
        m('admin.tasks.states.done'),
      );
      await page.keyboard.press('Escape');
      await page.goto('/admin');
      await expect(
        page.getByTestId('overview-tasks').getByRole('link', { name: new RegExp(overdueTitle) }),
      ).toHaveCount(0);

      // Bulk: all three selected, one task each.
      await page.goto(`/admin/leads?q=${run}`);
      await expect(rows).toHaveCount(3);
      await page.getByRole('checkbox', { name: m('admin.leads.bulk.selectPage') }).check();
      const bar = page.getByTestId('bulk-bar');
      await bar.getByRole('button', { name: m('admin.tasks.bulk.open') }).click();
      const dialog = page.getByRole('dialog');
      const bulkTitle = `Catálogo ${run}`;
      await dialog.getByLabel(m('admin.tasks.form.title'), { exact: true }).fill(bulkTitle);
      await dialog.getByLabel(m('admin.tasks.form.dueDate'), { exact: true }).fill('2031-05-06');
      await dialog.getByLabel(m('admin.tasks.form.dueTime'), { exact: true }).fill('09:30');
      await dialog
        .getByRole('button', {
          name: fillMessage(lang, 'admin.tasks.bulk.submit', {
            target: fillMessage(lang, 'admin.tasks.bulk.target', { count: 3 }),
          }),
        })
        .click();
      await expect(bar.getByTestId('bulk-result')).toHaveText(
        fillMessage(lang, 'admin.tasks.bulk.done', { count: 3 }),
      );
      for (const person of people) {
        await rows.filter({ hasText: person.name }).getByRole('button', { name: person.name }).click();
        const each = page.getByRole('dialog').getByTestId('contact-tasks');
        await expect(each.getByRole('listitem').filter({ hasText: bulkTitle })).toContainText(
          m('admin.tasks.states.upcoming'),
        );
        await expect(each.getByRole('listitem').filter({ hasText: bulkTitle })).toContainText('09:30');
        await page.keyboard.press('Escape');
      }
      await problems.settle();
      problems.expectNone();
    });
  });
}
