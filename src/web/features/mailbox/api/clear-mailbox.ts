import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '@web/lib/api';
import { mailboxKeys, mailboxPaths } from './paths';

/** Empties the mailbox (204, no body) and forgets every cached list and mail. */
export function useClearMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend(z.undefined(), 'DELETE', mailboxPaths.clear()),
    onSuccess: () => queryClient.resetQueries({ queryKey: mailboxKeys.all }),
  });
}
