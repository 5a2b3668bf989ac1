import { describe, expect, it } from 'vitest';
import { savedViewSchema, type SavedViewContent } from '@contracts/contacts';
import { sameContent } from './saved-views';
import { defaultColumns, viewFromParams, type LeadsView } from './url-state';

const TAG = '0f8c1a52-3b7e-4c1d-9a2f-5e6d7c8b9a01';

/** The screen's content as the URL gives it (the reader's key order: q, source, status, from, to, tag). */
const fromUrl = (query: string): SavedViewContent => {
  const view: LeadsView = viewFromParams(new URLSearchParams(query));
  return { filters: view.filters, columns: view.columns, sort: view.sort, order: view.order };
};

/** A saved view as the API hands it back: through the contract (its key order: q, source, status, tag, from, to). */
const fromApi = (stored: unknown): SavedViewContent => savedViewSchema.parse(stored);

describe('saved views: the current view', () => {
  it('matches a saved view to the same filters whatever the order of their keys', () => {
    const url = fromUrl(`q=ana&status=won&from=2026-01-01&tag=${TAG}&sort=name&order=asc`);
    // As PostgreSQL's jsonb keeps it (shorter keys first), then parsed by the contract.
    const stored = fromApi({
      sort: 'name',
      order: 'asc',
      columns: [...defaultColumns],
      filters: { q: 'ana', to: '', tag: TAG, from: '2026-01-01', source: '', status: 'won' },
    });
    expect(JSON.stringify(stored)).not.toBe(JSON.stringify(url)); // what the old comparison tripped on
    expect(sameContent(stored, url)).toBe(true);
    expect(sameContent(url, stored)).toBe(true);
  });

  it('treats missing and blank filters, default sort and surrounding spaces as the URL does', () => {
    const stored = fromApi({
      filters: { q: ' ana ' },
      columns: [...defaultColumns].reverse(),
      sort: 'lastActivityAt',
      order: 'desc',
    });
    expect(sameContent(stored, fromUrl('q=ana'))).toBe(true);
    expect(
      sameContent(
        fromApi({ filters: {}, columns: [], sort: 'lastActivityAt', order: 'desc' }),
        fromUrl('cols='),
      ),
    ).toBe(true);
  });

  it('does not match a view that shows another list', () => {
    const stored = fromApi({ filters: { q: 'ana' }, columns: defaultColumns, sort: 'name', order: 'asc' });
    expect(sameContent(stored, fromUrl('q=ana&sort=name&order=asc'))).toBe(true);
    expect(sameContent(stored, fromUrl('q=ana&sort=name'))).toBe(false);
    expect(sameContent(stored, fromUrl('q=ana&sort=name&order=asc&status=won'))).toBe(false);
    expect(sameContent(stored, fromUrl('q=anab&sort=name&order=asc'))).toBe(false);
    expect(sameContent(stored, fromUrl('q=ana&sort=name&order=asc&cols=email'))).toBe(false);
  });
});
