// The auth state's pure parts: how client events change it, and what roles a user has.
import type { AuthChangeEvent, Session, User } from '@supabase/auth-js';
import type { Role } from '@contracts/accounts';
import type { AuthUrlCallback } from './auth-client';

export interface SessionState {
  session: Session | null;
  /** True until the client has said whether there is a session (INITIAL_SESSION). */
  loading: boolean;
  /** The last event the client reported. */
  lastEvent: AuthChangeEvent | null;
  /** Signed in through a password-recovery link, and the new password is not set yet. */
  recovery: boolean;
}

export const initialSessionState: SessionState = {
  session: null,
  loading: true,
  lastEvent: null,
  recovery: false,
};

/** The next state after a client event; `callback` is the e-mail link the page was opened with. */
export function reduceAuthEvent(
  state: SessionState,
  event: AuthChangeEvent,
  session: Session | null,
  callback: AuthUrlCallback | null,
): SessionState {
  const next = { ...state, session, loading: false, lastEvent: event };
  switch (event) {
    case 'INITIAL_SESSION':
      // The recovery event may come just before or after the initial session: keep it either way.
      return {
        ...next,
        recovery: state.recovery || Boolean(session && callback?.hasSession && callback.type === 'recovery'),
      };
    case 'PASSWORD_RECOVERY':
      return { ...next, recovery: true };
    case 'SIGNED_OUT':
      return { ...next, session: null, recovery: false };
    case 'USER_UPDATED':
      // The recovery ends when the new password is saved.
      return { ...next, recovery: false };
    default:
      return next;
  }
}

/** Roles are decided by the server (`app_metadata.role`); a signed-in user without one is a visitor. */
export function rolesOf(user: User | null | undefined): Role[] {
  if (!user) return [];
  return user.app_metadata?.role === 'admin' ? ['admin'] : ['visitor'];
}

/** The name to greet a person by: the profile's, the one given at sign-up, or the e-mail. */
export function displayNameOf(user: User | null | undefined, profileName?: string | null): string {
  const fromMetadata: unknown = user?.user_metadata?.full_name;
  return (
    profileName?.trim() || (typeof fromMetadata === 'string' ? fromMetadata.trim() : '') || user?.email || ''
  );
}

/** Query keys that hold public content; every other cached query is private and cleared on sign-out. */
export function isPublicQueryKey(key: readonly unknown[]) {
  return key[0] === 'content';
}
