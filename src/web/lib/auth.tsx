// Auth state for the whole app: session and user from the auth client's events, the profile from
// /api/me/profile, roles from the server's app_metadata. Server rendering sees the "loading" state.
import type { AuthChangeEvent, GoTrueClient, Session, User } from '@supabase/auth-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Profile, Role } from '@contracts/accounts';
import { setAccessTokenProvider } from './api';
import {
  authClientNeededAtStart,
  authStorageKey,
  initialAuthCallback,
  loadAuthClient,
  logAuthProblem,
  whenAuthClientWanted,
  type AuthUrlCallback,
} from './auth-client';
import {
  displayNameOf,
  initialSessionState,
  isPublicQueryKey,
  reduceAuthEvent,
  rolesOf,
  type SessionState,
} from './auth-state';
import { profileQuery, profileQueryKey } from './profile';

export interface Auth {
  user: User | null;
  session: Session | null;
  /** The person's profile once loaded (null while loading, signed out, or when it failed). */
  profile: Profile | null;
  profileLoading: boolean;
  /** True until it is known whether someone is signed in. */
  loading: boolean;
  authenticated: boolean;
  roles: Role[];
  isAdmin: boolean;
  /** The name to show: profile, sign-up name, or e-mail. */
  displayName: string;
  lastEvent: AuthChangeEvent | null;
  /** Signed in through a password-recovery link; the new password is not saved yet. */
  recovery: boolean;
  /** The e-mail link the page was opened with (its fragment), if any. */
  urlCallback: AuthUrlCallback | null;
  /** What the client reported while reading the page's address (a failed or expired link). */
  urlError: { code: string | null; message: string } | null;
  /** True from "sign out" until the app has left for "/". */
  signingOut: boolean;
  /** Signs out, clears private cached data and goes to "/"; a failure is only logged. */
  signOut: () => Promise<void>;
  refreshProfile: () => Promise<void>;
  /** The auth client, loaded on first use (browser only). */
  client: () => Promise<GoTrueClient>;
}

const AuthContext = createContext<Auth | null>(null);
/** Ends the sign-out once the router has moved (its navigations are transitions: they may lag). */
const SignOutDoneContext = createContext<() => void>(() => {});

// Navigation lives inside the router, below this provider: <AuthRouterBridge /> lends it.
let navigateTo: ((path: string) => void) | null = null;

/** Render once inside the router so sign-out can move to "/" without reloading the page. */
export function AuthRouterBridge() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const signOutDone = useContext(SignOutDoneContext);
  useEffect(() => {
    navigateTo = (path) => navigate(path);
    return () => {
      navigateTo = null;
    };
  }, [navigate]);
  // Every navigation (the one to "/" after signing out included) has a new key.
  useEffect(() => signOutDone(), [key, signOutDone]);
  return null;
}

type UrlError = Auth['urlError'];

function useAuthClientEvents() {
  const callback = initialAuthCallback();
  const [state, dispatch] = useReducer(
    (current: SessionState, action: { event: AuthChangeEvent; session: Session | null }) =>
      reduceAuthEvent(current, action.event, action.session, callback),
    initialSessionState,
  );
  const [urlError, setUrlError] = useState<UrlError>(null);
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let attaching = false;
    const attach = () => {
      if (attaching) return;
      attaching = true;
      loadAuthClient().then(
        (client) => {
          if (!active) return;
          stopWaiting();
          setAccessTokenProvider(async () => (await client.getSession()).data.session?.access_token ?? null);
          const { data } = client.onAuthStateChange((event, session) => {
            if (!active) return;
            if (event === 'SIGNED_OUT')
              queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
            dispatch({ event, session });
          });
          unsubscribe = () => data.subscription.unsubscribe();
          void client.initialize().then(({ error }) => {
            if (!active || !error) return;
            const details = (error as { details?: { code?: string } | null }).details;
            setUrlError({ code: details?.code ?? error.code ?? null, message: error.message });
          });
        },
        (error: unknown) => {
          attaching = false; // The next use may load it.
          logAuthProblem('the auth client did not load', error);
          if (active) dispatch({ event: 'INITIAL_SESSION', session: null });
        },
      );
    };
    // Until the client is loaded, its first use (signing in) or another tab's sign-in loads it.
    const stopWaiting = whenAuthClientWanted(attach);
    if (authClientNeededAtStart()) attach();
    // Nothing stored and no e-mail link: signed out, known without the client's code (public pages stay light).
    else dispatch({ event: 'INITIAL_SESSION', session: null });
    return () => {
      active = false;
      stopWaiting();
      unsubscribe();
    };
  }, [queryClient]);

  return { state, urlError, callback };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { state, urlError, callback } = useAuthClientEvents();
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const user = state.session?.user ?? null;
  const userId = user?.id ?? null;

  const profileResult = useQuery({ ...profileQuery(userId ?? ''), enabled: Boolean(userId) && !signingOut });
  const profile = userId && profileResult.data?.userId === userId ? profileResult.data : null;

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // A private read still on its way would ask for the token while the sign-out holds it, and go out without
    // one once the session is gone (a 401): cancel those first.
    await queryClient.cancelQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
    let failed = false;
    try {
      const { error } = await (await loadAuthClient()).signOut();
      if (error) {
        failed = true;
        logAuthProblem('sign-out failed', error);
      }
    } catch (error) {
      failed = true;
      logAuthProblem('sign-out failed', error);
    }
    if (failed) {
      // The server was not told (offline, 5xx), and the client keeps its session then: this browser
      // forgets it anyway, and a full load to "/" drops it from memory too.
      window.localStorage.removeItem(authStorageKey(window.location.hostname));
      window.location.assign('/');
      return;
    }
    queryClient.removeQueries({ predicate: (query) => !isPublicQueryKey(query.queryKey) });
    // `signingOut` holds protected screens on the spinner until the router has left for "/".
    if (navigateTo) navigateTo('/');
    else window.location.assign('/');
  }, [queryClient]);
  const signOutDone = useCallback(() => setSigningOut(false), []);

  const refreshProfile = useCallback(async () => {
    if (userId) await queryClient.invalidateQueries({ queryKey: profileQueryKey(userId) });
  }, [queryClient, userId]);

  const value = useMemo<Auth>(() => {
    const roles = rolesOf(user);
    return {
      user,
      session: state.session,
      profile,
      profileLoading: Boolean(userId) && profileResult.isPending,
      loading: state.loading,
      authenticated: Boolean(state.session),
      roles,
      isAdmin: roles.includes('admin'),
      displayName: displayNameOf(user, profile?.fullName),
      lastEvent: state.lastEvent,
      recovery: state.recovery,
      urlCallback: callback,
      urlError,
      signingOut,
      signOut,
      refreshProfile,
      client: loadAuthClient,
    };
  }, [
    state,
    user,
    userId,
    profile,
    profileResult.isPending,
    callback,
    urlError,
    signingOut,
    signOut,
    refreshProfile,
  ]);

  return (
    <AuthContext.Provider value={value}>
      <SignOutDoneContext.Provider value={signOutDone}>{children}</SignOutDoneContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): Auth {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
