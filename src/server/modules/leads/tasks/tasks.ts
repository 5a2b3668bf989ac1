import {
  TASK_ZONE,
  type Task,
  type TaskInput,
  type TaskList,
  type TaskListQuery,
  type TaskState,
  type TaskUpdate,
} from '@contracts/tasks';
import { addDays } from '@contracts/calendar-day';
import { dateInZone, zonedWallTime } from '@contracts/zone-time';
import { dateTimeFormat } from '@contracts/intl';
import { and, asc, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { deals, leadEvents, leads, tasks } from '../schema';

/*
 * The CRM's tasks (ADR 048): follow-ups on a contact, optionally on one of its deals, due at a Mexico City date
 * and optional time. Creating, completing and reopening one records an event on the contact's timeline.
 */

/** The due instant of a date and optional time: an all-day task is due at the end of its Mexico City day. */
export function dueInstant(dueDate: string, dueTime: string | null | undefined): Date {
  if (dueTime) return zonedWallTime(dueDate, dueTime, TASK_ZONE);
  return new Date(zonedWallTime(addDays(dueDate, 1), '00:00', TASK_ZONE).getTime() - 1000);
}

/** The end of today in Mexico City: everything due before it is overdue or due today. */
export function endOfToday(now: Date): Date {
  return zonedWallTime(addDays(dateInZone(now, TASK_ZONE), 1), '00:00', TASK_ZONE);
}

export function taskState(row: { dueAt: Date; doneAt: Date | null }, now: Date): TaskState {
  if (row.doneAt) return 'done';
  if (row.dueAt.getTime() < now.getTime()) return 'overdue';
  return dateInZone(row.dueAt, TASK_ZONE) === dateInZone(now, TASK_ZONE) ? 'today' : 'upcoming';
}

const hhmm = (at: Date) =>
  dateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TASK_ZONE,
  }).format(at);

const columns = {
  id: tasks.id,
  leadId: tasks.leadId,
  leadName: leads.name,
  leadEmail: leads.email,
  dealId: tasks.dealId,
  dealTitle: deals.title,
  title: tasks.title,
  notes: tasks.notes,
  dueAt: tasks.dueAt,
  allDay: tasks.allDay,
  doneAt: tasks.doneAt,
  createdAt: tasks.createdAt,
};
type Row = {
  id: string;
  leadId: string;
  leadName: string | null;
  leadEmail: string;
  dealId: string | null;
  dealTitle: string | null;
  title: string;
  notes: string | null;
  dueAt: Date;
  allDay: boolean;
  doneAt: Date | null;
  createdAt: Date;
};

export function toTask(row: Row, now: Date): Task {
  return {
    id: row.id,
    leadId: row.leadId,
    leadName: row.leadName,
    leadEmail: row.leadEmail,
    dealId: row.dealId,
    dealTitle: row.dealTitle,
    title: row.title,
    notes: row.notes,
    dueAt: row.dueAt.toISOString(),
    dueDate: dateInZone(row.dueAt, TASK_ZONE),
    dueTime: row.allDay ? null : hhmm(row.dueAt),
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
    state: taskState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

const selectTasks = (tx: DbOrTx) =>
  tx
    .select(columns)
    .from(tasks)
    .innerJoin(leads, eq(leads.id, tasks.leadId))
    .leftJoin(deals, eq(deals.id, tasks.dealId));

async function taskById(tx: DbOrTx, id: string, now: Date): Promise<Task> {
  const [row] = await selectTasks(tx).where(eq(tasks.id, id));
  if (!row) throw notFound('There is no such task');
  return toTask(row, now);
}

/** The deal must be one of the contact's: another contact's is a 400 on `dealId`. */
async function checkDeal(tx: DbOrTx, leadId: string, dealId: string | null | undefined) {
  if (!dealId) return;
  const [deal] = await tx.select({ leadId: deals.leadId }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw badRequest('There is no such deal', { dealId: ['unknown_deal'] });
  if (deal.leadId !== leadId)
    throw badRequest('The deal belongs to another contact', { dealId: ['deal_of_another_contact'] });
}

async function recordTaskEvent(
  tx: DbOrTx,
  leadId: string,
  kind: 'task.created' | 'task.done' | 'task.reopened',
  task: { id: string; title: string; dueAt: Date },
  by: string | null,
) {
  await tx.insert(leadEvents).values({
    leadId,
    kind,
    source: 'admin',
    data: { taskId: task.id, title: task.title, dueAt: task.dueAt.toISOString(), by },
  });
}

export async function createTask(db: Db, input: TaskInput, by: string | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId));
    if (!lead) throw badRequest('There is no such contact', { leadId: ['unknown_contact'] });
    await checkDeal(tx, input.leadId, input.dealId);
    const dueAt = dueInstant(input.dueDate, input.dueTime);
    const [row] = await tx
      .insert(tasks)
      .values({
        leadId: input.leadId,
        dealId: input.dealId ?? null,
        title: input.title,
        notes: input.notes ?? null,
        dueAt,
        allDay: !input.dueTime,
      })
      .returning({ id: tasks.id });
    await recordTaskEvent(tx, input.leadId, 'task.created', { id: row!.id, title: input.title, dueAt }, by);
    return taskById(tx, row!.id, now);
  });
}

