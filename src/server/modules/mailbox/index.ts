/* The local mailbox's door (mails kept when no SMTP is configured). */
import { mailboxRoutes as mailboxContracts } from '@contracts/api/mailbox';

// HTTP: the mailbox API, its contracts for /api/openapi.json and the page it opens with the key, mounted by app.ts.
export { mailboxRoutes } from './routes';
export const mailboxOperations = Object.values(mailboxContracts);
export { MAILBOX_PAGE, mailboxAddress, openMailboxPage } from './access';
