import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { changeKinds } from '@contracts/realtime';
import type { Db } from '../db/client';

/** The one PostgreSQL channel every instance listens to (migration 0022's triggers notify on it too). */
export const REALTIME_CHANNEL = 'estudio_realtime';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTICE_BYTES = 8000;

/**
 * What travels between instances: the change (kind, id, op, count) plus the routing keys that pick the
 * topics (owner user id, payment reference, plan token). Only kind, id, op and count reach a browser.
 */
export const noticeSchema = z.object({
  kind: z.enum(changeKinds),
  id: z.string().max(200).optional(),
  op: z.enum(['insert', 'update', 'delete']).optional(),
  count: z.number().int().min(0).optional(),
  /** The owning user's id (`user:<id>`). */
  user: z.string().max(200).nullish(),
  /** A payment order's public reference (`payment:<ref>`). */
  ref: z.string().max(200).nullish(),
  /** A payment plan's public token (`plan:<token>`). */
  plan: z.string().max(200).nullish(),
});
export type Notice = z.infer<typeof noticeSchema>;

/**
 * Publishes a change to every instance. Call it inside the transaction that makes the change: NOTIFY is
 * transactional, so it reaches the listeners only when that transaction commits and never if it rolls back.
 */
export async function notifyRealtime(db: Pick<Db, 'execute'>, notice: Notice): Promise<void> {
  const payload = JSON.stringify(noticeSchema.parse(notice));
  if (Buffer.byteLength(payload) >= MAX_NOTICE_BYTES) throw new Error('realtime notice too large');
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
