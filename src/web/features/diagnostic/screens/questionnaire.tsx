import type { AnswerValue, Questionnaire } from '@contracts/diagnostic';
import { ArrowLeft, ArrowRight, CloudOff, RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/form-checkbox';
import { FormField } from '@web/components/ui/form-field';
import { Notice } from '@web/components/ui/form-notice';
import { FieldError, Input } from '@web/components/ui/input';
import { Container, Eyebrow } from '@web/components/ui/layout';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { useDocumentMeta } from '@web/lib/head';
import { useI18n, type MessageKey } from '@web/lib/i18n';
import { saveDraft, useQuestionnaire, useSubmitResult } from '../api/diagnostic';
import { ContinueLater } from '../components/continue-later';
import { useResumeFromLink, type ResumeState } from '../components/resume-link';
import {
  clearProgress,
  loadProgress,
  newKey,
  saveProgress,
  storeResultToken,
  type StoredProgress,
} from '../components/storage';
import { EMAIL } from '../components/email';

type Question = Questionnaire['questions'][number];
type ContactField = 'name' | 'email' | 'consent';
/** A signed-in person's name and e-mail, from the profile: shown, not retyped (ADR 023). */
type Account = { name: string; email: string };
const answerErrorCodes = [
  'missing',
  'unknown_question',
  'wrong_type',
  'out_of_range',
  'unknown_option',
  'exclusive_option',
  'duplicate_option',
  'empty',
] as const;

const errorKey = (code: string) =>
  `diagnostic.questionnaire.errors.${(answerErrorCodes as readonly string[]).includes(code) ? code : 'invalid'}` as MessageKey;

function isAnswered(value: AnswerValue | undefined) {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  return value !== '';
}

const emptyProgress: StoredProgress = {
  answers: {},
  step: 0,
  name: '',
  email: '',
  company: '',
  role: '',
  consent: false,
  showName: false,
};

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

  const [progress, setProgress] = useState<StoredProgress>(() => ({
    ...emptyProgress,
    ...loadProgress(version),
  }));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [draftState, setDraftState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [submitProblem, setSubmitProblem] = useState<'network' | 'other' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<number | null>(null);
  const submit = useSubmitResult();
  const step = Math.min(Math.max(progress.step, 0), steps.length);
  const onContact = step === steps.length;
  const { profile } = useAuth();
  const account: Account | null = profile ? { name: profile.fullName.trim(), email: profile.email } : null;

  // Signed in: the profile's e-mail (and name, when it has one) are the ones used, drafts included.
  const accountName = account?.name ?? '';
  const accountEmail = account?.email ?? '';
  useEffect(() => {
    if (!accountEmail) return;
    setProgress((p) =>
      p.email === accountEmail && (!accountName || p.name === accountName)
        ? p
        : { ...p, email: accountEmail, name: accountName || p.name },
    );
  }, [accountEmail, accountName]);

  // Autosave every change on this device.
  useEffect(() => saveProgress(version, progress), [version, progress]);

  // Once an e-mail is given, keep a server draft too (debounced).
  const { answers, email, draftToken } = progress;
  useEffect(() => {
    if (!EMAIL.test(email.trim())) return;
    const timer = setTimeout(() => {
      setDraftState('saving');
      saveDraft({ version, answers, email: email.trim(), draftToken })
        .then((saved) => {
          setDraftState('saved');
          if (saved.draftToken !== draftToken) setProgress((p) => ({ ...p, draftToken: saved.draftToken }));
        })
        .catch(() => setDraftState('failed'));
    }, 800);
    return () => clearTimeout(timer);
  }, [version, answers, email, draftToken]);

  // Arriving through a "continue later" link: the server draft fills in, and the first unanswered step opens.
  const resume = useResumeFromLink(version, (draft, token) => {
    const restored = { ...progress.answers, ...draft.answers };
    const firstOpen = steps.findIndex((s) => s.questionIds.some((id) => !isAnswered(restored[id])));
    setProgress((p) => ({
      ...p,
      answers: { ...p.answers, ...draft.answers },
      email: draft.email,
      draftToken: token,
      step: firstOpen === -1 ? steps.length : firstOpen,
    }));
  });

  // Move focus to the step's heading when the step changes (not on the first render).
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const update = (patch: Partial<StoredProgress>) => setProgress((p) => ({ ...p, ...patch }));
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

  function validateStep(index: number): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    for (const id of steps[index]?.questionIds ?? []) {
      if (!isAnswered(progress.answers[id])) found[`answers.${id}`] = ['missing'];
    }
    return found;
  }

  function validateContact(): Record<string, string[]> {
    const found: Record<string, string[]> = {};
    if (!(account?.name || progress.name.trim())) found.name = ['required'];
    if (!account && !EMAIL.test(progress.email.trim())) found.email = ['email'];
    if (!progress.consent) found.consent = ['consent'];
    return found;
  }

  function next() {
    const found = validateStep(step);
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
    const found = validateContact();
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
          if (error instanceof ApiError && error.status === 400 && error.fields) {
            const fields = error.fields;
            setErrors(fields);
            const answerKeys = Object.keys(fields).filter((k) => k.startsWith('answers.'));
            const firstStep = steps.findIndex((s) =>
              s.questionIds.some((id) => answerKeys.includes(`answers.${id}`)),
            );
            if (firstStep >= 0) update({ step: firstStep });
            setSubmitProblem('other');
            focusFirstError(Object.keys(fields));
          } else if (error instanceof ApiError && error.status === 409) {
            // The key was used with other answers: the next attempt gets a fresh one.
            update({ submissionKey: undefined });
            setSubmitProblem('other');
          } else if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
            setSubmitProblem('network');
          } else {
            setSubmitProblem('other');
          }
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
        <div className="space-y-2">
          <div className="flex items-baseline justify-between gap-4 text-sm">
            <span id="diagnostic-progress" className="font-medium">
              {t('diagnostic.questionnaire.progressLabel')}
            </span>
            <span className="text-muted-foreground" data-testid="step-of">
              {stepText}
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="diagnostic-progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={stepText}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-accent transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {draftState === 'saved'
              ? t('diagnostic.questionnaire.draftSaved')
              : t('diagnostic.questionnaire.savedLocally')}
          </p>
        </div>

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

        {submitProblem === 'network' ? (
          <Notice
            tone="error"
            icon={CloudOff}
            role="status"
            title={t('diagnostic.questionnaire.retry.title')}
          >
            <p>{t('diagnostic.questionnaire.retry.description')}</p>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={send}
              disabled={submit.isPending}
            >
              <RotateCw aria-hidden />
              {t('diagnostic.questionnaire.retry.button')}
            </Button>
          </Notice>
        ) : submitProblem === 'other' && errorCount === 0 ? (
          <Notice tone="error" role="alert">
            {t('diagnostic.questionnaire.submitError')}
          </Notice>
        ) : null}

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

