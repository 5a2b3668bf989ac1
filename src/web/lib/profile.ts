// The signed-in person's profile (/api/me/profile): query options and the update shared by the
// auth provider (language), the dashboard and the header.
import type { Profile, ProfileUpdate } from '@contracts/accounts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from './api';

// The auth provider is on every page: the schema (and zod) load with the first request.
const profileSchema = async () => (await import('@contracts/accounts')).profileSchema;

/** Private data lives under "me": it is cleared when the person signs out. */
export const profileQueryKey = (userId: string) => ['me', userId, 'profile'] as const;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    // The signal lets a sign-out cancel a read still waiting for its token (it would go out without one: a 401).
    queryFn: ({ signal }) => apiGet(profileSchema, '/api/me/profile', { signal }),
    staleTime: 60_000,
  });

/** PATCH /api/me/profile; the answer replaces the cached profile. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiSend(profileSchema, 'PATCH', '/api/me/profile', update),
    onSuccess: (profile: Profile) => {
      if (userId) queryClient.setQueryData(profileQueryKey(userId), profile);
    },
  });
}
