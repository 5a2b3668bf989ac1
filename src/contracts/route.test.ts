import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, pathOf, type RouteCall } from './route';

describe('pathOf', () => {
  it('fills the placeholders URL-encoded under /api', () => {
    expect(pathOf('/admin/deals/{id}/move', { id: 'a/b c?' })).toBe('/api/admin/deals/a%2Fb%20c%3F/move');
    expect(pathOf('/admin/leads/{id}/tags/{tagId}', { id: 1, tagId: 'é' })).toBe(
      '/api/admin/leads/1/tags/%C3%A9',
    );
    expect(pathOf('/admin/overview')).toBe('/api/admin/overview');
  });

  it('adds the query without empty values, an array repeating its key', () => {
    expect(
      pathOf('/admin/leads', undefined, {
        q: 'ana & bo',
        status: '',
        page: 2,
        tag: ['a', 'b'],
        x: undefined,
      }),
    ).toBe('/api/admin/leads?q=ana+%26+bo&page=2&tag=a&tag=b');
  });

  it('refuses a missing placeholder at run time too (a cast past the types)', () => {
    expect(() => (pathOf as (t: string, p: object) => string)('/admin/deals/{id}', {})).toThrow(/id/);
  });

  it('makes a missing or extra param a type error', () => {
    // @ts-expect-error -- the template has {id}
    expect(() => pathOf('/admin/deals/{id}')).toThrow();
    // @ts-expect-error -- no {slug} in the template
    expect(pathOf('/admin/deals/{id}', { id: 1, slug: 'x' })).toBe('/api/admin/deals/1');
  });
});

describe('defineRoute', () => {
  it('asks for one schema per placeholder, and types what a caller sends', () => {
    const move = defineRoute({
      method: 'post',
      path: '/admin/deals/{id}/move',
      tag: 'admin',
      summary: 'Move',
      params: { id: z.uuid() },
      body: z.object({ stage: z.string() }),
      response: z.object({ ok: z.boolean() }),
    });
    const call: RouteCall<typeof move> = { params: { id: 'x' }, body: { stage: 'won' } };
    expect(call.params.id).toBe('x');
    expect(Object.keys(move.params)).toEqual(['id']);
    // @ts-expect-error -- the body is required
    const noBody: RouteCall<typeof move> = { params: { id: 'x' } };
    expect(noBody.body).toBeUndefined();
    expect(() =>
      // @ts-expect-error -- {id} has no schema
      defineRoute({ method: 'get', path: '/x/{id}', tag: 't', summary: 's', response: z.null() }),
    ).not.toThrow();
  });
});