function QuestionField(props: {
  question: Question;
  value: AnswerValue | undefined;
  errors: string[] | undefined;
  onChange: (value: AnswerValue) => void;
}) {
  const { t, lang } = useI18n();
  const { question, value } = props;
  const fieldId = `field-answers-${question.id}`;
  const errorId = `${fieldId}-error`;
  const name = `q-${question.id}`;
  const invalid = props.errors && props.errors.length > 0;
  const selected = Array.isArray(value) ? value : [];

  function toggle(optionId: string, exclusive: boolean | undefined, checked: boolean) {
    if (!checked) return props.onChange(selected.filter((id) => id !== optionId));
    if (exclusive) return props.onChange([optionId]);
    const exclusiveIds = question.options.filter((o) => o.exclusive).map((o) => o.id);
    props.onChange([...selected.filter((id) => !exclusiveIds.includes(id)), optionId]);
  }

  return (
    <fieldset
      id={fieldId}
      tabIndex={-1}
      data-testid="question"
      data-kind={question.kind}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? errorId : undefined}
      className="space-y-3 outline-none"
    >
      <legend className="font-medium text-pretty">{question.prompt[lang]}</legend>
      {question.help ? <p className="text-sm text-muted-foreground">{question.help[lang]}</p> : null}
      {question.kind === 'multiple' ? (
        <p className="text-sm text-muted-foreground">{t('diagnostic.questionnaire.multipleHint')}</p>
      ) : null}
      {question.kind === 'likert' ? (
        <div className="grid grid-cols-5 gap-2">
          {question.options.map((option) => {
            const numeric = Number(option.id);
            const checked = value === numeric;
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-border p-2 text-center text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-accent bg-accent/10',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={option.id}
                  checked={checked}
                  onChange={() => props.onChange(numeric)}
                  className="accent-accent"
                />
                <span className="text-base font-semibold tabular-nums">{option.id}</span>
                <span className="text-muted-foreground">{option.label[lang]}</span>
              </label>
            );
          })}
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {question.options.map((option) => {
            const checked = question.kind === 'single' ? value === option.id : selected.includes(option.id);
            return (
              <label
                key={option.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  checked && 'border-accent bg-accent/10',
                )}
              >
                {question.kind === 'single' ? (
                  <input
                    type="radio"
                    name={name}
                    value={option.id}
                    checked={checked}
                    onChange={() => props.onChange(option.id)}
                    className="mt-0.5 accent-accent"
                  />
                ) : (
                  <Checkbox
                    name={name}
                    value={option.id}
                    checked={checked}
                    onChange={(e) => toggle(option.id, option.exclusive, e.currentTarget.checked)}
                    className="mt-0.5"
                  />
                )}
                <span>{option.label[lang]}</span>
              </label>
            );
          })}
        </div>
      )}
      {invalid ? (
        <FieldError id={errorId}>{props.errors!.map((code) => t(errorKey(code))).join(' ')}</FieldError>
      ) : null}
    </fieldset>
  );
}

