import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkWithContract } from './contract-resolver';
import { errorAt, flatErrors, FORM_ERROR, FROM_SERVER, movedErrors, serverErrors } from './form-errors';

describe('the one form pattern’s errors', () => {
  it('keys client errors like the API’s 400: dotted paths, the root under "_"', async () => {
    const schema = z
      .object({ name: z.string().min(1, 'required'), links: z.array(z.object({ url: z.url('invalid') })) })
      .refine((v) => v.name !== 'x', 'root_rule');
    const result = await checkWithContract({ schema }, { name: '', links: [{ url: 'nope' }] });
    expect(result).toEqual({ ok: false, errors: { name: 'required', 'links.0.url': 'invalid' } });
    const root = await checkWithContract({ schema }, { name: 'x', links: [] });
    expect(root).toEqual({ ok: false, errors: { [FORM_ERROR]: 'root_rule' } });
  });

  it('checks the contract’s input made from the form’s values and shows errors at the form’s fields', async () => {
    const schema = z.object({ rateMinor: z.number('invalid_number').int().min(100, 'too_small') });
    const contract = {
      schema,
      toInput: (v: { rate: string }) => ({ rateMinor: Math.round(Number(v.rate) * 100) }),
      toFormPath: (path: string) => (path === 'rateMinor' ? 'rate' : path),
    };
    expect(await checkWithContract(contract, { rate: '0.5' })).toEqual({
      ok: false,
      errors: { rate: 'too_small' },
    });
    expect(await checkWithContract(contract, { rate: '12.30' })).toEqual({
      ok: true,
      data: { rateMinor: 1230 },
    });
  });

  it('places the server’s field errors (first code of each) at the form’s paths', () => {
    const placed = serverErrors(
      { 'taxes.0.basisPoints': ['out_of_range', 'other'], _: ['conflict'], empty: [] },
      (path) => path.replace('basisPoints', 'percent'),
    );
    expect(placed).toEqual([
      { path: 'taxes.0.percent', error: { type: FROM_SERVER, message: 'out_of_range' } },
      { path: FORM_ERROR, error: { type: FROM_SERVER, message: 'conflict' } },
    ]);
  });

  it('reads nested errors by path, skipping the element refs, and finds a part’s error', () => {
    const errors = {
      title: { es: { type: 'required', message: 'required', ref: { focus() {} } } },
      gallery: [undefined, { alt: { en: { type: 'too_long', message: 'too_long' } } }],
    };
    const flat = flatErrors(errors);
    expect(Object.keys(flat)).toEqual(['title.es', 'gallery.1.alt.en']);
    expect(errorAt(flat, 'title')).toBeUndefined();
    expect(errorAt(flat, 'title', true)?.message).toBe('required');
    expect(movedErrors(errors as never, (p) => `draft.${p}`)).toEqual({
      draft: {
        title: { es: { type: 'required', message: 'required' } },
        gallery: [undefined, { alt: { en: { type: 'too_long', message: 'too_long' } } }],
      },
    });
  });
});
