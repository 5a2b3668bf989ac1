/* The local mailbox's door (mails kept when no SMTP is configured). */

// HTTP: the mailbox API, its OpenAPI entries and the page it opens with the key, mounted by app.ts.
export { mailboxRoutes } from './routes';
export { mailboxOperations } from './operations';
export { MAILBOX_PAGE, mailboxAddress, openMailboxPage } from './access';
