import { mailboxRoutes } from '@contracts/api/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@web/lib/api-call';
import { mailboxKeys } from './paths';

/** One mail with its text and links; a kept mail never changes, so it is never refetched. */
export const mailboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: mailboxKeys.message(id),
    queryFn: () => apiCall(mailboxRoutes.message, { params: { id } }),
    staleTime: Infinity,
  });

export function useMailboxMessage(id: number | null) {
  return useQuery({ ...mailboxMessageQuery(id ?? 0), enabled: id !== null });
}
