import type { AnswerValue, Questionnaire } from '@contracts/diagnostic';
import { ArrowLeft, ArrowRight, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Notice } from '@web/components/ui/form-notice';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { useAuth } from '@web/lib/auth';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n } from '@web/lib/i18n';
import { useQuestionnaire, useSubmitResult } from '../api/diagnostic';
import { ContactStep, type Account } from '../components/contact-step';
import { ContinueLater } from '../components/continue-later';
import { QuestionField } from '../components/question-field';
import {
  contactErrors,
  stepErrors,
  submitFailure,
  type FieldErrors,
  type SubmitProblem,
} from '../components/questionnaire-rules';
import { StepProgress, SubmitProblemNotice } from '../components/questionnaire-status';
import type { ResumeState } from '../components/resume-link';
import { clearProgress, newKey, saveProgress, storeResultToken } from '../components/storage';
import { useQuestionnaireProgress } from '../components/use-questionnaire-progress';

export default function QuestionnaireScreen() {
  const { t } = useI18n();
  useDocumentMeta(t('diagnostic.questionnaire.meta.title'), t('diagnostic.questionnaire.meta.description'));
  const query = useQuestionnaire();
  return (
    <Container className="max-w-2xl space-y-8 pt-12 pb-16 sm:pt-16">
      <header className="space-y-3">
        <Eyebrow>{t('diagnostic.questionnaire.eyebrow')}</Eyebrow>
        <h1 className="font-display text-4xl tracking-tight sm:text-5xl">
          {t('diagnostic.questionnaire.title')}
        </h1>
      </header>
      {query.data ? (
        <QuestionnaireForm questionnaire={query.data} />
      ) : query.isError ? (
        <Notice tone="error" title={t('diagnostic.questionnaire.loadError')}>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            <RotateCw aria-hidden />
            {t('diagnostic.questionnaire.retry.button')}
          </Button>
        </Notice>
      ) : (
        <div
          className="space-y-6"
          aria-busy="true"
          aria-label={t('diagnostic.questionnaire.progressPreparing')}
        >
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-8 w-2/3" />
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-3">
              <Skeleton className="h-5 w-5/6" />
              <Skeleton className="h-14 w-full" />
            </div>
          ))}
        </div>
      )}
    </Container>
  );
}

