/** The local mailbox's query keys (its API's paths come from `@contracts/api/mailbox`). */
export const mailboxKeys = {
  all: ['dev', 'mailbox'] as const,
  list: (to: string) => ['dev', 'mailbox', 'list', to] as const,
  message: (id: number) => ['dev', 'mailbox', 'message', id] as const,
};
