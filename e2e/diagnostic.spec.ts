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

    test('take the diagnostic: results are private until shared; the e-mailed private link opens them on another device', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(90_000);
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
      const resultId = new URL(page.url()).searchParams.get('id')!;
      await expect(page.getByTestId('overall-score')).toBeVisible();
      await expect(page.getByTestId('radar-chart').locator('polygon')).toHaveCount(5);
      await expect(page.getByTestId('dimension-scores').locator('li')).toHaveCount(6);
      await expect(page.getByTestId('strongest').locator('li')).toHaveCount(3);
      await expect(page.getByTestId('weakest').locator('li')).toHaveCount(3);

      // Private until shared: one state, one action.
      const panel = page.getByTestId('share-panel');
      await expect(panel.getByTestId('share-state')).toHaveText(m('diagnostic.results.privateBadge'));
      await expect(panel.getByTestId('share-result')).toBeVisible();
      await expect(panel.getByTestId('stop-sharing')).toHaveCount(0);
      // Its public page does not exist yet: the share id, read with this browser's token, answers 404.
      const shareId = await page.evaluate(async (id) => {
        const stored = JSON.parse(localStorage.getItem(`estudio.diagnostic.result.${id}`) ?? '{}') as {
          resultToken?: string;
        };
        const res = await fetch(`/api/diagnostic/results/${id}`, {
          headers: { 'x-result-token': stored.resultToken ?? '' },
        });
        return ((await res.json()) as { shareId: string }).shareId;
      }, resultId);
      const sharePath = `/shared/${shareId}`;
      expect((await request.get(sharePath)).status()).toBe(404);
      expect((await request.get(`/api/diagnostic/shared/${shareId}`)).status()).toBe(404);
      expect((await request.get(`/api/diagnostic/shared/${shareId}/image.png?lang=${lang}`)).status()).toBe(
        404,
      );

      await panel.getByTestId('share-result').click();
      await expect(panel.getByTestId('share-state')).toHaveText(m('diagnostic.results.sharedBadge'));
      await expect(panel.getByTestId('share-url')).toHaveValue(new RegExp(`${sharePath}$`));
      await expect(panel.getByTestId('share-result')).toHaveCount(0);
      await expect(panel.getByTestId('stop-sharing')).toBeVisible();
      await problems.settle();
      problems.expectNone();

      // Link previews read the server's HTML: title with the score, and the generated score card.
      const html = await (
        await request.get(sharePath, { headers: { 'accept-language': locales[lang] } })
      ).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(card).toContain(`/api/diagnostic/shared/${shareId}/image.png?lang=${lang}`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const picture = await request.get(new URL(card!).pathname + new URL(card!).search);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect((await picture.body()).length).toBeGreaterThan(10_000);

      // The results mail: the private link to the full results, never the public page.
      const privateLink = await mailedLink(request, email, (l) => l.includes('/diagnostico-resultados?id='));
      expect(new URL(privateLink).searchParams.get('id')).toBe(resultId);
      expect(new URL(privateLink).hash).toMatch(/^#token=[A-Za-z0-9_-]{32,}$/);

      // Another device (no local storage): the private link opens the full results, recommendations included.
      const context = await browser.newContext({ locale: locales[lang] });
      const phone = await context.newPage();
      const phoneProblems = watchForProblems(phone, {
        // A withdrawn share is a 404, from the API and, rendered on the server, for the page itself.
        status404Urls: [/\/(api\/diagnostic\/)?shared\//],
      });
      await phone.goto(
        new URL(privateLink).pathname + new URL(privateLink).search + new URL(privateLink).hash,
      );
      await waitForApp(phone);
      await expect(phone.getByTestId('overall-score')).toHaveText(
        (await page.getByTestId('overall-score').textContent()) ?? '',
      );
      await expect(
        phone.getByRole('heading', { name: m('diagnostic.results.recommendations') }),
      ).toBeVisible();
      expect(new URL(phone.url()).hash).toBe('');
      // The public view, with the name chosen to be shown.
      const visitor = await context.newPage();
      await visitor.goto(sharePath);
      await waitForApp(visitor);
      await expect(visitor.getByTestId('shared-title')).toContainText('Lucía Prueba');
      await expect(visitor.getByTestId('radar-chart')).toBeVisible();

      // Stop sharing from the e-mail's link: one click, and the public page is the not-available screen (404).
      const phonePanel = phone.getByTestId('share-panel');
      await expect(phonePanel.getByTestId('share-state')).toHaveText(m('diagnostic.results.sharedBadge'));
      await phonePanel.getByTestId('stop-sharing').click();
      await expect(phonePanel.getByTestId('share-state')).toHaveText(m('diagnostic.results.privateBadge'));
      await expect(phonePanel.getByTestId('share-status')).toHaveText(m('diagnostic.results.stopped'));
      await phoneProblems.settle();
      const gone = await visitor.goto(sharePath);
      expect(gone?.status()).toBe(404);
      await waitForApp(visitor);
      await expect(visitor.locator('h1')).toHaveText(m('diagnostic.shared.title'));
      await phoneProblems.settle();
      phoneProblems.expectNone();
      await context.close();
    });

    test('signed in: no retyping, and every result on the dashboard with share and stop sharing', async ({
      page,
      request,
    }, testInfo) => {
      lightOnly(testInfo.project.name);
      test.setTimeout(90_000);
      const email = uniqueEmail(testInfo, `diag-cuenta-${lang}`);
      const fullName = lang === 'es' ? 'Marta Cuenta' : 'Martha Account';
      await createAccount(request, email, { fullName, language: lang });
      const problems = watchForProblems(page, { status404Urls: [/\/(api\/diagnostic\/)?shared\//] });

      await page.goto(`/auth?next=${encodeURIComponent('/dashboard')}`);
      await waitForApp(page);
      await fillSignIn(page, email, PASSWORD, m('auth.signIn.submit'));
      await expect(page).toHaveURL(/\/dashboard/);
      const section = page.getByTestId('my-diagnostic');
      await expect(section.getByText(m('diagnostic.mine.emptyTitle'))).toBeVisible();

      await page.goto('/diagnostico-cuestionario');
      await waitForApp(page);
      const next = page.getByTestId('next-step');
      await expect(next).toBeVisible();
      while (await next.isVisible()) {
        const stepText = await page.getByTestId('step-of').textContent();
        await answerStep(page);
        await next.click();
        await expect(page.getByTestId('step-of')).not.toHaveText(stepText ?? '');
      }
      // The contact step shows the account's name and e-mail instead of asking for them.
      const account = page.getByTestId('contact-account');
      await expect(account).toContainText(fullName);
      await expect(account).toContainText(email);
      await expect(page.getByLabel(m('diagnostic.questionnaire.contact.email'), { exact: true })).toHaveCount(
        0,
      );
      await expect(page.getByLabel(m('diagnostic.questionnaire.contact.name'), { exact: true })).toHaveCount(
        0,
      );
      await page.getByText(m('diagnostic.questionnaire.contact.consent')).click();
      await page.getByTestId('submit-diagnostic').click();
      await expect(page).toHaveURL(/\/diagnostico-resultados\?id=[0-9a-f-]{36}$/);
      const score = (await page.getByTestId('overall-score').textContent()) ?? '';
      await expect(page.getByTestId('share-state')).toHaveText(m('diagnostic.results.privateBadge'));

      // The dashboard lists it, private, with the way to share it and to stop.
      await page.goto('/dashboard');
      await waitForApp(page);
      const item = section.getByTestId('my-diagnostic-result');
      await expect(item).toHaveCount(1);
      const overall = /\d+/.exec(score)![0];
      await expect(item.getByTestId('my-diagnostic-score')).toHaveText(
        m('diagnostic.mine.score').replace('{score}', overall),
      );
      await expect(item.getByTestId('share-state')).toHaveText(m('diagnostic.results.privateBadge'));
      await item.getByTestId('share-result').click();
      await expect(item.getByTestId('share-state')).toHaveText(m('diagnostic.results.sharedBadge'));
      const shareUrl = await item.getByTestId('share-url').inputValue();
      expect((await request.get(new URL(shareUrl).pathname)).status()).toBe(200);
      await item.getByTestId('stop-sharing').click();
      await expect(item.getByTestId('share-state')).toHaveText(m('diagnostic.results.privateBadge'));
      expect((await request.get(new URL(shareUrl).pathname)).status()).toBe(404);

      // The full results from the dashboard, on a device without the result's token (the account is enough).
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('estudio.diagnostic.')) localStorage.removeItem(key);
      });
      await item.getByRole('link', { name: m('diagnostic.mine.open') }).click();
      await expect(page).toHaveURL(/\/diagnostico-resultados\?id=/);
      await expect(page.getByTestId('overall-score')).toHaveText(score);
      await expect(
        page.getByRole('heading', { name: m('diagnostic.results.recommendations') }),
      ).toBeVisible();
      await problems.settle();
      problems.expectNone();
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
