import { expect, test, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, mailedLink, PASSWORD, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

const SERVICE = 'consulta-inicial';
const zones: Record<Lang, string> = { es: 'America/Mexico_City', en: 'Europe/Madrid' };

/**
 * Chooses the k-th day with free times the calendar offers (counting from the first, across months), so
 * tests running side by side never want the same time, whatever the day of the week is today.
 */
async function pickDay(page: Page, k: number, nextMonth: string, zone: string) {
  // Today's and tomorrow's times depend on the clock (minimum notice, and the 12-hour cancel cut-off the test
  // needs to stay before): counting starts the day after tomorrow, so the k-th day works at any hour.
  const tomorrow = dayIn(zone, 1);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  let skip = k;
  for (let months = 0; months < 4; months++) {
    const all = page.locator('button[data-available]');
    const dates = (
      await all.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-day') ?? ''))
    ).filter((date) => date > tomorrow);
    const count = dates.length;
    if (skip < count) {
      const date = dates[skip]!;
      const day = page.locator(`button[data-day="${date}"]`);
      await day.click();
      await expect(day).toHaveAttribute('aria-pressed', 'true');
      return date;
    }
    skip -= count;
    await page.getByRole('button', { name: nextMonth }).click();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  }
  throw new Error('no free day found');
}

/** The date (YYYY-MM-DD) in a zone, `daysAhead` days from now. */
const dayIn = (zone: string, daysAhead = 0) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + daysAhead * 86_400_000));

const lightOnly = (projectName: string) =>
  test.skip(projectName.endsWith('dark'), 'behaviour; the light projects cover both layouts');

/** Which day a test books: different per project and language, so parallel tests never collide. */
const dayIndex = (projectName: string, slot: number) => (projectName.startsWith('phone') ? 3 : 0) + slot;

for (const [index, lang] of langs.entries()) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang], timezoneId: zones[lang] });
    const m = (key: string) => message(lang, key);

    test('book a free consultation, find the mail, cancel from its link and see the time free again', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(90_000);
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, `cita-${lang}`);
      const services = (await (await request.get('/api/booking/services')).json()) as {
        services: { slug: string; name: Record<Lang, string> }[];
      };
      const serviceName = services.services.find((s) => s.slug === SERVICE)!.name[lang];

      await page.goto('/calendar-booking');
      await waitForApp(page);
      await page.getByText(serviceName, { exact: true }).click();
      await page.getByRole('button', { name: m('booking.service.continue') }).click();
      await expect(page).toHaveURL(new RegExp(`service=${SERVICE}`));

      // The zone is explicit: the browser's own.
      await expect(page.getByTestId('zone-select')).toHaveValue(zones[lang]);
      const day = await pickDay(
        page,
        dayIndex(testInfo.project.name, index),
        m('booking.calendar.nextMonth'),
        zones[lang],
      );
      const time = page.getByTestId('times').getByRole('button').first();
      const timeText = (await time.textContent())!;
      await time.click();
      await expect(time).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: m('booking.time.continue') }).click();

      // Details: checked before the round trip, in the page's language.
      await page.getByRole('button', { name: m('booking.details.continue') }).click();
      await expect(page.getByText(m('booking.errors.fields.required')).first()).toBeVisible();
      await page
        .getByLabel(m('booking.details.name'), { exact: true })
        .fill(lang === 'es' ? 'Lucía Prueba' : 'Lucy Test');
      await page.getByLabel(m('booking.details.email'), { exact: true }).fill(email);
      await page.getByLabel(m('booking.details.language'), { exact: true }).selectOption(lang);
      await page.getByRole('button', { name: m('booking.details.continue') }).click();

      const booked = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/booking/appointments') && response.request().method() === 'POST',
      );
      // A double click books once (one Idempotency-Key; the button locks while the request runs).
      await page.getByTestId('confirm-booking').dblclick();
      const answer = (await (await booked).json()) as { appointment: { start: string; id: string } };
      await expect(page.getByTestId('booking-result')).toHaveAttribute('data-status', 'confirmed');
      await expect(page.getByRole('heading', { name: m('booking.result.confirmedTitle') })).toBeVisible();
      await expect(page.getByTestId('appointment-when')).toHaveAttribute(
        'data-start',
        answer.appointment.start,
      );
      await expect(page.getByTestId('appointment-when')).toContainText(timeText.split(/\s/)[0]!);

      // The confirmation mail links to the manage page.
      const link = await mailedLink(request, email, (l) => l.includes('/calendar-booking/manage/'));
      await problems.settle();
      await page.goto(link);
      await waitForApp(page);
      await expect(page.getByTestId('appointment')).toHaveAttribute('data-status', 'confirmed');
      await expect(page.getByTestId('appointment-when')).toHaveAttribute(
        'data-start',
        answer.appointment.start,
      );

      // Cancel: asked first, then done.
      await page.getByRole('button', { name: m('booking.manage.cancel') }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(m('booking.manage.cancelReason')).fill('e2e');
      await dialog.getByRole('button', { name: m('booking.manage.cancelConfirm') }).click();
      await expect(page.getByTestId('cancelled-notice')).toBeVisible();
      await expect(page.getByTestId('appointment')).toHaveAttribute('data-status', 'cancelled');

      // The time is offered again: by the API and on the booking page.
      const slots = (await (
        await request.get(
          `/api/booking/slots?service=${SERVICE}&from=${day}&to=${day}&tz=${encodeURIComponent(zones[lang])}`,
        )
      ).json()) as { days: { slots: { start: string }[] }[] };
      expect(slots.days.flatMap((d) => d.slots.map((s) => s.start))).toContain(answer.appointment.start);
      await page.getByRole('link', { name: m('booking.manage.bookAgain') }).click();
      await expect(page).toHaveURL(new RegExp(`/calendar-booking\\?service=${SERVICE}`));
      const again = page.locator(`button[data-day="${day}"]`);
      await expect(page.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
      if ((await again.count()) === 0)
        await page.getByRole('button', { name: m('booking.calendar.nextMonth') }).click();
      await again.click();
      await expect(
        page.getByTestId('times').getByRole('button', { name: timeText, exact: true }),
      ).toBeVisible();

      await problems.settle();
      problems.expectNone();
    });
  });
}

