import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

const SERVICE = 'consulta-inicial';
const BUSINESS = 'America/Mexico_City';

for (const lang of langs) {
  test.describe(`CRM pipeline in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('the owner finds a booker, creates a deal, wins it on the board by keyboard and sees the history', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      const m = (key: string) => message(lang, key);
      const f = (key: string, vars: Record<string, string | number>) => fillMessage(lang, key, vars);
      const problems = watchForProblems(page);
      const run = `deal${lang}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;

      // A visitor books through the booking API, on a day no other spec takes (crm.spec.ts books the last
      // eight bookable days; this one the eight before them) and on the day's second-to-last slot.
      const slots = (await (
        await request.get(`/api/booking/slots?service=${SERVICE}&tz=${encodeURIComponent(BUSINESS)}`)
      ).json()) as { days: { date: string; slots: { start: string }[] }[] };
      const offset =
        (testInfo.project.name.startsWith('phone') ? 2 : 0) +
        (testInfo.project.name.endsWith('dark') ? 4 : 0) +
        (lang === 'en' ? 1 : 0);
      const days = slots.days.filter((d) => d.slots.length > 2);
      const day = days.at(-9 - offset) ?? days[offset]!;
      const booker = { name: `Booker ${run}`, email: uniqueEmail(testInfo, `deal-booker-${lang}`) };
      const booked = await request.post('/api/booking/appointments', {
        data: {
          service: SERVICE,
          start: day.slots.at(-2)!.start,
          name: booker.name,
          email: booker.email,
          phone: '+52 55 2222 3333',
          language: lang,
          timeZone: BUSINESS,
        },
        headers: { 'x-forwarded-for': `198.51.100.${(offset % 250) + 101}` },
      });
      expect(booked.status(), await booked.text()).toBe(200);

      const owner = adminEmail(
        testInfo.project.name,
        lang === 'es' ? 'pipeline-owner-es' : 'pipeline-owner-en',
      );
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent(`/admin/leads?q=${run}`)}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin\/leads/);
      const rows = page.getByTestId('leads-table').locator('tbody tr');
      await expect(rows).toHaveCount(1);

      // The booker's record shows the booking; a deal is created from the contact's sheet.
      await rows.getByRole('button', { name: booker.name }).click();
      const sheet = page.getByRole('dialog');
      await expect(sheet.getByTestId('lead-timeline').locator('li[data-kind="appointment"]')).toContainText(
        m('admin.leads.events.booking'),
      );
      await sheet.getByRole('button', { name: m('admin.leads.pipeline.contact.create') }).click();
      const form = page.getByRole('dialog', { name: m('admin.leads.pipeline.form.newTitle') });
      const title = `Brand ${run}`;
      await form.getByLabel(m('admin.leads.pipeline.form.title')).fill(title);
      // A wrong amount is refused where it was typed, in words.
      await form.getByLabel(m('admin.leads.pipeline.form.value')).fill('mucho');
      await expect(form).toContainText(m('admin.leads.pipeline.errors.amount'));
      await form.getByLabel(m('admin.leads.pipeline.form.value')).fill('15000');
      await form.getByRole('button', { name: m('admin.leads.pipeline.form.create') }).click();
      await expect(form).toHaveCount(0);
      await expect(sheet.getByTestId('contact-deals')).toContainText(title);
      await expect(sheet.getByTestId('deal-event').first()).toContainText(title);
      await page.keyboard.press('Escape');

      // The board (filtered to this run, the list's own filter) shows the deal in New with its total.
      await page.goto(`/admin/leads-advanced?q=${run}`);
      await expect(page.locator('h1')).toHaveText(m('admin.leads.advanced.title'));
      const board = page.getByTestId('deal-board');
      const column = (stage: string) => board.getByTestId(`deal-column-${stage}`);
      await expect(column('new').getByTestId('deal-card')).toHaveText(new RegExp(title));
      await expect(column('new').getByTestId('deal-column-total')).toHaveText(/15[,.\s]?000/);
      await expect(column('won').getByTestId('deal-card')).toHaveCount(0);

      // By keyboard: space picks it up, three arrows right reach Won, space drops it.
      const handle = board.getByRole('button', { name: f('admin.leads.pipeline.card.drag', { title }) });
      await handle.focus();
      await page.keyboard.press('Space');
      await expect(
        page.getByText(
          f('admin.leads.pipeline.dnd.over', {
            title,
            stage: m('admin.leads.statuses.new'),
            index: 1,
            size: 1,
          }),
        ),
      ).toBeAttached();
      // One column per arrow, each announced (a person waits for the card to get there, so does the test).
      for (const stage of ['contacted', 'qualified', 'won']) {
        await page.keyboard.press('ArrowRight');
        await expect(
          page.getByText(
            f('admin.leads.pipeline.dnd.over', {
              title,
              stage: m(`admin.leads.statuses.${stage}`),
              index: 1,
              size: 1,
            }),
          ),
        ).toBeAttached();
        // The card has settled in its new column (dnd-kit measures the columns again) before the next arrow.
        await page.waitForTimeout(300);
      }
      await page.keyboard.press('Space');
      await expect(column('won').getByTestId('deal-card')).toHaveText(new RegExp(title));
      await expect(page.getByTestId('deal-board-status')).toHaveText(
        f('admin.leads.pipeline.moved', { title, stage: m('admin.leads.statuses.won') }),
      );
      await expect(column('new').getByTestId('deal-card')).toHaveCount(0);
      await expect(column('won').getByTestId('deal-column-total')).toHaveText(/15[,.\s]?000/);

      // The non-drag way back and forth: "Move to…" Qualified, then Won again.
      const card = board.getByTestId('deal-card').filter({ hasText: title });
      // The menu opens from the keyboard (Enter on its button): on the phone layout a pointer's release could
      // land on the menu that its press opened over the card.
      const actions = card.getByRole('button', { name: f('admin.leads.pipeline.card.actions', { title }) });
      await actions.focus();
      await actions.press('Enter');
      await page.getByRole('menuitem', { name: m('admin.leads.statuses.qualified') }).press('Enter');
      await expect(column('qualified').getByTestId('deal-card')).toHaveText(new RegExp(title));
      await expect(page.getByTestId('deal-board-status')).toHaveText(
        f('admin.leads.pipeline.moved', { title, stage: m('admin.leads.statuses.qualified') }),
      );
      await actions.focus();
      await actions.press('Enter');
      await page.getByRole('menuitem', { name: m('admin.leads.statuses.won') }).press('Enter');
      await expect(column('won').getByTestId('deal-card')).toHaveText(new RegExp(title));
      await expect(page.getByTestId('deal-board-status')).toHaveText(
        f('admin.leads.pipeline.moved', { title, stage: m('admin.leads.statuses.won') }),
      );

      // The contact's timeline has the whole history: created, won, moved back, won again.
      await page.goto(`/admin/leads?q=${run}`);
      await rows.getByRole('button', { name: booker.name }).click();
      const events = page.getByRole('dialog').getByTestId('deal-event');
      await expect(events).toHaveCount(4);
      const status = (stage: string) => m(`admin.leads.statuses.${stage}`);
      const won = (from: string) =>
        f('admin.leads.detail.dealWon', { title, from: status(from), value: '' }).replace(/ · $/, '');
      // Newest first.
      await expect(events.nth(0)).toContainText(won('qualified'));
      await expect(events.nth(1)).toContainText(
        f('admin.leads.detail.dealMoved', { title, from: status('won'), to: status('qualified') }),
      );
      await expect(events.nth(2)).toContainText(won('new'));
      await expect(events.nth(3)).toContainText(
        f('admin.leads.detail.dealCreated', { title, stage: status('new'), value: '' }).replace(/ · $/, ''),
      );
      await problems.settle();
      problems.expectNone();
    });
  });
}
