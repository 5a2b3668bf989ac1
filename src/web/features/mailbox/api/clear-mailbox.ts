import { mailboxRoutes } from '@contracts/api/mailbox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { mailboxKeys } from './paths';

/** Empties the mailbox (204, no body) and forgets every cached list and mail. */
export function useClearMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(mailboxRoutes.clear),
    onSuccess: () => queryClient.resetQueries({ queryKey: mailboxKeys.all }),
  });
}
