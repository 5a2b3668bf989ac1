import { asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/jobs/queue';
import type { RecordPerson } from '../../../platform/people';
import { normaliseEmail } from '@contracts/contacts';
import { leadEvents, leads } from '../schema';

export interface LeadInput {
  email: string;
  /** Given values replace stored ones; missing ones (undefined, null or blank) keep what is stored. */
  name?: string | null;
  company?: string | null;
  role?: string | null;
  phone?: string | null;
  language: 'es' | 'en';
  /** Where the lead came from this time, e.g. 'diagnostic', 'contact'. */
  source: string;
  event: { kind: string; data?: Record<string, unknown> };
}

export type ContactTouch = Omit<LeadInput, 'event'> & {
  /** When the person did it; the transaction's time by default. */
  at?: Date;
  /** False for the owner's import: it fills blanks and never moves the last touch or the language. */
  personActed?: boolean;
  /** A name given to another module (a booking's, a payer's) fills a blank but never renames the contact. */
  nameFillsOnly?: boolean;
};

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Creates or updates the contact of an e-mail (normalised: trimmed, lower-case; ADR 046), in the caller's
 * transaction. An address merged into another contact (its aliases) updates that contact. Safe under
 * concurrency: one insert … on conflict per e-mail.
 */
export async function touchContact(
  tx: DbOrTx,
  input: ContactTouch,
): Promise<{ leadId: string; created: boolean }> {
  const email = normaliseEmail(input.email);
  const at = input.at ? sql`${input.at.toISOString()}::timestamptz` : sql`now()`;
  const acted = input.personActed !== false;
  const values = {
    name: blankToNull(input.name),
    company: blankToNull(input.company),
    role: blankToNull(input.role),
    phone: blankToNull(input.phone),
  };
  // The person's own word replaces what is stored; an import only fills blanks.
  const pick = (column: AnyPgColumn, value: string | null) =>
    acted ? sql`coalesce(${value}::text, ${column})` : sql`coalesce(${column}, ${value}::text)`;
  const changes = {
    name: input.nameFillsOnly
      ? sql`coalesce(${leads.name}, ${values.name}::text)`
      : pick(leads.name, values.name),
    company: pick(leads.company, values.company),
    role: pick(leads.role, values.role),
    phone: pick(leads.phone, values.phone),
    language: acted ? sql`${input.language}::text` : sql`${leads.language}`,
    sources: sql`case when ${input.source}::text = any(${leads.sources}) then ${leads.sources}
      else array_append(${leads.sources}, ${input.source}::text) end`,
    firstTouchAt: sql`least(${leads.firstTouchAt}, ${at})`,
    lastTouchAt: acted ? sql`greatest(${leads.lastTouchAt}, ${at})` : sql`${leads.lastTouchAt}`,
    updatedAt: sql`now()`,
  };
  const [merged] = await tx
    .update(leads)
    .set(changes)
    .where(sql`${email}::text = any(${leads.aliases})`)
    .returning({ id: leads.id });
  if (merged) return { leadId: merged.id, created: false };
  const [row] = await tx
    .insert(leads)
    .values({
      email,
      ...values,
      language: input.language,
      sources: [input.source],
      createdAt: at,
      firstTouchAt: at,
      lastTouchAt: at,
    })
    .onConflictDoUpdate({ target: leads.email, set: changes })
    // xmax = 0 only for a freshly inserted row.
    .returning({ id: leads.id, created: sql<boolean>`(xmax = 0)` });
  return { leadId: row!.id, created: Boolean(row!.created) };
}

/**
 * Creates or updates the lead of an e-mail and records the event (the leads module's own data: contact
 * messages, sign-ups, diagnostic results), in the caller's transaction.
 */
export async function upsertLead(
  tx: DbOrTx,
  input: LeadInput,
): Promise<{ leadId: string; created: boolean }> {
  const result = await touchContact(tx, input);
  await tx.insert(leadEvents).values({
    leadId: result.leadId,
    kind: input.event.kind,
    source: input.source,
    data: input.event.data ?? {},
  });
  return result;
}

/**
 * The recorder app.ts hands booking, rental and payments (platform/people.ts): the person becomes or updates
 * a contact. Nothing of the module's row is copied; the timeline reads it from the module.
 */
export const recordContact: RecordPerson = async (tx, touch) => {
  await touchContact(tx, {
    email: touch.email,
    name: touch.name ?? null,
    phone: touch.phone ?? null,
    language: touch.language,
    source: touch.source,
    nameFillsOnly: true,
    ...(touch.at ? { at: touch.at } : {}),
  });
};

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
