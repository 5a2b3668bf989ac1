import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './field-errors';

describe('fieldErrorsOf', () => {
  const schema = z
    .object({
      title: z
        .string()
        .min(3, 'too_short')
        .regex(/^[a-z]+$/, 'invalid_characters'),
      links: z.array(z.object({ url: z.url('invalid_url') })),
    })
    .refine((v) => v.title !== 'abc', 'not_allowed');

  it('keys each message by its full dotted path, every message of a field in order', () => {
    const parsed = schema.safeParse({
      title: '',
      links: [{ url: 'ok' }, { url: 'https://a.mx' }, { url: 3 }],
    });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      title: ['too_short', 'invalid_characters'],
      'links.0.url': ['invalid_url'],
      'links.2.url': ['invalid_url'],
    });
  });

  it('puts issues about the whole value under "_"', () => {
    const parsed = schema.safeParse({ title: 'abc', links: [] });
    expect(fieldErrorsOf(parsed.error!)).toEqual({ _: ['not_allowed'] });
  });

  it('names symbol keys instead of throwing on them', () => {
    const key = Symbol('meta');
    expect(fieldErrorsOf({ issues: [{ path: [key, 'a'], message: 'bad' }] })).toEqual({
      'Symbol(meta).a': ['bad'],
    });
  });
});
