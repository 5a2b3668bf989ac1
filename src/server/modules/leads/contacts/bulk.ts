import { BULK_MAX, type BulkInput, type BulkResult, type ContactSelection } from '@contracts/contacts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { rowsOf } from '../../../platform/rate-limit';
import { leadConditions } from './admin-query';
import { contactTags, leads } from '../schema';
import { dueInstant } from '../tasks/tasks';

/** The where clause of a selection: the rows ticked, or every contact matching the list's filters. */
export function selectionCondition(selection: ContactSelection): SQL {
  if (selection.mode === 'ids') return inArray(leads.id, selection.ids);
  return leadConditions(selection.filters) ?? sql`true`;
}

/**
 * One change to many contacts in ONE transaction (ADR 046): all of them or none. A status change records a
 * 'lead.status' event on each contact it changed, as a single change does; a tag is added or removed.
 * More than BULK_MAX matching contacts is refused up front (400), never done in part. "Assign a task" creates one
 * task per contact, each with its 'task.created' event (ADR 048).
 */
export async function bulkChange(db: Db, input: BulkInput, by: string | null): Promise<BulkResult> {
  const where = selectionCondition(input.selection);
  return db.transaction(async (tx) => {
    const [count] = rowsOf<{ n: number }>(
      await tx.execute(sql`select count(*)::int as n from ${leads} where ${where}`),
    );
    const matched = Number(count?.n ?? 0);
    if (matched > BULK_MAX)
      throw badRequest(`At most ${BULK_MAX} contacts change at once; narrow the filter`, {
        selection: ['too_many_rows'],
      });
    const { action } = input;
    if (action.type === 'status') {
      const changed = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with chosen as (
            select ${leads.id} as id, ${leads.status} as old from ${leads}
            where ${where} and ${leads.status} <> ${action.status}
            for update
          ), moved as (
            update ${leads} set status = ${action.status}, updated_at = now()
            from chosen where ${leads.id} = chosen.id
            returning chosen.id, chosen.old
          )
          insert into lead_events (lead_id, kind, source, data)
          select moved.id, 'lead.status', 'admin',
            jsonb_build_object('from', moved.old, 'to', ${action.status}::text, 'by', ${by}::text, 'bulk', true)
          from moved
          returning lead_id as id`),
      );
      return { matched, changed: changed.length };
    }
    if (action.type === 'task') {
      const dueAt = dueInstant(action.dueDate, action.dueTime).toISOString();
      const created = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with made as (
            insert into tasks (lead_id, title, due_at, all_day)
            select ${leads.id}, ${action.title}::text, ${dueAt}::timestamptz, ${!action.dueTime}
            from ${leads} where ${where}
            returning id, lead_id
          )
          insert into lead_events (lead_id, kind, source, data)
          select made.lead_id, 'task.created', 'admin',
            jsonb_build_object('taskId', made.id, 'title', ${action.title}::text, 'dueAt', ${dueAt}::text,
              'by', ${by}::text, 'bulk', true)
          from made
          returning lead_id as id`),
      );
      return { matched, changed: created.length };
    }
    const [tag] = await tx
      .select({ id: contactTags.id })
      .from(contactTags)
      .where(sql`${contactTags.id} = ${action.tagId}`);
    if (!tag) throw notFound('There is no such tag');
    const changed = rowsOf<{ lead_id: string }>(
      action.type === 'tag'
        ? await tx.execute(sql`
            insert into lead_tags (lead_id, tag_id)
            select ${leads.id}, ${action.tagId}::uuid from ${leads} where ${where}
            on conflict do nothing
            returning lead_id`)
        : await tx.execute(sql`
            delete from lead_tags
            where tag_id = ${action.tagId}::uuid
              and lead_id in (select ${leads.id} from ${leads} where ${where})
            returning lead_id`),
    );
    return { matched, changed: changed.length };
  });
}
