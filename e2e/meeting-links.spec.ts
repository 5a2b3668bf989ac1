import { expect, test } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, PASSWORD, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems } from './support';

/*
 * Issue 14, point 7 (ADR 024): the owner marks a service online with its meeting link; a client's confirmed
 * appointment shows "Join on Google Meet" on the manage page; the public list never carries the link.
 */

const business = 'America/Mexico_City';
const MEET = 'https://meet.google.com/abc-defg-hij';

for (const lang of langs) {
  test.describe(`meeting links (${lang})`, () => {
    test.use({ locale: locales[lang], timezoneId: business });
    const m = (key: string) => message(lang, key);

    test('the owner sets a meeting link; the client sees it on the manage page', async ({
      page,
      request,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; desktop-light covers it');
      test.setTimeout(90_000);
      // The refused http:// address is an expected 400.
      const problems = watchForProblems(page, { failingUrls: [/\/api\/admin\/booking\/services$/] });
      const owner = adminEmail(testInfo.project.name, `meeting-owner-${lang}`);
      await createAccount(request, owner, { fullName: 'Owner', language: lang });
      await page.goto(`/auth?next=${encodeURIComponent('/admin/settings')}`);
      await waitForApp(page);
      await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));

      const slug = `en-linea-${lang}-${Date.now().toString(36)}`;
      await page.getByRole('button', { name: m('booking.settings.services.new') }).click();
      await page.getByLabel(m('booking.settings.services.slug')).fill(slug);
      await page.getByLabel(m('booking.settings.services.nameEs')).fill('Asesoría en línea');
      await page.getByLabel(m('booking.settings.services.nameEn')).fill('Online advice');
      await page.getByLabel(m('booking.settings.services.descriptionEs')).fill('Una llamada por video.');
      await page.getByLabel(m('booking.settings.services.descriptionEn')).fill('A video call.');
      await page.getByTestId('service-online').check();
      const url = page.getByLabel(m('booking.settings.services.meeting.url'), { exact: true });
      // Not https: the server refuses it and the field says why.
      await url.fill('http://meet.google.com/abc-defg-hij');
      await page.getByRole('button', { name: m('booking.settings.services.save') }).click();
      await expect(page.getByText(m('booking.errors.fields.invalid_url'))).toBeVisible();
      await url.fill(MEET);
      await expect(
        page.getByText(m('booking.settings.services.meeting.recognised').replace('{name}', 'Google Meet')),
      ).toBeVisible();
      await page.getByRole('button', { name: m('booking.settings.services.save') }).click();
      await expect(page.getByRole('button', { name: m('booking.settings.services.save') })).toHaveCount(0);

      // A client books it (free: confirmed at once); the public list says "online" but not where.
      const list = await (await request.get('/api/booking/services')).text();
      expect(list).toContain(slug);
      expect(list).not.toContain('meet.google.com');
      const slots = (await (
        await request.get(`/api/booking/slots?service=${slug}&tz=${encodeURIComponent(business)}`)
      ).json()) as { days: { slots: { start: string }[] }[] };
      // A far day's last time: the booking spec books the first times of the first days in the browser, and
      // taking one of those made it fail ("That time was just taken") when both ran side by side.
      const open = slots.days.filter((d) => d.slots.length > 0);
      const far = open[open.length - (lang === 'es' ? 20 : 21)]!;
      const start = far.slots[far.slots.length - 1]!.start;
      const booked = await request.post('/api/booking/appointments', {
        data: {
          service: slug,
          start,
          name: 'Cliente En Línea',
          email: uniqueEmail(testInfo, `meeting-${lang}`),
          language: lang,
          timeZone: business,
        },
      });
      expect(booked.status(), await booked.text()).toBe(200);
      const { manageToken } = (await booked.json()) as { manageToken: string };

      await page.goto(`/calendar-booking/manage/${manageToken}`);
      await waitForApp(page);
      const link = page.getByTestId('meeting-link');
      await expect(link).toHaveText(m('booking.meeting.joinOn').replace('{name}', 'Google Meet'));
      await expect(link).toHaveAttribute('href', MEET);
      await problems.settle();
      problems.expectNone();
    });
  });
}
