// The signed-in person's profile (/api/me/profile): query options and the update shared by the
// auth provider (language), the dashboard and the header.
import type { Profile, ProfileUpdate } from '@contracts/accounts';
import type { profileRoutes } from '@contracts/api/accounts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from './api';

// The auth provider is on every page: the schema (and zod) load with the first request. Its path is a literal
// checked against the route's contract by type only: pathOf and the call helpers would weigh on every page.
const profileSchema = () => import('@contracts/api/accounts').then((m) => m.profileRoutes.profile.response);
const PROFILE_PATH: `/api${(typeof profileRoutes)['profile' | 'updateProfile']['path']}` = '/api/me/profile';

/** Private data lives under "me": it is cleared when the person signs out. */
export const profileQueryKey = (userId: string) => ['me', userId, 'profile'] as const;

export const profileQuery = (userId: string) =>
  queryOptions({
    queryKey: profileQueryKey(userId),
    // The signal lets a sign-out cancel a read still waiting for its token (it would go out without one: a 401).
    queryFn: ({ signal }) => apiGet(profileSchema, PROFILE_PATH, { signal }),
    staleTime: 60_000,
  });

/** PATCH /api/me/profile; the answer replaces the cached profile. */
export function useUpdateProfile(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiSend(profileSchema, 'PATCH', PROFILE_PATH, update),
    onSuccess: (profile: Profile) => {
      if (userId) queryClient.setQueryData(profileQueryKey(userId), profile);
    },
  });
}
