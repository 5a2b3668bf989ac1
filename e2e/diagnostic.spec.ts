import { expect, test } from '@playwright/test';
import { uniqueEmail } from './accounts';
import { locales, message, waitForApp, watchForProblems } from './support';

test.use({ locale: locales.es });
const es = (key: string) => message('es', key);

test('take the diagnostic in es, see the results, share them and revoke the link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name.endsWith('dark'), 'behaviour; the light projects cover both layouts');
  test.setTimeout(60_000);
  const problems = watchForProblems(page);
  const email = uniqueEmail(testInfo, 'diagnostico');

  await page.goto('/diagnostico-marca-profesional');
  await waitForApp(page);
  await page
    .getByRole('link', { name: es('diagnostic.intro.start') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/diagnostico-cuestionario$/);

  // Next without answering: the step is validated first.
  const next = page.getByTestId('next-step');
  await expect(next).toBeVisible();
  await next.click();
  await expect(page.getByText(es('diagnostic.questionnaire.stepErrors'))).toBeVisible();

  // Answer every question of every step by clicking its options.
  let reloaded = false;
  while (await next.isVisible()) {
    const stepText = await page.getByTestId('step-of').textContent();
    const questions = page.getByTestId('question');
    const count = await questions.count();
    for (let i = 0; i < count; i++) {
      const question = questions.nth(i);
      const kind = await question.getAttribute('data-kind');
      const option = question.locator('label').nth(kind === 'likert' ? 3 : 0);
      await option.click();
      await expect(option.locator('input')).toBeChecked();
    }
    if (!reloaded) {
      // Autosave: a reload keeps the answers of the step.
      reloaded = true;
      // Leaving with requests in flight (a lazy chunk, the favicon) would abort them and count as failures.
      await problems.settle();
      await page.reload();
      await waitForApp(page);
      await expect(questions.first().locator('input:checked')).toHaveCount(1);
    }
    await next.click();
    await expect(page.getByTestId('step-of')).not.toHaveText(stepText ?? '');
  }

  await expect(page.getByTestId('step-title')).toHaveText(es('diagnostic.questionnaire.contact.heading'));
  await page.getByLabel(es('diagnostic.questionnaire.contact.name'), { exact: true }).fill('Lucía Prueba');
  await page.getByLabel(es('diagnostic.questionnaire.contact.email'), { exact: true }).fill(email);
  await page.getByLabel(es('diagnostic.questionnaire.contact.company'), { exact: true }).fill('Estudio QA');
  await page.getByText(es('diagnostic.questionnaire.contact.consent')).click();
  await page.getByText(es('diagnostic.questionnaire.contact.showName')).click();
  await page.getByTestId('submit-diagnostic').click();

  await expect(page).toHaveURL(/\/diagnostico-resultados\?id=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('overall-score')).toBeVisible();
  await expect(page.getByTestId('radar-chart').locator('polygon')).toHaveCount(5);
  await expect(page.getByTestId('dimension-scores').locator('li')).toHaveCount(6);
  await expect(page.getByTestId('strongest').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('weakest').locator('li')).toHaveCount(3);
  const shareUrl = await page.getByTestId('share-status').getAttribute('data-share-url');
  expect(shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{10,}$/);
  const sharePath = new URL(shareUrl!).pathname;
  await problems.settle();
  problems.expectNone();

  // The results mail, with the revoke link.
  let revokePath = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        if (!response.ok()) return `mailbox answered ${response.status()}`;
        const { messages } = (await response.json()) as { messages: { links: string[] }[] };
        const link = messages.flatMap((m) => m.links).find((l) => l.includes('?revoke='));
        if (link) revokePath = new URL(link).pathname + new URL(link).search;
        return link ? 'found' : 'not yet';
      },
      { message: `the results mail to ${email}`, timeout: 20_000 },
    )
    .toBe('found');
  expect(revokePath.startsWith(`${sharePath}?revoke=`)).toBe(true);

  // A fresh browser context (no local storage): the public view, with the name chosen to be shown.
  const context = await browser.newContext({ locale: locales.es });
  const visitor = await context.newPage();
  const visitorProblems = watchForProblems(visitor, {
    // A revoked share is a 404, from the API and, rendered on the server, for the page itself.
    status404Urls: [/\/(api\/diagnostic\/)?shared\//],
  });
  await visitor.goto(sharePath);
  await waitForApp(visitor);
  await expect(visitor.getByTestId('shared-title')).toContainText('Lucía Prueba');
  await expect(visitor.getByTestId('radar-chart')).toBeVisible();
  await expect(visitor.getByTestId('overall-score')).toHaveText(
    (await page.getByTestId('overall-score').textContent()) ?? '',
  );

  // The revoke link asks first, then the share is gone.
  await visitorProblems.settle();
  await visitor.goto(revokePath);
  await waitForApp(visitor);
  await visitor.getByRole('button', { name: es('diagnostic.sharedView.revokeConfirm') }).click();
  await expect(visitor.getByTestId('revoked-notice')).toBeVisible();
  await visitorProblems.settle();
  await visitor.goto(sharePath);
  await waitForApp(visitor);
  await expect(visitor.locator('h1')).toHaveText(es('diagnostic.shared.title'));
  visitorProblems.expectNone();
  await context.close();
});
