import { describe, expect, it } from 'vitest';
import { apiQuery, paramsFromView, viewFromParams } from './url-state';

describe('leads URL state', () => {
  it('reads a clean URL as the defaults and writes them back empty', () => {
    const view = viewFromParams(new URLSearchParams());
    expect(view).toMatchObject({ sort: 'lastActivityAt', order: 'desc', page: 0, id: '' });
    expect(paramsFromView(view).toString()).toBe('');
  });

  it('keeps valid filters and drops hand-edited nonsense', () => {
    const view = viewFromParams(
      new URLSearchParams(
        'q=ana&source=contact&status=won&from=2026-01-01&to=yesterday&sort=x&page=3&id=abc',
      ),
    );
    expect(view.filters).toEqual({
      q: 'ana',
      source: 'contact',
      status: 'won',
      from: '2026-01-01',
      to: '',
      tag: '',
    });
    expect(view.sort).toBe('lastActivityAt');
    expect(view.page).toBe(2);
    expect(viewFromParams(new URLSearchParams('status=hot&source=A B')).filters).toMatchObject({
      status: '',
      source: '',
    });
    expect(paramsFromView(view).toString()).toBe(
      'q=ana&source=contact&status=won&from=2026-01-01&page=3&id=abc',
    );
  });

  it('asks the API for one page with the sort', () => {
    const view = viewFromParams(new URLSearchParams('status=new&sort=name&order=asc&page=2'));
    expect(apiQuery(view, { paged: true })).toBe('status=new&sort=name&order=asc&limit=50&offset=50');
    expect(apiQuery(view, { paged: false })).toBe('status=new&sort=name&order=asc');
  });
});
