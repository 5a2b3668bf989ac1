/* The owner's daily digest: a read over booking, content, leads and payments, sent as an owner mail. */

// Wiring: the hourly check's job handler (jobs.ts) and the first check planned at start (main.ts).
export { notificationJobHandlers, planDigestCheck } from './digest';

// The check itself, for tests that drive it with their own clock.
export { DIGEST_CHECK_JOB, digestCheckHandler, sendDigestIfDue } from './digest';

// The owner's daily mail of due CRM tasks (ADR 048), sent by the same hourly check.
export { sendTaskDigestIfDue, taskDigestMail } from './task-digest';
