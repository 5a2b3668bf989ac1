import { seedServices } from '../content';
import { describe, expect, it } from 'vitest';
import { checkDefinition } from './definition';
import { highestAnswers, lowestAnswers, mixedAnswers } from '../../test/fixtures/diagnostic-answers';
import { questionnaireV1 } from './questionnaire-v1';
import { levelFor, scoreAnswers, validateAnswers } from './scoring';

describe('questionnaire v1', () => {
  it('is a valid definition: ~25 questions in six dimensions, seven steps, every kind', () => {
    const definition = checkDefinition(questionnaireV1);
    expect(definition.questions).toHaveLength(25);
    expect(definition.steps).toHaveLength(7);
    expect(new Set(definition.questions.map((q) => q.kind))).toEqual(
      new Set(['likert', 'single', 'multiple']),
    );
    for (const q of definition.questions) {
      expect(q.prompt.es).not.toBe(q.prompt.en);
      if (q.kind === 'likert') expect(q.options.map((o) => o.id)).toEqual(['1', '2', '3', '4', '5']);
    }
  });

  it('recommends only services that exist, with a rule covering every score of every dimension', () => {
    const slugs = new Set(seedServices.map((s) => s.slug));
    for (const rule of questionnaireV1.recommendations) expect(slugs).toContain(rule.service);
    for (const d of questionnaireV1.dimensions)
      expect(
        Math.max(...questionnaireV1.recommendations.filter((r) => r.dimension === d.id).map((r) => r.upTo)),
      ).toBe(100);
  });
});

describe('scoring', () => {
  it('scores the lowest answers 0 everywhere: emerging, ties in dimension order', () => {
    const s = scoreAnswers(questionnaireV1, lowestAnswers());
    expect(s.overall).toBe(0);
    expect(s.level).toBe('emerging');
    expect(Object.values(s.dimensions)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(s.strongest).toEqual(['purpose', 'positioning', 'visual']);
    expect(s.weakest).toEqual(['purpose', 'positioning', 'visual']);
    expect(s.recommendations.map((r) => [r.dimension, r.service])).toEqual([
      ['purpose', 'branding'],
      ['positioning', 'branding'],
      ['visual', 'branding'],
    ]);
  });

  it('scores the highest answers 100 everywhere (multiple choice capped at 1): leading', () => {
    const s = scoreAnswers(questionnaireV1, highestAnswers());
    expect(s.overall).toBe(100);
    expect(s.level).toBe('leading');
    expect(Object.values(s.dimensions)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(s.recommendations.map((r) => r.service)).toEqual(['consulta-inicial', 'legal-tech', 'fotografia']);
  });

  it('scores a mixed set as worked out by hand', () => {
    const s = scoreAnswers(questionnaireV1, mixedAnswers);
    // purpose (1 + .75 + .65 + .5)/4 = 72.5 → 73; positioning (.25 + .25 + 0 + .25)/4 = 18.75 → 19;
    // visual (.55 + .75 + .5 + .45)/4 = 56.25 → 56; digital (.65 + .4 + .5 + .7 + .25)/5 = 50;
    // content (.3 + .5 + 0 + .2)/4 = 25; reputation (.8 + .75 + 1 + 1)/4 = 88.75 → 89.
    expect(s.dimensions).toEqual({
      purpose: 73,
      positioning: 19,
      visual: 56,
      digital: 50,
      content: 25,
      reputation: 89,
    });
    expect(s.overall).toBe(52); // 312 / 6
    expect(s.level).toBe('developing');
    expect(s.strongest).toEqual(['reputation', 'purpose', 'visual']);
    expect(s.weakest).toEqual(['positioning', 'content', 'digital']);
    expect(s.recommendations.map((r) => [r.dimension, r.service])).toEqual([
      ['positioning', 'branding'],
      ['content', 'consulta-inicial'],
      ['digital', 'web-apps'], // 50 is above the "foundations" rule (upTo 49)
    ]);
    expect(scoreAnswers(questionnaireV1, mixedAnswers)).toEqual(s);
  });

  it('places levels at the thresholds', () => {
    const cases: [number, string][] = [
      [0, 'emerging'],
      [39, 'emerging'],
      [40, 'developing'],
      [59, 'developing'],
      [60, 'established'],
      [79, 'established'],
      [80, 'leading'],
      [100, 'leading'],
    ];
    for (const [overall, level] of cases) expect(levelFor(questionnaireV1, overall)).toBe(level);
  });
});

describe('answer validation', () => {
  it('accepts complete valid answers and partial ones for drafts', () => {
    expect(validateAnswers(questionnaireV1, mixedAnswers, { complete: true })).toEqual({});
    expect(validateAnswers(questionnaireV1, { 'pur-1': 3 }, { complete: false })).toEqual({});
  });

  it('keys errors by question id: missing, unknown, out of range, wrong type, bad options', () => {
    const { 'pur-1': _drop, ...rest } = mixedAnswers;
    const errors = validateAnswers(
      questionnaireV1,
      {
        ...rest,
        'pur-2': 6,
        'pur-4': 2.5,
        'pos-2': 'nope',
        'pos-3': 'three',
        'vis-4': ['logo', 'none'],
        'dig-2': [],
        'con-4': ['posts', 'posts'],
        'zzz-9': 1,
      },
      { complete: true },
    );
    expect(errors).toEqual({
      'answers.pur-1': ['missing'],
      'answers.pur-2': ['out_of_range'],
      'answers.pur-4': ['out_of_range'],
      'answers.pos-2': ['unknown_option'],
      'answers.pos-3': ['wrong_type'],
      'answers.vis-4': ['exclusive_option'],
      'answers.dig-2': ['empty'],
      'answers.con-4': ['duplicate_option'],
      'answers.zzz-9': ['unknown_question'],
    });
  });
});
