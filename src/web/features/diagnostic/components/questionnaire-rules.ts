import type { Questionnaire } from '@contracts/diagnostic';
import { ApiError } from '@web/lib/api';
import type { Account } from './contact-step';
import { EMAIL } from './email';
import { isAnswered } from './question-field';
import type { StoredProgress } from './storage';

/** Field errors by field path (`answers.<question id>`, `name`, `email`, `consent`), as the API gives them. */
export type FieldErrors = Record<string, string[]>;
type Steps = Questionnaire['steps'];

/** The questions of a step left unanswered. */
export function stepErrors(steps: Steps, index: number, answers: StoredProgress['answers']): FieldErrors {
  const found: FieldErrors = {};
  for (const id of steps[index]?.questionIds ?? []) {
    if (!isAnswered(answers[id])) found[`answers.${id}`] = ['missing'];
  }
  return found;
}

/** The contact step's errors; a signed-in account supplies its e-mail (and its name, when it has one). */
export function contactErrors(progress: StoredProgress, account: Account | null): FieldErrors {
  const found: FieldErrors = {};
  if (!(account?.name || progress.name.trim())) found.name = ['required'];
  if (!account && !EMAIL.test(progress.email.trim())) found.email = ['email'];
  if (!progress.consent) found.consent = ['consent'];
  return found;
}

export type SubmitProblem = 'network' | 'other';

/**
 * What a refused or failed submit means for the screen: the field errors to show and the step holding the
 * first of them (400), a fresh idempotency key for the next attempt (409: the key was used with other
 * answers), or a retry of the same key (no answer, or a server fault).
 */
export function submitFailure(
  error: unknown,
  steps: Steps,
): { problem: SubmitProblem; errors?: FieldErrors; step?: number; newKey?: true } {
  if (error instanceof ApiError && error.status === 400 && error.fields) {
    const errors = error.fields;
    const answerKeys = Object.keys(errors).filter((k) => k.startsWith('answers.'));
    const step = steps.findIndex((s) => s.questionIds.some((id) => answerKeys.includes(`answers.${id}`)));
    return { problem: 'other', errors, ...(step >= 0 ? { step } : {}) };
  }
  if (error instanceof ApiError && error.status === 409) return { problem: 'other', newKey: true };
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500)
    return { problem: 'network' };
  return { problem: 'other' };
}
