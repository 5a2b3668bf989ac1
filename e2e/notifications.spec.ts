import { expect, test } from '@playwright/test';
import {
  adminEmail,
  createAccount,
  fillSignIn,
  mailboxHeaders,
  PASSWORD,
  signUpByApi,
  uniqueEmail,
} from './accounts';
import { langs, message, waitForApp, watchForProblems } from './support';

// The notification settings are one row for the whole site: the two languages take turns.
test.describe.configure({ mode: 'serial' });

for (const lang of langs) {
  test(`Settings → Notifications saves the owner's e-mails, digest and sender name (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-light', 'behaviour; one project is enough');
    const m = (key: string) => message(lang, key);
    const n = (key: string) => m(`admin.notifications.${key}`);
    const problems = watchForProblems(page);
    const owner = adminEmail(testInfo.project.name, `notifications-owner-${lang}`);
    await createAccount(request, owner, { fullName: 'Dueña', language: lang });
    await page.goto(`/auth?lang=${lang}&next=${encodeURIComponent('/admin/settings')}`);
    await waitForApp(page);
    await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
    await expect(page).toHaveURL(/\/admin\/settings/);

    const section = page.locator('#settings-notifications');
    await expect(section.getByRole('button', { name: n('save') })).toBeVisible();
    // Nothing on the settings page promises what is not there.
    await expect(page.getByText(m('admin.availableSoon'), { exact: true })).toHaveCount(0);

    const payment = section.getByLabel(n('kinds.payment.label'));
    const digest = section.getByLabel(n('digestLabel'));
    const hour = section.getByLabel(n('digestHour'));
    const sender = section.getByLabel(n('senderName'));
    await expect(payment).toBeChecked();
    await expect(hour).toBeDisabled();
    // The clients' reminders as they are set under Availability (seeded: 1 day and 1 hour before).
    await expect(section.getByTestId('notifications-reminders')).toHaveText(
      n('remindersNow').replace(
        '{list}',
        new Intl.ListFormat(lang, { type: 'conjunction' }).format(
          [
            [1, 'day'],
            [1, 'hour'],
          ].map(([amount, unit]) =>
            new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', {
              style: 'unit',
              unit: unit as string,
              unitDisplay: 'long',
            }).format(amount as number),
          ),
        ),
      ),
    );

    await payment.uncheck();
    await digest.check();
    await hour.selectOption('7');
    await sender.fill('Ana <ana@example.com>');
    await section.getByRole('button', { name: n('save') }).click();
    await expect(section.getByText(n('senderNameInvalid'))).toBeVisible();

    const name = `Ana Estudio ${lang.toUpperCase()}`;
    await sender.fill(name);
    await expect(
      section.getByText(n('senderPreview').replace('{from}', `${name} <`), { exact: false }),
    ).toBeVisible();
    await section.getByRole('button', { name: n('save') }).click();
    await expect(section.getByRole('status').filter({ hasText: n('saved') })).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await expect(payment).not.toBeChecked();
    await expect(digest).toBeChecked();
    await expect(hour).toHaveValue('7');
    await expect(sender).toHaveValue(name);

    // The sender name is the display name of every mail from now on (here: a sign-up confirmation).
    const visitor = uniqueEmail(testInfo, `notify-${lang}`);
    await signUpByApi(request, visitor);
    await expect
      .poll(async () => {
        const list = (await (
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(visitor)}`, { headers: mailboxHeaders })
        ).json()) as {
          messages: { id: number }[];
        };
        if (list.messages.length === 0) return 'no mail yet';
        const mail = (await (
          await request.get(`/api/dev/mailbox/${list.messages[0]!.id}`, { headers: mailboxHeaders })
        ).json()) as {
          from: string;
        };
        return mail.from;
      })
      .toContain(`"${name}" <`);

    // Back to the defaults, so other specs meet today's behaviour.
    await payment.check();
    await digest.uncheck();
    await sender.fill('');
    await section.getByRole('button', { name: n('save') }).click();
    await expect(section.getByRole('status').filter({ hasText: n('saved') })).toBeVisible();
    await expect(payment).toBeChecked();
    problems.expectNone();
  });
}
