import { describe, expect, it } from 'vitest';
import { dayParam } from '@web/lib/url-state';
import {
  anyFilter,
  emptyFilters,
  field,
  pageCount,
  readFilters,
  writeFilters,
  type FilterFields,
} from './url-state';

const fields = {
  q: field.text(10),
  status: field.oneOf(['new', 'won']),
  from: { read: dayParam },
  tag: field.matching((v) => /^[0-9a-f-]{36}$/i.test(v)),
  scoreMin: { param: 'minScore', read: (raw: string | null) => (raw && /^\d+$/.test(raw) ? raw : '') },
  // A field that only counts with another one valid.
  dimensionMin: {
    read: (raw: string | null, params: URLSearchParams) =>
      field.oneOf(['new', 'won']).read(params.get('status'), params) && raw ? raw : '',
  },
} satisfies FilterFields<string>;

describe('the admin-list URL state', () => {
  it('round-trips every set field under its parameter, in the fields’ order', () => {
    const values = {
      q: 'ana',
      status: 'won',
      from: '2026-01-31',
      tag: '7d6f0c2e-8a53-4c3b-9d7e-1f2a3b4c5d6e',
      scoreMin: '40',
      dimensionMin: '3',
    };
    const params = writeFilters(values, fields);
    expect(params.toString()).toBe(
      'q=ana&status=won&from=2026-01-31&tag=7d6f0c2e-8a53-4c3b-9d7e-1f2a3b4c5d6e&minScore=40&dimensionMin=3',
    );
    expect(readFilters(params, fields)).toEqual(values);
  });

  it('ignores bad values, missing ones and fields that need another', () => {
    const params = new URLSearchParams(
      'q=abcdefghijklmnop&status=hot&from=2026-02-30&tag=nope&scoreMin=40&minScore=x&dimensionMin=3',
    );
    expect(readFilters(params, fields)).toEqual({
      q: 'abcdefghij',
      status: '',
      from: '',
      tag: '',
      scoreMin: '',
      dimensionMin: '',
    });
    expect(readFilters(new URLSearchParams(), fields)).toEqual(emptyFilters(fields));
  });

  it('writes nothing for blank fields and trims the rest', () => {
    const values = { ...emptyFilters(fields), q: '  ana  ', status: '' };
    expect(writeFilters(values, fields).toString()).toBe('q=ana');
    expect(writeFilters(emptyFilters(fields), fields, new URLSearchParams('tab=x')).toString()).toBe('tab=x');
    expect(anyFilter(emptyFilters(fields))).toBe(false);
    expect(anyFilter({ ...emptyFilters(fields), from: '2026-01-01' })).toBe(true);
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