test.describe('owner', () => {
  test.use({ locale: locales.en });

  test('the owner reschedules an appointment from the calendar view', async ({ page, request }, testInfo) => {
    lightOnly(testInfo.project.name);
    test.setTimeout(90_000);
    const lang: Lang = 'en';
    const m = (key: string) => message(lang, key);
    const problems = watchForProblems(page);
    const business = 'America/Mexico_City';

    // A client's appointment, booked through the API on a day no other test uses.
    const answer = (await (
      await request.get(`/api/booking/slots?service=${SERVICE}&tz=${encodeURIComponent(business)}`)
    ).json()) as {
      days: { date: string; slots: { start: string }[] }[];
    };
    const day = answer.days.filter((d) => d.date > dayIn(business))[dayIndex(testInfo.project.name, 2)]!;
    const start = day.slots[0]!.start;
    const client = uniqueEmail(testInfo, 'cliente');
    const booked = await request.post('/api/booking/appointments', {
      data: {
        service: SERVICE,
        start,
        name: 'Cliente Calendario',
        email: client,
        language: 'es',
        timeZone: business,
      },
    });
    expect(booked.status(), await booked.text()).toBe(200);
    const { appointment } = (await booked.json()) as { appointment: { id: string } };

    const owner = adminEmail(testInfo.project.name, 'booking-owner');
    await createAccount(request, owner, { fullName: 'Owner', language: lang });
    await page.goto(`/auth?next=${encodeURIComponent(`/admin/appointments?view=week&date=${day.date}`)}`);
    await waitForApp(page);
    await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
    await expect(page.getByTestId('calendar-week')).toBeVisible();
    await page.locator(`[data-testid="calendar-appointment"][data-id="${appointment.id}"]`).click();

    const sheet = page.getByTestId('appointment-sheet');
    await expect(sheet.getByTestId('detail-when')).toHaveAttribute('data-start', start);
    await sheet.getByRole('button', { name: m('booking.admin.detail.reschedule') }).click();
    await expect(sheet.getByRole('grid')).not.toHaveAttribute('aria-busy', 'true');
    await sheet.locator('button[data-available]').first().click();
    const time = sheet.getByTestId('times').getByRole('button').last();
    await time.click();
    await sheet.getByTestId('admin-confirm-reschedule').click();

    await expect(sheet.getByTestId('detail-when')).not.toHaveAttribute('data-start', start);
    await expect(sheet.getByText(new RegExp(`^${m('booking.admin.events.rescheduled')}\\b`))).toBeVisible();

    // The owner's private notes: saved, said so, and there again after a reload.
    const notes = sheet.getByLabel(m('booking.admin.detail.internalNotes'));
    await notes.fill('Prefers mornings; bring the brand brief.');
    await sheet.getByRole('button', { name: m('booking.admin.detail.saveNotes') }).click();
    await expect(
      sheet.getByRole('status').filter({ hasText: m('booking.admin.detail.notesSaved') }),
    ).toBeVisible();
    // The open sheet is in the address, so a reload opens it again.
    await page.reload();
    await waitForApp(page);
    await expect(
      page.getByTestId('appointment-sheet').getByLabel(m('booking.admin.detail.internalNotes')),
    ).toHaveValue('Prefers mornings; bring the brand brief.');
    await problems.settle();
    problems.expectNone();
  });
});
