import type { Session, User } from '@supabase/auth-js';
import { describe, expect, it } from 'vitest';
import { authStorageKey, parseAuthCallback } from './auth-client';
import { displayNameOf, initialSessionState, isPublicQueryKey, reduceAuthEvent, rolesOf } from './auth-state';

const user = (appRole?: string, fullName?: string) =>
  ({
    id: 'u1',
    email: 'ana@example.com',
    app_metadata: appRole ? { role: appRole } : {},
    user_metadata: fullName ? { full_name: fullName } : {},
  }) as unknown as User;
const session = (u = user('visitor')) => ({ access_token: 'a', user: u }) as unknown as Session;

describe('auth state', () => {
  it('is loading until the client reports the initial session', () => {
    expect(initialSessionState.loading).toBe(true);
    const next = reduceAuthEvent(initialSessionState, 'INITIAL_SESSION', null, null);
    expect(next).toMatchObject({ loading: false, session: null, lastEvent: 'INITIAL_SESSION' });
  });

  it('knows a password-recovery sign-in from the event or from the link, in either order', () => {
    const recovered = reduceAuthEvent(initialSessionState, 'PASSWORD_RECOVERY', session(), null);
    expect(reduceAuthEvent(recovered, 'INITIAL_SESSION', session(), null).recovery).toBe(true);
    const link = parseAuthCallback(
      'http://x.test/nueva-contrase%C3%B1a#access_token=a&refresh_token=r&expires_in=3600&token_type=bearer&type=recovery',
    );
    expect(reduceAuthEvent(initialSessionState, 'INITIAL_SESSION', session(), link).recovery).toBe(true);
    expect(reduceAuthEvent(initialSessionState, 'INITIAL_SESSION', null, link).recovery).toBe(false);
  });

  it('ends the recovery when the password is saved or on sign-out', () => {
    const recovered = reduceAuthEvent(initialSessionState, 'PASSWORD_RECOVERY', session(), null);
    expect(reduceAuthEvent(recovered, 'USER_UPDATED', session(), null).recovery).toBe(false);
    expect(reduceAuthEvent(recovered, 'SIGNED_OUT', session(), null)).toMatchObject({
      recovery: false,
      session: null,
    });
  });

  it("takes roles from the server's app_metadata only", () => {
    expect(rolesOf(null)).toEqual([]);
    expect(rolesOf(user('admin'))).toEqual(['admin']);
    expect(rolesOf(user('visitor'))).toEqual(['visitor']);
    expect(rolesOf(user())).toEqual(['visitor']);
  });

  it('greets by the profile name, then the sign-up name, then the e-mail', () => {
    expect(displayNameOf(user('visitor', 'Ana'), 'Ana López')).toBe('Ana López');
    expect(displayNameOf(user('visitor', 'Ana'), null)).toBe('Ana');
    expect(displayNameOf(user('visitor'), ' ')).toBe('ana@example.com');
  });

  it('keeps only public content in the cache after sign-out', () => {
    expect(isPublicQueryKey(['content', 'projects'])).toBe(true);
    expect(isPublicQueryKey(['me', 'u1', 'profile'])).toBe(false);
  });
});

describe('auth client settings', () => {
  it('stores the session under sb-<host>-auth-token', () => {
    expect(authStorageKey('estudio.example')).toBe('sb-estudio.example-auth-token');
  });

  it("reads an e-mail link's result from the address", () => {
    expect(parseAuthCallback('http://x.test/app')).toBeNull();
    expect(parseAuthCallback('http://x.test/app#services')).toBeNull();
    expect(
      parseAuthCallback(
        'http://x.test/verificar-email?email=a%40b.c#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      ),
    ).toEqual({
      pathname: '/verificar-email',
      type: null,
      hasSession: false,
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    });
    expect(
      parseAuthCallback('http://x.test/verificar-email#access_token=a&refresh_token=r&type=signup'),
    ).toMatchObject({ hasSession: true, type: 'signup', errorCode: null });
  });
});
