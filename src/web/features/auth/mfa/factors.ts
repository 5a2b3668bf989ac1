// The signed-in person's factors through the official client (supabase.auth.mfa.*), cached with TanStack
// Query under "me", so signing out clears them.
import type { Factor } from '@supabase/auth-js';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@web/lib/auth';
import { loadAuthClient } from '@web/lib/auth-client';

export const factorsQueryKey = (userId: string) => ['me', userId, 'mfa-factors'] as const;

/** Every factor of the account (listFactors reads the user from the server, so it is current). */
export const factorsQuery = (userId: string) =>
  queryOptions({
    queryKey: factorsQueryKey(userId),
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await (await loadAuthClient()).mfa.listFactors();
      if (error) throw error;
      return data.all;
    },
    staleTime: 30_000,
    // An auth error is the answer to show (signed out, limited), not something to try three more times.
    retry: false,
  });

export function useFactors() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({ ...factorsQuery(userId), enabled: Boolean(userId) });
}

/** Reloads the factors after a change (enrolled, verified, removed). */
export function useRefreshFactors() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: factorsQueryKey(userId) }),
        // GET /api/me/security (the admin guard's) says whether a verified factor exists.
        queryClient.invalidateQueries({ queryKey: ['me', userId, 'security'] }),
      ]),
    [queryClient, userId],
  );
}

/** Verifies a code against a factor (a challenge, then the code): the session becomes aal2. */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { error } = await (await loadAuthClient()).mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}
