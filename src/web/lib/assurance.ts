// How strongly the signed-in person proved who they are (GoTrue's authenticator assurance level), read with
// the official client's mfa.getAuthenticatorAssuranceLevel(): aal1 after a password or an e-mail link, aal2
// after a code from an authenticator app. A session at aal1 whose account has a verified factor is a sign-in
// that still owes its code.
import { useEffect, useState } from 'react';
import { useAuth } from './auth';

export type AssuranceLevel = 'aal1' | 'aal2';

export interface Assurance {
  /** True until the level of the current person's session is known (a refreshed token keeps the last answer). */
  loading: boolean;
  current: AssuranceLevel | null;
  next: AssuranceLevel | null;
  /** Signed in at aal1 with a verified factor: the code is still owed. */
  needsCode: boolean;
}

const level = (value: unknown): AssuranceLevel | null =>
  value === 'aal1' || value === 'aal2' ? value : null;

/** The decision from the client's answer (`currentLevel`, `nextLevel`). */
export function assuranceFrom(data: { currentLevel: unknown; nextLevel: unknown } | null): Assurance {
  const current = level(data?.currentLevel);
  const next = level(data?.nextLevel);
  return { loading: false, current, next, needsCode: current === 'aal1' && next === 'aal2' };
}

/**
 * The session a token belongs to (its `session_id` claim, else the token itself): a refreshed token keeps
 * its session's last answer; a new sign-in never inherits an earlier session's.
 */
export function sessionKeyOf(token: string): string {
  try {
    const part = token.split('.')[1] ?? '';
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const claim: unknown = (JSON.parse(json) as { session_id?: unknown }).session_id;
    return typeof claim === 'string' && claim ? claim : token;
  } catch {
    return token;
  }
}

const signedOut: Assurance = { loading: false, current: null, next: null, needsCode: false };
const unknown: Assurance = { loading: true, current: null, next: null, needsCode: false };

/** The signed-in person's assurance, recomputed whenever the session changes (sign-in, verify, refresh). */
export function useAssurance(): Assurance {
  const auth = useAuth();
  const token = auth.session?.access_token ?? null;
  const userId = auth.user?.id ?? null;
  const loadClient = auth.client;
  const session = token ? sessionKeyOf(token) : null;
  const [known, setKnown] = useState<{ session: string; value: Assurance } | null>(null);

  useEffect(() => {
    if (!token || !session) return;
    let active = true;
    void loadClient()
      .then((client) => client.mfa.getAuthenticatorAssuranceLevel())
      .then(({ data, error }) => {
        // Unreadable (a broken session): the server decides; the screens show what they would at aal1.
        if (active) setKnown({ session, value: assuranceFrom(error ? null : data) });
      })
      .catch(() => {
        if (active) setKnown({ session, value: assuranceFrom(null) });
      });
    return () => {
      active = false;
    };
  }, [loadClient, token, session]);

  if (auth.loading) return unknown;
  if (!token || !userId) return signedOut;
  // The session's earlier answer stands while a refreshed token is read, so a refresh never blanks a screen.
  return known?.session === session ? known.value : unknown;
}
