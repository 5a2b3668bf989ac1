import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './match';

describe('matchAppRoute', () => {
  it('finds a route with its parameters, the same again from memory, and nothing for paths not ours', () => {
    const first = matchAppRoute('/projects/la-mansion');
    expect(first?.route.path).toBe('/projects/:slug');
    expect(first?.params.slug).toBe('la-mansion');
    expect(matchAppRoute('/projects/la-mansion')).toEqual(first);
    expect(matchAppRoute('/projects/otro')?.params.slug).toBe('otro');
    expect(matchAppRoute('/APP')).toBeNull();
    expect(matchAppRoute('/app')?.route.path).toBe('/app');
    expect(matchAppRoute('/no/such/page/here')).toBeNull();
  });

  it('stays right past the bound of what it remembers (the server sees any path)', () => {
    for (let i = 0; i < 1_200; i++) matchAppRoute(`/projects/p-${i}`);
    expect(matchAppRoute('/projects/p-3')?.params.slug).toBe('p-3');
    expect(matchAppRoute('/cv')?.route.path).toBe('/cv');
  });
});
