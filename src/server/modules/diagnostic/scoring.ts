import {
  dimensionIds,
  type Answers,
  type DefinitionQuestion,
  type DiagnosticDefinition,
  type DimensionId,
  type LevelId,
  type ScoreSummary,
} from '@contracts/diagnostic';

/*
 * How the diagnostic is scored (pure and deterministic: the same answers and version give the same result).
 *
 * 1. Each answered question is worth a value between 0 and 1:
 *    - likert (1–5):   (v − 1) / 4          → 1 = 0, 3 = 0.5, 5 = 1
 *    - single choice:  the chosen option's weight (0–1)
 *    - multiple:       the sum of the chosen options' weights, capped at 1
 * 2. A dimension's score is the weighted mean of its questions' values (question weight, default 1),
 *    times 100, rounded to an integer (0–100). A dimension without questions scores 0.
 * 3. The overall score is the mean of the six (rounded) dimension scores, rounded (0–100); halves round up.
 * 4. The level is the one with the highest `min` not above the overall score (v1: < 40 emerging,
 *    < 60 developing, < 80 established, otherwise leading).
 * 5. Strongest three: dimensions by score, highest first; weakest three: lowest first. Ties are broken by
 *    the fixed dimension order (purpose, positioning, visual, digital, content, reputation).
 * 6. Recommendations: for each of the weakest three, in that order, the first rule of that dimension whose
 *    `upTo` is at least the dimension's score.
 *
 * Scoring assumes answers already passed validateAnswers(…, { complete: true }).
 */

export function questionValue(question: DefinitionQuestion, value: Answers[string] | undefined): number {
  if (value === undefined) return 0;
  switch (question.kind) {
    case 'likert':
      return typeof value === 'number' ? Math.min(1, Math.max(0, (value - 1) / 4)) : 0;
    case 'single':
      return question.options.find((o) => o.id === value)?.weight ?? 0;
    case 'multiple': {
      const chosen = Array.isArray(value) ? new Set(value) : new Set<string>();
      const sum = question.options.filter((o) => chosen.has(o.id)).reduce((acc, o) => acc + o.weight, 0);
      return Math.min(1, sum);
    }
  }
}

export function levelFor(definition: DiagnosticDefinition, overall: number): LevelId {
  const sorted = [...definition.levels].sort((a, b) => a.min - b.min);
  let level = sorted[0]!.id;
  for (const candidate of sorted) if (overall >= candidate.min) level = candidate.id;
  return level;
}

export function scoreAnswers(definition: DiagnosticDefinition, answers: Answers): ScoreSummary {
  const dimensions = {} as Record<DimensionId, number>;
  for (const dimension of dimensionIds) {
    const questions = definition.questions.filter((q) => q.dimension === dimension);
    const totalWeight = questions.reduce((acc, q) => acc + (q.weight ?? 1), 0);
    const weighted = questions.reduce((acc, q) => acc + questionValue(q, answers[q.id]) * (q.weight ?? 1), 0);
    // Rounded at 1e-9 first so 0.1 + 0.2 style float noise never flips a .5.
    dimensions[dimension] = totalWeight ? Math.round(round9((weighted / totalWeight) * 100)) : 0;
  }
  const overall = Math.round(
    round9(dimensionIds.reduce((acc, d) => acc + dimensions[d], 0) / dimensionIds.length),
  );
  const order = (d: DimensionId) => dimensionIds.indexOf(d);
  const strongest = [...dimensionIds]
    .sort((a, b) => dimensions[b] - dimensions[a] || order(a) - order(b))
    .slice(0, 3);
  const weakest = [...dimensionIds]
    .sort((a, b) => dimensions[a] - dimensions[b] || order(a) - order(b))
    .slice(0, 3);
  const recommendations = weakest.flatMap((dimension) => {
    const rule = definition.recommendations.find(
      (r) => r.dimension === dimension && dimensions[dimension] <= r.upTo,
    );
    return rule ? [{ dimension, title: rule.title, body: rule.body, service: rule.service }] : [];
  });
  return { overall, level: levelFor(definition, overall), dimensions, strongest, weakest, recommendations };
}

const round9 = (value: number) => Math.round(value * 1e9) / 1e9;

/** Field-error messages for answers (stable codes the web translates), keyed `answers.<questionId>`. */
export type AnswerError =
  | 'missing'
  | 'unknown_question'
  | 'wrong_type'
  | 'out_of_range'
  | 'unknown_option'
  | 'exclusive_option'
  | 'duplicate_option'
  | 'empty';

/**
 * Checks answers against a version: unknown questions, values that do not fit the question, and — when
 * complete — unanswered questions. Returns field errors (empty when valid).
 */
export function validateAnswers(
  definition: DiagnosticDefinition,
  answers: Answers,
  options: { complete: boolean },
): Record<string, AnswerError[]> {
  const errors: Record<string, AnswerError[]> = {};
  const byId = new Map(definition.questions.map((q) => [q.id, q]));
  const fail = (id: string, error: AnswerError) => (errors[`answers.${id}`] ??= []).push(error);
  for (const [id, value] of Object.entries(answers)) {
    const question = byId.get(id);
    if (!question) {
      fail(id, 'unknown_question');
      continue;
    }
    const problem = checkValue(question, value);
    if (problem) fail(id, problem);
  }
  if (options.complete) for (const q of definition.questions) if (!(q.id in answers)) fail(q.id, 'missing');
  return errors;
}

function checkValue(question: DefinitionQuestion, value: Answers[string]): AnswerError | null {
  const optionIds = new Set(question.options.map((o) => o.id));
  switch (question.kind) {
    case 'likert':
      if (typeof value !== 'number') return 'wrong_type';
      return Number.isInteger(value) && value >= 1 && value <= question.options.length
        ? null
        : 'out_of_range';
    case 'single':
      if (typeof value !== 'string') return 'wrong_type';
      return optionIds.has(value) ? null : 'unknown_option';
    case 'multiple': {
      if (!Array.isArray(value)) return 'wrong_type';
      if (value.length === 0) return 'empty';
      if (new Set(value).size !== value.length) return 'duplicate_option';
      if (value.some((id) => !optionIds.has(id))) return 'unknown_option';
      const exclusive = question.options.filter((o) => o.exclusive).map((o) => o.id);
      if (value.length > 1 && value.some((id) => exclusive.includes(id))) return 'exclusive_option';
      return null;
    }
  }
}
