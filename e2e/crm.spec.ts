import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { fillMessage, langs, locales, message, waitForApp, watchForProblems } from './support';

const BUSINESS = 'America/Mexico_City';

for (const lang of langs) {
  test.describe(`CRM in ${lang}`, () => {
    test.use({ locale: locales[lang] });

    test('a visitor books and pays; the owner finds them as a contact with the booking and the payment, tags three in bulk, exports, and keeps the search as a saved view (picked, then deleted)', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const m = (key: string) => message(lang, key);
      const problems = watchForProblems(page);
      const run = `crm${lang}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;

      // A visitor books a paid service (the booking API the booking page calls) on a day and time of this
      // test's own, and pays through the sandbox checkout's API.
      const { services } = (await (await request.get('/api/booking/services')).json()) as {
        services: { slug: string; requiresPayment: boolean; priceMinor: number }[];
      };
      const paid = services.find((s) => s.requiresPayment && s.priceMinor > 0);
      expect(paid, 'a seeded service that requires payment').toBeTruthy();
      const slots = (await (
        await request.get(`/api/booking/slots?service=${paid!.slug}&tz=${encodeURIComponent(BUSINESS)}`)
      ).json()) as { days: { date: string; slots: { start: string }[] }[] };
      const offset =
        (testInfo.project.name.startsWith('phone') ? 2 : 0) +
        (testInfo.project.name.endsWith('dark') ? 4 : 0);
      const day = slots.days.filter((d) => d.slots.length > 2).at(-1 - offset - (lang === 'en' ? 1 : 0))!;
      const booker = { name: `Booker ${run}`, email: uniqueEmail(testInfo, `booker-${lang}`) };
      const booked = await request.post('/api/booking/appointments', {
        data: {
          service: paid!.slug,
          start: day.slots.at(-1)!.start,
          name: booker.name,
          email: booker.email.toUpperCase(),
          phone: '+52 55 1234 9876',
          language: lang,
          timeZone: BUSINESS,
        },
        headers: { 'x-forwarded-for': `198.51.100.${((offset * 2 + (lang === 'en' ? 1 : 0)) % 250) + 1}` },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      const { checkoutUrl } = (await booked.json()) as { checkoutUrl: string };
      const checkout = new URL(checkoutUrl).pathname.split('/').at(-1)!;
      const payment = await request.post(`/api/payments/sandbox/${checkout}/pay`, {
        data: { method: 'card' },
      });
      expect(payment.status(), await payment.text()).toBe(200);
      // Someone else writes through the contact form.
      const writer = { name: `Writer ${run}`, email: uniqueEmail(testInfo, `writer-${lang}`) };
      const sent = await request.post('/api/contact', {
        data: { ...writer, topic: 'other', message: `Hola ${run}`, consent: true, language: lang },
        headers: { 'x-forwarded-for': `203.0.113.${((offset * 2 + (lang === 'en' ? 1 : 0)) % 250) + 1}` },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      // …and a third person writes too.
      const third = { name: `Third ${run}`, email: uniqueEmail(testInfo, `third-${lang}`) };
      const sentThird = await request.post('/api/contact', {
        data: { ...third, topic: 'other', message: `Hola ${run}`, consent: true, language: lang },
        headers: { 'x-forwarded-for': `203.0.113.${((offset * 2 + (lang === 'en' ? 1 : 0)) % 250) + 101}` },
      });
      expect(sentThird.status(), await sentThird.text()).toBe(200);

      const owner = adminEmail(testInfo.project.name, lang === 'es' ? 'crm-owner-es' : 'crm-owner-en');
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent(`/admin/leads?q=${run}`)}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/admin\/leads/);
      await expect(page.locator('h1')).toHaveText(m('admin.leads.title'));
      const rows = page.getByTestId('leads-table').locator('tbody tr');
      await expect(rows).toHaveCount(3);

      // The booker is one contact (their e-mail was in capitals), with the booking on the timeline.
      const bookerRow = rows.filter({ hasText: booker.name });
      await expect(bookerRow).toContainText(booker.email);
      await bookerRow.getByRole('button', { name: booker.name }).click();
      const sheet = page.getByRole('dialog');
      const timeline = sheet.getByTestId('lead-timeline');
      await expect(timeline.locator('li[data-kind="appointment"]')).toContainText(
        m('admin.leads.events.booking'),
      );
      // …and the payment that confirmed it.
      await expect(timeline.locator('li[data-kind="payment"]')).toHaveCount(1);
      await expect(sheet).toContainText('+52 55 1234 9876');
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      // The three rows selected with the page's box, then a new coloured tag made and added to all three.
      await page.getByRole('checkbox', { name: m('admin.leads.bulk.selectPage') }).check();
      const bar = page.getByTestId('bulk-bar');
      await expect(bar).toContainText(fillMessage(lang, 'admin.leads.bulk.selected', { count: 3 }));
      await bar
        .getByLabel(m('admin.leads.bulk.tag'), { exact: true })
        .selectOption({ label: m('admin.leads.bulk.newTag') });
      const tagDialog = page.getByRole('dialog');
      await tagDialog.getByLabel(m('admin.leads.tags.name')).fill(`VIP ${run}`);
      await tagDialog.getByText(m('admin.leads.tags.colors.violet')).click();
      await tagDialog.getByRole('button', { name: m('admin.leads.tags.create') }).click();
      await expect(bar.getByTestId('bulk-result')).toHaveText(
        fillMessage(lang, 'admin.leads.bulk.done', { changed: 3, matched: 3 }),
      );
      await expect(rows.getByTestId('contact-tag')).toHaveText([`VIP ${run}`, `VIP ${run}`, `VIP ${run}`]);

      // The selection exports as CSV with the phone and the words of the language.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bar.getByRole('button', { name: m('admin.leads.bulk.exportCsv') }).click(),
      ]);
      const csv = fs.readFileSync((await download.path())!, 'utf8');
      const [header, ...lines] = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(header).toContain(lang === 'es' ? 'Teléfono' : 'Phone Number');
      expect(lines).toHaveLength(3);
      expect(lines.find((l) => l.includes(booker.email))).toContain("'+52 55 1234 9876");
      expect(lines.join('\n')).toContain(lang === 'es' ? 'Nuevo' : 'New');

      // The search saved as a view is the current view at once, with its delete action.
      const viewName = `View ${run}`;
      const deleteView = page.getByRole('button', {
        name: fillMessage(lang, 'admin.leads.views.delete', { name: viewName }),
      });
      const viewPicker = page.getByLabel(m('admin.leads.views.label'), { exact: true });
      await expect(deleteView).toHaveCount(0);
      await page.getByRole('button', { name: m('admin.leads.views.save'), exact: true }).click();
      const saveDialog = page.getByRole('dialog');
      await saveDialog.getByLabel(m('admin.leads.views.name')).fill(viewName);
      await saveDialog.getByRole('button', { name: m('admin.leads.views.saveDo'), exact: true }).click();
      await expect(saveDialog).toHaveCount(0);
      await expect(
        page.getByText(fillMessage(lang, 'admin.leads.views.saved', { name: viewName })),
      ).toBeVisible();
      await expect(viewPicker.locator('option:checked')).toHaveText(viewName);
      await expect(deleteView).toBeVisible();

      // On the plain list it is not; picked in the list, it brings its search back and is current again.
      await page.goto('/admin/leads');
      await waitForApp(page);
      await expect(viewPicker.locator('option:checked')).toHaveText(m('admin.leads.views.none'));
      await expect(deleteView).toHaveCount(0);
      await viewPicker.selectOption({ label: viewName });
      await expect(page).toHaveURL(new RegExp(`[?&]q=${run}`));
      await expect(rows).toHaveCount(3);
      await expect(viewPicker.locator('option:checked')).toHaveText(viewName);

      // Deleting asks first; cancelled, the view stays; confirmed, it is gone from the list.
      await deleteView.click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(
        fillMessage(lang, 'admin.leads.views.deleteConfirm', { name: viewName }),
      );
      await confirm.getByRole('button', { name: m('admin.leads.views.cancel') }).click();
      await expect(confirm).toHaveCount(0);
      await expect(viewPicker.locator('option', { hasText: viewName })).toHaveCount(1);
      await deleteView.click();
      await confirm
        .getByRole('button', { name: fillMessage(lang, 'admin.leads.views.delete', { name: viewName }) })
        .click();
      await expect(confirm).toHaveCount(0);
      await expect(viewPicker.locator('option', { hasText: viewName })).toHaveCount(0);
      await expect(viewPicker.locator('option:checked')).toHaveText(m('admin.leads.views.none'));
      await expect(deleteView).toHaveCount(0);
      await expect(rows).toHaveCount(3);
      await problems.settle();
      problems.expectNone();
    });
  });
}
