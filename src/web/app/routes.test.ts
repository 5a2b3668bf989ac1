import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

const accessOf = (path: string) => appRoutes.find((route) => route.path === path)?.access;

describe('route access (docs/architecture.md route table)', () => {
  it('keeps the owner’s area for admins and the dashboard for signed-in people', () => {
    expect(accessOf('/dashboard')).toBe('signed-in');
    for (const path of [
      '/admin',
      '/admin/leads',
      '/admin/settings',
      '/admin/payments',
      '/admin/analytics',
      '/calendar-test',
      '/projects/airbnb',
      '/projects/airbnb/citas',
    ])
      expect(accessOf(path), path).toBe('admin');
    for (const path of [
      '/',
      '/app',
      '/auth',
      '/registro',
      '/projects/:slug',
      '/calendar-booking',
      '/payment-success',
      '/sandbox-checkout/:checkoutId',
    ])
      expect(accessOf(path), path).toBe('public');
  });

  it('never renders a guarded screen on the server (it answers a 200 shell)', () => {
    const guarded = appRoutes.filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) expect(route.ssr, route.path).toBe(false);
  });
});
