import { describe, expect, it } from 'vitest';
import { accessDecision, signInPath, type Access } from './access';

const signedOut = { loading: false, authenticated: false, isAdmin: false, signingOut: false };
const visitor = { ...signedOut, authenticated: true };
const admin = { ...visitor, isAdmin: true };
const loading = { ...signedOut, loading: true };

describe('route access', () => {
  it('always shows public routes, even while the session is unknown', () => {
    for (const auth of [signedOut, visitor, admin, loading])
      expect(accessDecision('public', auth)).toBe('allow');
  });

  it('waits (spinner) while loading or signing out, never showing a protected screen', () => {
    for (const access of ['signed-in', 'admin'] as Access[]) {
      expect(accessDecision(access, loading)).toBe('wait');
      expect(accessDecision(access, { ...admin, signingOut: true })).toBe('wait');
    }
  });

  it('sends signed-out people to sign in', () => {
    expect(accessDecision('signed-in', signedOut)).toBe('sign-in');
    expect(accessDecision('admin', signedOut)).toBe('sign-in');
  });

  it('lets any signed-in person into their area, and only admins into the admin area', () => {
    expect(accessDecision('signed-in', visitor)).toBe('allow');
    expect(accessDecision('admin', visitor)).toBe('forbidden');
    expect(accessDecision('admin', admin)).toBe('allow');
  });

  it('keeps the path and query to come back to', () => {
    expect(signInPath('/dashboard', '')).toBe('/auth?next=%2Fdashboard');
    expect(signInPath('/admin/leads', '?q=ana')).toBe('/auth?next=%2Fadmin%2Fleads%3Fq%3Dana');
  });
});
