import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The one job queue (docs/architecture.md): polled with FOR UPDATE SKIP LOCKED, so any number of instances share it.
 * A job is enqueued in the same transaction as the change that causes it (transactional outbox).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One job per cause: a second enqueue with the same key is ignored. */
    dedupeKey: text('dedupe_key'),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: tz('locked_until'),
    lastError: text('last_error'),
    doneAt: tz('done_at'),
    failedAt: tz('failed_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // A contact's "e-mails sent" (migration 0027, ADR 046): mail jobs by recipient.
    index('jobs_mail_to_idx')
      .on(sql`lower(${t.payload}->>'to')`)
      .where(sql`${t.kind} = 'mail.send'`),
  ],
);
