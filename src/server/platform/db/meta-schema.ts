import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which seed sets have been applied: a seed runs once, so the owner's later edits and deletions stay. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
