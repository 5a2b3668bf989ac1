import { describe, expect, it } from 'vitest';
import { analyticsQuerySchema } from '@contracts/analytics';
import { analyticsApiQuery, paramsFromView, viewFromParams, withFilter } from './view-state';

describe('the analytics view in the URL', () => {
  it('reads the period and every dimension filter, and writes them back without the defaults', () => {
    const view = viewFromParams(new URLSearchParams('preset=7d&page=%2Fprojects&source=&utm_campaign=otono'));
    expect(view).toEqual({
      preset: '7d',
      compare: 'previous',
      from: '',
      to: '',
      filters: { page: '/projects', source: '', utm_campaign: 'otono' },
    });
    expect(paramsFromView(view).toString()).toBe('preset=7d&page=%2Fprojects&source=&utm_campaign=otono');
    expect(paramsFromView(viewFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('drops what the server would refuse: unknown parameters and over-long filter values', () => {
    const view = viewFromParams(new URLSearchParams(`colour=red&browser=${'x'.repeat(501)}&device=mobile`));
    expect(view.filters).toEqual({ device: 'mobile' });
  });

  it('asks the API with every period field and the filters in a fixed order, as its schema reads them', () => {
    const a = analyticsApiQuery({
      ...viewFromParams(new URLSearchParams()),
      filters: { device: 'mobile', page: '/cv' },
    });
    const b = analyticsApiQuery({
      ...viewFromParams(new URLSearchParams()),
      filters: { page: '/cv', device: 'mobile' },
    });
    expect(a).toBe(b);
    expect(a).toBe('preset=30d&compare=previous&page=%2Fcv&device=mobile');
    const parsed = analyticsQuerySchema.parse(Object.fromEntries(new URLSearchParams(a)));
    expect(parsed).toMatchObject({ preset: '30d', compare: 'previous', page: '/cv', device: 'mobile' });
  });

  it('adds a clicked row’s filter and removes a chip’s', () => {
    const one = withFilter({}, 'source', 'instagram.com');
    expect(withFilter(one, 'device', 'mobile')).toEqual({ source: 'instagram.com', device: 'mobile' });
    expect(withFilter(one, 'source', null)).toEqual({});
    expect(one).toEqual({ source: 'instagram.com' }); // the old view is left as it was
  });
});
