/** Typed paths of the local mailbox API (/api/dev/mailbox, mounted only in development). */
export const mailboxPaths = {
  list: (to?: string) => `/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`,
  message: (id: number) => `/api/dev/mailbox/${id}`,
  clear: () => '/api/dev/mailbox',
};

export const mailboxKeys = {
  all: ['dev', 'mailbox'] as const,
  list: (to: string) => ['dev', 'mailbox', 'list', to] as const,
  message: (id: number) => ['dev', 'mailbox', 'message', id] as const,
};
