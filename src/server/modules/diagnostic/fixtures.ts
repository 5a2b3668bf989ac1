import type { Answers } from '@contracts/diagnostic';
import { questionnaireV1 } from './questionnaire-v1';

/** Every question answered at its lowest: likert 1, the first (weight 0) option, "none" for multiples. */
export function lowestAnswers(): Answers {
  return Object.fromEntries(
    questionnaireV1.questions.map((q) => [
      q.id,
      q.kind === 'likert'
        ? 1
        : q.kind === 'single'
          ? q.options[0]!.id
          : [q.options.find((o) => o.exclusive)!.id],
    ]),
  );
}

/** Every question answered at its highest: likert 5, the best option, every non-exclusive option. */
export function highestAnswers(): Answers {
  return Object.fromEntries(
    questionnaireV1.questions.map((q) => [
      q.id,
      q.kind === 'likert'
        ? 5
        : q.kind === 'single'
          ? q.options.at(-1)!.id
          : q.options.filter((o) => !o.exclusive).map((o) => o.id),
    ]),
  );
}

/**
 * A realistic mix, worked out by hand (see scoring.test.ts):
 * purpose 73, positioning 19, visual 56, digital 50, content 25, reputation 89 → overall 52, developing.
 */
export const mixedAnswers: Answers = {
  'pur-1': 5,
  'pur-2': 4,
  'pur-3': 'once',
  'pur-4': 3,
  'pos-1': 2,
  'pos-2': 'price',
  'pos-3': 1,
  'pos-4': 2,
  'vis-1': 'inconsistent',
  'vis-2': 4,
  'vis-3': 3,
  'vis-4': ['logo', 'palette'],
  'dig-1': 'profile',
  'dig-2': ['linkedin', 'social'],
  'dig-3': 3,
  'dig-4': 'current',
  'dig-5': 2,
  'con-1': 'sporadic',
  'con-2': 3,
  'con-3': 1,
  'con-4': ['posts'],
  'rep-1': 'referrals',
  'rep-2': 4,
  'rep-3': 5,
  'rep-4': ['reviews', 'recommendations', 'press', 'credentials', 'speaking'],
};
