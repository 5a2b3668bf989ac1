import { describe, expect, it } from 'vitest';
import { apiQuery, paramsFromView, viewFromParams } from './url-state';

describe('payments list URL state', () => {
  it('reads valid filters and drops invalid ones', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'status=paid&provider=nope&method=oxxo&from=2026-01-01&to=2026-13&q=ana&sort=amountMinor&order=asc&page=3&id=bad',
      ),
    );
    expect(view.filters).toEqual({
      q: 'ana',
      status: 'paid',
      provider: '',
      method: 'oxxo',
      from: '2026-01-01',
      to: '',
    });
    expect(view).toMatchObject({ sort: 'amountMinor', order: 'asc', page: 2, id: '' });
  });

  it('round-trips through the URL and leaves defaults out', () => {
    const id = '0b6f2c1e-9a4b-4c1d-8e2f-1234567890ab';
    const params = new URLSearchParams(`status=refunded&page=2&id=${id}`);
    expect(paramsFromView(viewFromParams(params)).toString()).toBe(`status=refunded&page=2&id=${id}`);
    expect(paramsFromView(viewFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('asks the API for a page as limit and offset, and for every row in the CSV', () => {
    const view = viewFromParams(new URLSearchParams('provider=sandbox&page=2'));
    expect(apiQuery(view, { paged: true })).toBe(
      'provider=sandbox&sort=createdAt&order=desc&limit=50&offset=50',
    );
    expect(apiQuery(view, { paged: false })).toBe('provider=sandbox&sort=createdAt&order=desc');
  });
});
