import type { profileRoutes } from '@contracts/api/accounts';
import { useMutation } from '@tanstack/react-query';
import { callLazy } from '@web/lib/api-call';
import { useAuth } from '@web/lib/auth';

type EmailProofRoute = (typeof profileRoutes)['emailProof'];
const answerSchema = () => import('@contracts/api/accounts').then((m) => m.profileRoutes.emailProof.response);

/**
 * POST /api/me/email-proof: mails the link that proves the account's address. When the answer says the address
 * is proven already, the signed-in profile is read again.
 */
export function useSendEmailProof() {
  const auth = useAuth();
  return useMutation({
    mutationFn: () => callLazy<EmailProofRoute>({ method: 'post', path: '/me/email-proof' }, answerSchema),
    onSuccess: (answer) => {
      if (answer.emailProven) void auth.refreshProfile();
    },
  });
}
