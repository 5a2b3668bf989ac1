import { expect, test, type Page } from '@playwright/test';
import { adminEmail, createAccount, fillSignIn, mailedLink, PASSWORD, uniqueEmail } from './accounts';
import { langs, locales, message, waitForApp, watchForProblems, type Lang } from './support';

/** Answers every question of the current step (the fourth likert point, the first option otherwise). */
async function answerStep(page: Page) {
  const questions = page.getByTestId('question');
  // The questionnaire loads after the page: count its questions only once they are there.
  await expect(questions.first()).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    const kind = await question.getAttribute('data-kind');
    const option = question.locator('label').nth(kind === 'likert' ? 3 : 0);
    await option.click();
    await expect(option.locator('input')).toBeChecked();
  }
}

const lightOnly = (projectName: string) =>
  test.skip(projectName.endsWith('dark'), 'behaviour; the light projects cover both layouts');

for (const lang of langs) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: locales[lang] });
    const m = (key: string) => message(lang, key);

    test('take the diagnostic, see the results, share them with a preview card and revoke the link', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(60_000);
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, `diagnostico-${lang}`);

      await page.goto('/diagnostico-marca-profesional');
      await waitForApp(page);
      await page
        .getByRole('link', { name: m('diagnostic.intro.start') })
        .first()
        .click();
      await expect(page).toHaveURL(/\/diagnostico-cuestionario$/);

      // Next without answering: the step is validated first.
      const next = page.getByTestId('next-step');
      await expect(next).toBeVisible();
      await next.click();
      await expect(page.getByText(m('diagnostic.questionnaire.stepErrors'))).toBeVisible();

      let reloaded = false;
      while (await next.isVisible()) {
        const stepText = await page.getByTestId('step-of').textContent();
        await answerStep(page);
        if (!reloaded) {
          // Autosave: a reload keeps the answers of the step.
          reloaded = true;
          // Leaving with requests in flight (a lazy chunk, the favicon) would abort them and count as failures.
          await problems.settle();
          await page.reload();
          await waitForApp(page);
          await expect(page.getByTestId('question').first().locator('input:checked')).toHaveCount(1);
        }
        await next.click();
        await expect(page.getByTestId('step-of')).not.toHaveText(stepText ?? '');
      }

      await expect(page.getByTestId('step-title')).toHaveText(m('diagnostic.questionnaire.contact.heading'));
      const contact = (key: string) =>
        page.getByLabel(m(`diagnostic.questionnaire.contact.${key}`), { exact: true });
      await contact('name').fill('Lucía Prueba');
      await contact('email').fill(email);
      await contact('company').fill('Estudio QA');
      await page.getByText(m('diagnostic.questionnaire.contact.consent')).click();
      await page.getByText(m('diagnostic.questionnaire.contact.showName')).click();
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
      const revokeLink = await mailedLink(request, email, (l) => l.includes('?revoke='));
      const revokePath = new URL(revokeLink).pathname + new URL(revokeLink).search;
      expect(revokePath.startsWith(`${sharePath}?revoke=`)).toBe(true);

      // Link previews read the server's HTML: title with the score, and the generated score card.
      const html = await (
        await request.get(sharePath, { headers: { 'accept-language': locales[lang] } })
      ).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card).toContain(`/api/diagnostic/shared/${sharePath.split('/').pop()}/image.png?lang=${lang}`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const picture = await request.get(new URL(card!).pathname + new URL(card!).search);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect((await picture.body()).length).toBeGreaterThan(10_000);

      // A fresh browser context (no local storage): the public view, with the name chosen to be shown.
      const context = await browser.newContext({ locale: locales[lang] });
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
      await visitor.getByRole('button', { name: m('diagnostic.sharedView.revokeConfirm') }).click();
      await expect(visitor.getByTestId('revoked-notice')).toBeVisible();
      await visitorProblems.settle();
      const gone = await visitor.goto(sharePath);
      expect(gone?.status()).toBe(404);
      await waitForApp(visitor);
      await expect(visitor.locator('h1')).toHaveText(m('diagnostic.shared.title'));
      visitorProblems.expectNone();
      await context.close();
    });

    test('continue later: the mailed link reopens the answers on another device', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      const problems = watchForProblems(page);
      const email = uniqueEmail(testInfo, `continuar-${lang}`);
      await page.goto('/diagnostico-cuestionario');
      await waitForApp(page);
      await answerStep(page);
      await page.getByTestId('next-step').click();
      const secondStep = m('diagnostic.questionnaire.stepOf').replace('{current}', '2');
      await expect(page.getByTestId('step-of')).toContainText(secondStep.split('{total}')[0]!);
      await page.getByTestId('continue-later').click();
      await page.getByLabel(m('diagnostic.questionnaire.later.email'), { exact: true }).fill(email);
      await page.getByRole('button', { name: m('diagnostic.questionnaire.later.send') }).click();
      await expect(page.getByTestId('resume-link-sent')).toContainText(email);
      await problems.settle();
      problems.expectNone();

      const link = await mailedLink(request, email, (l) => l.includes('#resume='));
      const other = await browser.newContext({ locale: locales[lang] });
      const phone = await other.newPage();
      const phoneProblems = watchForProblems(phone);
      await phone.goto(new URL(link).pathname + new URL(link).hash);
      await waitForApp(phone);
      await expect(phone.getByTestId('resume-notice')).toHaveText(
        m('diagnostic.questionnaire.resume.restored'),
      );
      // The first unanswered step opens, and the token is gone from the address bar.
      await expect(phone.getByTestId('step-of')).toContainText(secondStep.split('{total}')[0]!);
      expect(new URL(phone.url()).hash).toBe('');
      await phone.getByTestId('back-step').click();
      const answered = phone.getByTestId('question');
      await expect(answered.first().locator('input:checked')).toHaveCount(1);
      await phoneProblems.settle();
      phoneProblems.expectNone();
      await other.close();
    });
  });
}

test.describe('owner', () => {
  test.use({ locale: locales.es });

  test('the owner sees a submission, its answers and its lead in the admin screen', async ({
    page,
    request,
  }, testInfo) => {
    lightOnly(testInfo.project.name);
    test.slow();
    const lang: Lang = 'es';
    const m = (key: string) => message(lang, key);
    const problems = watchForProblems(page);
    // A submission through the API (the visitor flow above covers the screens).
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
    const name = `Cliente ${testInfo.project.name} ${Date.now()}`;
    const submitted = await request.post('/api/diagnostic/results', {
      data: {
        version: questionnaire.version,
        answers,
        name,
        email: uniqueEmail(testInfo, 'lead'),
        consent: true,
        company: 'Despacho QA',
        language: lang,
        showName: false,
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(200);

    const owner = adminEmail(testInfo.project.name, 'diagnostic-owner');
    await createAccount(request, owner, { fullName: 'Dueña' });
    await page.goto(`/auth?next=${encodeURIComponent('/admin/analisis-marca')}`);
    await waitForApp(page);
    await fillSignIn(page, owner, PASSWORD, m('auth.signIn.submit'));
    await expect(page).toHaveURL(/\/admin\/analisis-marca/);
    await expect(page.locator('h1')).toHaveText(m('admin.diagnostic.title'));
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toContainText(name);
    await expect(sheet).toContainText('Despacho QA');
    await problems.settle();
    problems.expectNone();
  });
});
