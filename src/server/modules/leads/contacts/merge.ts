import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { deals, leadEvents, leadTags, leads, tasks } from '../schema';

/**
 * Merges one contact into another (a person who used two e-mails; ADR 046), in one transaction:
 * `into` keeps its e-mail and every value it has, takes the other's where it has none, gains its sources,
 * tags, events, deals, tasks and the earliest first / latest last touch; the other's e-mail (and aliases) become aliases,
 * so its bookings, stays, payments and mails stay on the timeline and later ones land here. Nothing is lost.
 */
export async function mergeContacts(db: Db, intoId: string, fromId: string, by: string | null) {
  if (intoId === fromId)
    throw badRequest('A contact cannot be merged into itself', { fromId: ['same_contact'] });
  await db.transaction(async (tx) => {
    // Both rows locked in a fixed order: two merges of the same pair cannot deadlock.
    const rows = await tx
      .select()
      .from(leads)
      .where(sql`${leads.id} in (${intoId}, ${fromId})`)
      .orderBy(leads.id)
      .for('update');
    const into = rows.find((r) => r.id === intoId);
    const from = rows.find((r) => r.id === fromId);
    if (!into || !from) throw notFound('There is no such contact');
    const sources = [...into.sources, ...from.sources.filter((s) => !into.sources.includes(s))];
    const aliases = [...new Set([...into.aliases, from.email, ...from.aliases])].filter(
      (a) => a !== into.email,
    );
    const notes =
      into.notes && from.notes && into.notes !== from.notes
        ? `${into.notes}\n\n${from.notes}`
        : (into.notes ?? from.notes);
    await tx.update(leadEvents).set({ leadId: intoId }).where(eq(leadEvents.leadId, fromId));
    // The pipeline (ADR 047): the other contact's deals and tasks now belong to the kept one.
    await tx.update(deals).set({ leadId: intoId }).where(eq(deals.leadId, fromId));
    await tx.update(tasks).set({ leadId: intoId }).where(eq(tasks.leadId, fromId));
    await tx.execute(sql`
      insert into lead_tags (lead_id, tag_id, created_at)
      select ${intoId}::uuid, tag_id, created_at from lead_tags where lead_id = ${fromId}::uuid
      on conflict do nothing`);
    await tx.delete(leadTags).where(eq(leadTags.leadId, fromId));
    await tx.delete(leads).where(eq(leads.id, fromId));
    await tx
      .update(leads)
      .set({
        name: into.name ?? from.name,
        company: into.company ?? from.company,
        role: into.role ?? from.role,
        phone: into.phone ?? from.phone,
        notes,
        sources,
        aliases,
        firstTouchAt: into.firstTouchAt < from.firstTouchAt ? into.firstTouchAt : from.firstTouchAt,
        lastTouchAt: into.lastTouchAt > from.lastTouchAt ? into.lastTouchAt : from.lastTouchAt,
        createdAt: into.createdAt < from.createdAt ? into.createdAt : from.createdAt,
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, intoId));
    await tx.insert(leadEvents).values({
      leadId: intoId,
      kind: 'lead.merge',
      source: 'admin',
      data: { email: from.email, name: from.name, status: from.status, by },
    });
  });
}