function QuestionnaireForm({ questionnaire }: { questionnaire: Questionnaire }) {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { version, steps } = questionnaire;
  const byId = new Map(questionnaire.questions.map((q) => [q.id, q]));
  const total = steps.length + 1;

  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitProblem, setSubmitProblem] = useState<SubmitProblem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  const submit = useSubmitResult();
  const { profile } = useAuth();
  const account: Account | null = profile ? { name: profile.fullName.trim(), email: profile.email } : null;
  const { progress, setProgress, update, draftState, resume } = useQuestionnaireProgress(
    questionnaire,
    account,
  );
  const step = Math.min(Math.max(progress.step, 0), steps.length);
  const onContact = step === steps.length;

  // Move focus to the step's heading when the step changes (not on the first render).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const setAnswer = (id: string, value: AnswerValue) => {
    setProgress((p) => ({ ...p, answers: { ...p.answers, [id]: value } }));
    setErrors((e) => {
      const { [`answers.${id}`]: _removed, ...rest } = e;
      return rest;
    });
  };

  function focusFirstError(keys: string[]) {
    const first = keys[0];
    if (!first) return;
    requestAnimationFrame(() => document.getElementById(`field-${first.replace('.', '-')}`)?.focus());
  }

  function next() {
    const found = stepErrors(steps, step, progress.answers);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(Object.keys(found));
    update({ step: step + 1 });
    window.scrollTo({ top: 0 });
  }

  function back() {
    setErrors({});
    update({ step: Math.max(0, step - 1) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!onContact) return next();
    const found = contactErrors(progress, account);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstError(Object.keys(found));
    send();
  }

  function send() {
    const key = progress.submissionKey ?? newKey();
    if (key !== progress.submissionKey) {
      const stored = { ...progress, submissionKey: key };
      saveProgress(version, stored);
      setProgress(stored);
    }
    setSubmitProblem(null);
    submit.mutate(
      {
        key,
        input: {
          version,
          answers: progress.answers,
          name: account?.name || progress.name.trim(),
          email: account?.email ?? progress.email.trim(),
          consent: true,
          company: progress.company.trim() || undefined,
          role: progress.role.trim() || undefined,
          language: lang,
          showName: progress.showName,
        },
      },
      {
        onSuccess: ({ result, resultToken }) => {
          storeResultToken(result.id, resultToken);
          clearProgress(version);
          void navigate(`/diagnostico-resultados?id=${encodeURIComponent(result.id)}`);
        },
        onError: (error) => {
          const failure = submitFailure(error, steps);
          if (failure.errors) setErrors(failure.errors);
          if (failure.step !== undefined) update({ step: failure.step });
          // The key was used with other answers: the next attempt gets a fresh one.
          if (failure.newKey) update({ submissionKey: undefined });
          setSubmitProblem(failure.problem);
          if (failure.errors) focusFirstError(Object.keys(failure.errors));
        },
      },
    );
  }

  const percent = Math.round((step / total) * 100);
  const stepText = t('diagnostic.questionnaire.stepOf', { current: step + 1, total });
  const title = onContact ? t('diagnostic.questionnaire.contact.heading') : (steps[step]?.title[lang] ?? '');
  const errorCount = Object.keys(errors).length;

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-8">
        <ResumeNotice state={resume} />
        <StepProgress percent={percent} stepText={stepText} draftSaved={draftState === 'saved'} />

        <h2
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl outline-none"
          data-testid="step-title"
        >
          {title}
        </h2>

        {errorCount > 0 ? (
          <Notice tone="error" role="alert">
            {t('diagnostic.questionnaire.stepErrors')}
          </Notice>
        ) : null}

        {onContact ? (
          <ContactStep progress={progress} update={update} errors={errors} account={account} />
        ) : (
          <div className="space-y-8">
            {(steps[step]?.questionIds ?? []).map((id) => {
              const question = byId.get(id);
              return question ? (
                <QuestionField
                  key={id}
                  question={question}
                  value={progress.answers[id]}
                  errors={errors[`answers.${id}`]}
                  onChange={(value) => setAnswer(id, value)}
                />
              ) : null;
            })}
          </div>
        )}

        <SubmitProblemNotice
          problem={submitProblem}
          hasFieldErrors={errorCount > 0}
          retrying={submit.isPending}
          onRetry={send}
        />

        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6">
          <Button
            type="button"
            variant="outline"
            onClick={back}
            disabled={step === 0 || submit.isPending}
            data-testid="back-step"
          >
            <ArrowLeft aria-hidden />
            {t('diagnostic.questionnaire.back')}
          </Button>
          {onContact ? (
            <Button type="submit" disabled={submit.isPending} data-testid="submit-diagnostic">
              {submit.isPending
                ? t('diagnostic.questionnaire.submitting')
                : t('diagnostic.questionnaire.submit')}
              <ArrowRight aria-hidden />
            </Button>
          ) : (
            <Button type="submit" data-testid="next-step">
              {t('diagnostic.questionnaire.next')}
              <ArrowRight aria-hidden />
            </Button>
          )}
        </div>
      </form>
      {onContact ? null : (
        <ContinueLater
          version={version}
          answers={progress.answers}
          email={progress.email}
          draftToken={progress.draftToken}
          onSaved={(address, token) => update({ email: address, draftToken: token })}
        />
      )}
    </>
  );
}

function ResumeNotice({ state }: { state: ResumeState }) {
  const { t } = useI18n();
  if (state === 'none') return null;
  const tone = state === 'restored' ? 'success' : state === 'loading' ? 'info' : 'error';
  return (
    <Notice tone={tone} role="status" data-testid="resume-notice">
      {t(`diagnostic.questionnaire.resume.${state}`)}
    </Notice>
  );
}
