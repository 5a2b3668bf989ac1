import { describe, expect, it } from 'vitest';
import { dayParam, nextOrder, oneOf, readTableView, writeApiSort, writeTableView } from './url-state';

const defaults = {
  sortKeys: ['createdAt', 'name'] as const,
  sort: 'createdAt' as const,
  order: 'desc' as const,
};

describe('URL state helpers', () => {
  it('keeps only listed values and real days', () => {
    expect(oneOf(['a', 'b'], 'b')).toBe('b');
    expect(oneOf(['a', 'b'], 'c')).toBeUndefined();
    expect(oneOf(['a', 'b'], null)).toBeUndefined();
    expect(dayParam('2026-01-31')).toBe('2026-01-31');
    expect(dayParam('yesterday')).toBe('');
    // Days the API would refuse are dropped too: not real, or outside 1900–2199.
    for (const day of ['2026-02-30', '0000-01-01', '9999-12-31', '2026-01-31x'])
      expect(dayParam(day)).toBe('');
    expect(dayParam(null)).toBe('');
  });

  it('reads a clean URL as the defaults and writes them back empty', () => {
    const view = readTableView(new URLSearchParams(), defaults);
    expect(view).toEqual({ sort: 'createdAt', order: 'desc', page: 0, id: '' });
    expect(writeTableView(new URLSearchParams(), view, defaults).toString()).toBe('');
  });

  it('drops a hand-edited sort, order or page and round-trips valid ones (page 1-based in the URL)', () => {
    expect(readTableView(new URLSearchParams('sort=x&order=up&page=-2&id=7'), defaults)).toEqual({
      sort: 'createdAt',
      order: 'desc',
      page: 0,
      id: '7',
    });
    const view = readTableView(new URLSearchParams('sort=name&order=asc&page=3'), defaults);
    expect(view).toMatchObject({ sort: 'name', order: 'asc', page: 2 });
    expect(writeTableView(new URLSearchParams('q=a'), view, defaults).toString()).toBe(
      'q=a&sort=name&order=asc&page=3',
    );
  });

  it('asks the API for the sort, and for one page as limit and offset', () => {
    const view = { sort: 'name', order: 'asc', page: 1, id: '' } as const;
    expect(writeApiSort(new URLSearchParams('q=a'), view, 50)).toBe(
      'q=a&sort=name&order=asc&limit=50&offset=50',
    );
    expect(writeApiSort(new URLSearchParams(), view)).toBe('sort=name&order=asc');
  });

  it('flips the order on the same column and starts a new column with its first order', () => {
    const view = { sort: 'name', order: 'asc', page: 0, id: '' } as const;
    expect(nextOrder<string>(view, 'name', ['name'])).toBe('desc');
    expect(nextOrder<string>(view, 'createdAt', ['name'])).toBe('desc');
    expect(nextOrder<string>({ ...view, sort: 'createdAt' }, 'name', ['name'])).toBe('asc');
  });
});