function ContactStep(props: {
  progress: StoredProgress;
  update: (patch: Partial<StoredProgress>) => void;
  errors: Record<string, string[]>;
  account: Account | null;
}) {
  const { t } = useI18n();
  const { progress, update, errors, account } = props;
  const contactError = (field: ContactField) =>
    errors[field]?.length ? t(`diagnostic.questionnaire.contact.errors.${field}` as MessageKey) : undefined;
  return (
    <div className="space-y-5">
      <p className="text-muted-foreground">
        {t(
          account ? 'diagnostic.questionnaire.contact.leadSignedIn' : 'diagnostic.questionnaire.contact.lead',
        )}
      </p>
      {account ? (
        <div
          className="space-y-1 rounded-2xl border border-border bg-card p-4 text-sm"
          data-testid="contact-account"
        >
          {account.name ? <p className="font-medium">{account.name}</p> : null}
          <p>{account.email}</p>
          <p className="text-muted-foreground">{t('diagnostic.questionnaire.contact.accountHint')}</p>
        </div>
      ) : null}
      {account?.name ? null : (
        <FormField
          id="field-name"
          label={t('diagnostic.questionnaire.contact.name')}
          error={contactError('name')}
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={progress.name}
              onChange={(e) => update({ name: e.currentTarget.value })}
            />
          )}
        </FormField>
      )}
      {account ? null : (
        <FormField
          id="field-email"
          label={t('diagnostic.questionnaire.contact.email')}
          hint={t('diagnostic.questionnaire.contact.emailHint')}
          error={contactError('email')}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              value={progress.email}
              onChange={(e) => update({ email: e.currentTarget.value })}
            />
          )}
        </FormField>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="field-company" label={t('diagnostic.questionnaire.contact.company')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={progress.company}
              onChange={(e) => update({ company: e.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField id="field-role" label={t('diagnostic.questionnaire.contact.role')}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization-title"
              value={progress.role}
              onChange={(e) => update({ role: e.currentTarget.value })}
            />
          )}
        </FormField>
      </div>

      <section aria-labelledby="privacy-heading" className="space-y-2 rounded-2xl bg-muted/60 p-5 text-sm">
        <h3 id="privacy-heading" className="font-medium">
          {t('diagnostic.questionnaire.privacy.heading')}
        </h3>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.responsible')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.purpose')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.rights')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.revoke')}</p>
        <h4 className="pt-2 font-medium">{t('diagnostic.questionnaire.privacy.analyticsHeading')}</h4>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsWhat')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsNoCookies')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsHash')}</p>
        <p className="text-muted-foreground">{t('diagnostic.questionnaire.privacy.analyticsOptOut')}</p>
      </section>

      <div className="space-y-1">
        <label className="flex items-start gap-3 text-sm">
          <Checkbox
            id="field-consent"
            checked={progress.consent}
            aria-invalid={errors.consent ? true : undefined}
            onChange={(e) => update({ consent: e.currentTarget.checked })}
            className="mt-0.5"
          />
          <span>{t('diagnostic.questionnaire.contact.consent')}</span>
        </label>
        {contactError('consent') ? <FieldError>{contactError('consent')}</FieldError> : null}
      </div>
      <label className="flex items-start gap-3 text-sm">
        <Checkbox
          id="field-show-name"
          checked={progress.showName}
          onChange={(e) => update({ showName: e.currentTarget.checked })}
          className="mt-0.5"
        />
        <span>{t('diagnostic.questionnaire.contact.showName')}</span>
      </label>
    </div>
  );
}
