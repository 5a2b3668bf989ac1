import type { AnalyticsGoal } from '@contracts/analytics';
import type { Context } from 'hono';
import { clientIp } from './http';
import type { DbOrTx } from './jobs/queue';

/*
 * The seam through which modules report a conversion goal without knowing analytics (ADR 036: the platform
 * knows no module). The composition root (app.ts) hands each module a recorder; a module's own tests may pass
 * `noGoals`. Goals come from the server only, so the browser cannot forge one.
 */

/**
 * The contract's goals, plus 'stay_booked': not shown as a goal, it is the anchor a stay's payment (a
 * webhook, no visitor of its own) inherits its visitor from, as a booking's payment does from 'booking_made'.
 */
export type RecordableGoal = AnalyticsGoal | 'stay_booked';

/** Who caused a goal: the request's signals, turned into the day's visitor id by analytics (never stored). */
export interface GoalVisitor {
  ip: string;
  userAgent: string;
  dnt: boolean;
  gpc: boolean;
}

export interface GoalEvent {
  goal: RecordableGoal;
  /** What the goal is about (an appointment or stay id): a later paid goal finds its visitor through it. */
  reference?: string;
  /** From the request that caused it; absent for webhooks and jobs (then the reference's visitor is used). */
  visitor?: GoalVisitor;
}

/** Records a goal inside the caller's transaction (or on the database when there is none). */
export type RecordGoal = (db: DbOrTx, event: GoalEvent) => Promise<void>;

/** Records nothing: for module tests and callers built without analytics. */
export const noGoals: RecordGoal = async () => {};

/** The goal's visitor signals from a request. */
export function goalVisitorOf(c: Context, trustProxy: boolean): GoalVisitor {
  return {
    ip: clientIp(c, trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
    dnt: c.req.header('dnt')?.trim() === '1',
    gpc: c.req.header('sec-gpc')?.trim() === '1',
  };
}
