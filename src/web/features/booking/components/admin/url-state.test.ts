import { describe, expect, it } from 'vitest';
import { apiQuery, defaultView, parseView, serializeView } from './url-state';

describe('appointments URL state', () => {
  it('round-trips every field and leaves defaults out of the address', () => {
    const view = {
      ...defaultView,
      tab: 'cancelled' as const,
      view: 'week' as const,
      q: 'ana',
      service: 'consulta-inicial',
      status: 'confirmed' as const,
      from: '2026-03-01',
      to: '2026-03-31',
      date: '2026-03-09',
      page: 2,
    };
    const params = serializeView(view);
    expect(parseView(params)).toEqual(view);
    expect(serializeView(defaultView).toString()).toBe('');
  });

  it('ignores what it does not understand', () => {
    const view = parseView(new URLSearchParams('tab=nope&view=year&status=x&from=2026-3-1&page=-4&id=zzz'));
    expect(view).toEqual(defaultView);
  });

  it('asks the API for a page of a tab, or for a calendar window within the date filters', () => {
    const view = { ...defaultView, tab: 'past' as const, q: ' ana ', page: 1 };
    expect(apiQuery(view)).toBe('tab=past&q=ana&limit=25&offset=25');
    const filtered = { ...defaultView, from: '2026-03-05' };
    expect(
      apiQuery(filtered, { kind: 'rental', window: { from: '2026-03-02', to: '2026-03-08' }, limit: 500 }),
    ).toBe('kind=rental&from=2026-03-05&to=2026-03-08&limit=500');
  });
});
