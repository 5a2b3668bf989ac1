import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/jobs/queue';
import { leadEvents, leads } from './schema';

export interface LeadInput {
  email: string;
  /** Given values replace stored ones; missing ones (undefined, null or blank) keep what is stored. */
  name?: string | null;
  company?: string | null;
  role?: string | null;
  language: 'es' | 'en';
  /** Where the lead came from this time, e.g. 'diagnostic', 'contact'. */
  source: string;
  event: { kind: string; data?: Record<string, unknown> };
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Creates or updates the lead of an e-mail (deduplicated case-insensitively) and records the event, in the
 * caller's transaction. Safe under concurrency: one insert … on conflict per e-mail.
 */
export async function upsertLead(
  tx: DbOrTx,
  input: LeadInput,
): Promise<{ leadId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [row] = await tx
    .insert(leads)
    .values({
      email,
      name: blankToNull(input.name),
      company: blankToNull(input.company),
      role: blankToNull(input.role),
      language: input.language,
      sources: [input.source],
    })
    .onConflictDoUpdate({
      target: leads.email,
      set: {
        name: sql`coalesce(excluded.name, ${leads.name})`,
        company: sql`coalesce(excluded.company, ${leads.company})`,
        role: sql`coalesce(excluded.role, ${leads.role})`,
        language: sql`excluded.language`,
        sources: sql`case when ${input.source} = any(${leads.sources}) then ${leads.sources}
          else array_append(${leads.sources}, ${input.source}::text) end`,
        updatedAt: sql`now()`,
      },
    })
    // xmax = 0 only for a freshly inserted row.
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
  const leadId = row!.id;
  await tx.insert(leadEvents).values({
    leadId,
    kind: input.event.kind,
    source: input.source,
    data: input.event.data ?? {},
  });
  return { leadId, created: Boolean(row!.created) };
}

export async function leadWithEvents(db: DbOrTx, leadId: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) return null;
  const events = await db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  return { ...lead, events };
}