export async function updateTask(db: Db, id: string, input: TaskUpdate, now = new Date()) {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select({ leadId: tasks.leadId })
      .from(tasks)
      .where(eq(tasks.id, id))
      .for('update');
    if (!task) throw notFound('There is no such task');
    await checkDeal(tx, task.leadId, input.dealId);
    await tx
      .update(tasks)
      .set({
        title: input.title,
        notes: input.notes ?? null,
        dealId: input.dealId ?? null,
        dueAt: dueInstant(input.dueDate, input.dueTime),
        allDay: !input.dueTime,
        updatedAt: sql`now()`,
      })
      .where(eq(tasks.id, id));
    return taskById(tx, id, now);
  });
}

/** Completes or reopens a task; the contact's timeline records the change (nothing when it already was so). */
export async function setTaskDone(db: Db, id: string, done: boolean, by: string | null, now = new Date()) {
  return db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
    if (!task) throw notFound('There is no such task');
    if (Boolean(task.doneAt) !== done) {
      await tx
        .update(tasks)
        .set({ doneAt: done ? now : null, updatedAt: sql`now()` })
        .where(eq(tasks.id, id));
      await recordTaskEvent(tx, task.leadId, done ? 'task.done' : 'task.reopened', task, by);
    }
    return taskById(tx, id, now);
  });
}

export async function deleteTask(db: Db, id: string): Promise<void> {
  const gone = await db.delete(tasks).where(eq(tasks.id, id)).returning({ id: tasks.id });
  if (gone.length === 0) throw notFound('There is no such task');
}

/** The counts of open tasks under `where`: overdue, due later today, upcoming. */
async function openCounts(tx: DbOrTx, where: SQL | undefined, now: Date) {
  const end = endOfToday(now);
  const [row] = await tx
    .select({
      overdue: sql<number>`count(*) filter (where ${tasks.dueAt} < ${now.toISOString()}::timestamptz)::int`,
      dueToday: sql<number>`count(*) filter (where ${tasks.dueAt} >= ${now.toISOString()}::timestamptz and ${tasks.dueAt} < ${end.toISOString()}::timestamptz)::int`,
      upcoming: sql<number>`count(*) filter (where ${tasks.dueAt} >= ${end.toISOString()}::timestamptz)::int`,
    })
    .from(tasks)
    .where(and(isNull(tasks.doneAt), where));
  return {
    overdue: Number(row?.overdue ?? 0),
    dueToday: Number(row?.dueToday ?? 0),
    upcoming: Number(row?.upcoming ?? 0),
  };
}

export async function listTasks(db: Db, query: TaskListQuery, now = new Date()): Promise<TaskList> {
  const byLead = query.leadId ? eq(tasks.leadId, query.leadId) : undefined;
  const counts = await openCounts(db, byLead, now);
  const open = await selectTasks(db)
    .where(
      and(isNull(tasks.doneAt), byLead, query.scope === 'due' ? lt(tasks.dueAt, endOfToday(now)) : undefined),
    )
    .orderBy(asc(tasks.dueAt), asc(tasks.createdAt))
    .limit(query.limit);
  const done =
    query.scope === 'all'
      ? await selectTasks(db)
          .where(and(isNotNull(tasks.doneAt), byLead))
          .orderBy(desc(tasks.doneAt))
          .limit(Math.max(0, query.limit - open.length))
      : [];
  return {
    today: dateInZone(now, TASK_ZONE),
    ...counts,
    tasks: [...open, ...done].map((row) => toTask(row, now)),
  };
}

/** The open tasks due by the end of today (overdue first), for the owner's daily digest of tasks. */
export async function dueTasks(tx: DbOrTx, now: Date, limit = 100): Promise<Task[]> {
  const rows = await selectTasks(tx)
    .where(and(isNull(tasks.doneAt), lt(tasks.dueAt, endOfToday(now))))
    .orderBy(asc(tasks.dueAt), asc(tasks.createdAt))
    .limit(limit);
  return rows.map((row) => toTask(row, now));
}

/** How many open tasks are due by the end of today (the digest says the true total even past its list). */
export async function dueTaskCount(tx: DbOrTx, now: Date): Promise<number> {
  const counts = await openCounts(tx, undefined, now);
  return counts.overdue + counts.dueToday;
}
