import { mailboxMessageSchema } from '@contracts/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api';
import { mailboxKeys, mailboxPaths } from './paths';

/** One mail with its text and links; a kept mail never changes, so it is never refetched. */
export const mailboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: mailboxKeys.message(id),
    queryFn: () => apiGet(mailboxMessageSchema, mailboxPaths.message(id)),
    staleTime: Infinity,
  });

export function useMailboxMessage(id: number | null) {
  return useQuery({ ...mailboxMessageQuery(id ?? 0), enabled: id !== null });
}
