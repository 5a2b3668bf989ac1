import { mailboxRoutes } from '@contracts/api/mailbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { apiCall } from '@web/lib/api-call';
import { mailboxKeys } from './paths';

export const MAILBOX_POLL_MS = 3000;

/** The server answers 404 when the mailbox is not mounted: SMTP is configured, or it runs in production. */
export function isMailboxOff(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The server answers 401 when this browser has not opened the mailbox with its key (the address the server
 * printed at start, /dev/mailbox?key=…, which leaves a cookie for the mailbox's API).
 */
export function isMailboxLocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The newest mails first (at most 100), optionally only those to one address; polled like Mailpit. */
export const mailboxQuery = (to = '') =>
  queryOptions({
    queryKey: mailboxKeys.list(to),
    queryFn: async () => (await apiCall(mailboxRoutes.list, { query: { to } })).messages,
    staleTime: 0,
    // Keep polling through passing faults, but not once we know there is no mailbox, or no key to it.
    refetchInterval: (query) =>
      isMailboxOff(query.state.error) || isMailboxLocked(query.state.error) ? false : MAILBOX_POLL_MS,
  });

export function useMailbox(to = '') {
  return useQuery(mailboxQuery(to));
}
