import { describe, expect, it } from 'vitest';
import {
  apiQuery,
  emptySubmissionFilters,
  paramsFromView,
  viewFromParams,
  type SubmissionsView,
} from './url-state';

const view = (patch: Partial<SubmissionsView> = {}): SubmissionsView => ({
  filters: emptySubmissionFilters,
  sort: 'createdAt',
  order: 'desc',
  page: 0,
  id: '',
  ...patch,
});

describe('submissions view ↔ URL', () => {
  it('leaves defaults out of the URL', () => {
    expect(paramsFromView(view()).toString()).toBe('');
    expect(viewFromParams(new URLSearchParams())).toEqual(view());
  });

  it('round-trips every filter, the sort, the page and the open result', () => {
    const full = view({
      filters: {
        search: 'ana',
        level: 'established',
        from: '2026-01-01',
        to: '2026-02-01',
        scoreMin: '40',
        scoreMax: '90',
        dimension: 'visual',
        dimensionMin: '60',
      },
      sort: 'visual',
      order: 'asc',
      page: 2,
      id: 'abc',
    });
    const params = paramsFromView(full);
    expect(params.get('q')).toBe('ana');
    expect(params.get('minScore')).toBe('40');
    expect(params.get('page')).toBe('3');
    expect(viewFromParams(params)).toEqual(full);
  });

  it('drops invalid values from a hand-edited URL', () => {
    const parsed = viewFromParams(
      new URLSearchParams(
        'level=guru&from=yesterday&minScore=150&maxScore=abc&dimensionMin=50&sort=secret&order=up&page=-1',
      ),
    );
    expect(parsed).toEqual(view());
  });

  it('builds the API query with paging only for the list', () => {
    const v = view({
      filters: { ...emptySubmissionFilters, level: 'leading', dimension: 'digital', dimensionMin: '70' },
      page: 1,
    });
    expect(apiQuery(v, { paged: true })).toBe(
      'level=leading&dimension=digital&dimensionMin=70&sort=createdAt&order=desc&limit=50&offset=50',
    );
    expect(apiQuery(v, { paged: false })).not.toContain('offset');
  });
});
