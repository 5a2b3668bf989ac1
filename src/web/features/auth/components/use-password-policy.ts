import { useQuery } from '@tanstack/react-query';
import { DEFAULT_PASSWORD_POLICY, policyFromSettings, type PasswordPolicy } from '../password-policy';

/**
 * The server's password policy from GET /auth/v1/settings. Until it arrives (or if it cannot be read) the
 * product's default applies; the server checks every password anyway and its reasons are shown.
 */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({
    queryKey: ['auth', 'settings', 'password-policy'],
    queryFn: async () => {
      const response = await fetch('/auth/v1/settings', { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`settings answered ${response.status}`);
      return policyFromSettings(await response.json());
    },
    staleTime: 10 * 60_000,
    retry: 1,
  });
  return data ?? DEFAULT_PASSWORD_POLICY;
}
