import type { Questionnaire } from '@contracts/diagnostic';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api';
import { contactErrors, stepErrors, submitFailure } from './questionnaire-rules';
import type { StoredProgress } from './storage';

const steps: Questionnaire['steps'] = [
  { id: 's1', title: { es: 'Uno', en: 'One' }, questionIds: ['a', 'b'] },
  { id: 's2', title: { es: 'Dos', en: 'Two' }, questionIds: ['c'] },
] as Questionnaire['steps'];

const progress = (patch: Partial<StoredProgress> = {}): StoredProgress => ({
  answers: {},
  step: 0,
  name: '',
  email: '',
  company: '',
  role: '',
  consent: false,
  showName: false,
  ...patch,
});

describe('questionnaire rules', () => {
  it('names the unanswered questions of a step (an empty choice list is unanswered, 0 is an answer)', () => {
    expect(stepErrors(steps, 0, { a: [], b: 0 })).toEqual({ 'answers.a': ['missing'] });
    expect(stepErrors(steps, 0, { a: ['x'], b: 3 })).toEqual({});
    expect(stepErrors(steps, 1, { c: '' })).toEqual({ 'answers.c': ['missing'] });
  });

  it('asks a visitor for name, e-mail and consent, and a signed-in person only for what the account lacks', () => {
    expect(contactErrors(progress({ email: 'no-at' }), null)).toEqual({
      name: ['required'],
      email: ['email'],
      consent: ['consent'],
    });
    expect(contactErrors(progress({ name: ' Ana ', email: 'ana@x.mx', consent: true }), null)).toEqual({});
    expect(contactErrors(progress({ consent: true }), { name: 'Ana', email: 'ana@x.mx' })).toEqual({});
    expect(contactErrors(progress({ consent: true }), { name: '', email: 'ana@x.mx' })).toEqual({
      name: ['required'],
    });
  });

  it('sends a 400 back to the step of its first answer error', () => {
    const error = new ApiError(400, {
      code: 'invalid_input',
      message: 'bad',
      requestId: 'r1',
      fields: { 'answers.c': ['out_of_range'], name: ['required'] },
    });
    expect(submitFailure(error, steps)).toEqual({
      problem: 'other',
      errors: { 'answers.c': ['out_of_range'], name: ['required'] },
      step: 1,
    });
  });

  it('takes a fresh key after a 409, and keeps the key to retry after a lost connection or a fault', () => {
    expect(
      submitFailure(new ApiError(409, { code: 'idempotency_reused', message: 'x', requestId: 'r2' }), steps),
    ).toEqual({
      problem: 'other',
      newKey: true,
    });
    expect(submitFailure(new ApiError(0, undefined), steps)).toEqual({ problem: 'network' });
    expect(submitFailure(new ApiError(503, undefined), steps)).toEqual({ problem: 'network' });
    expect(submitFailure(new TypeError('offline'), steps)).toEqual({ problem: 'network' });
    expect(
      submitFailure(new ApiError(429, { code: 'rate_limited', message: 'x', requestId: 'r3' }), steps),
    ).toEqual({
      problem: 'other',
    });
  });
});
