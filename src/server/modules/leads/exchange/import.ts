import { IMPORT_MAX_ROWS, normaliseEmail, type ImportResult, type ImportRow } from '@contracts/contacts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../platform/db/client';
import { badRequest } from '../../../platform/errors';
import type { DbOrTx } from '../../../platform/jobs/queue';
import { readCsv } from './csv-read';
import { languageOf, mapHeaders, stageOf, type ImportField } from './import-mapping';
import { leadEvents, leads } from '../schema';
import { touchContact } from '../contacts/service';

const FIELD_MAX = 200;
const emailSchema = z.email();

type Planned = ImportRow & { language: 'es' | 'en' | null };

/** The rows of a file, each checked, with what applying would do (nothing is written). */
async function plan(db: DbOrTx, csv: string) {
  const [head, ...body] = readCsv(csv);
  if (!head) throw badRequest('The file is empty', { csv: ['empty'] });
  const fields = mapHeaders(head.fields);
  if (!fields.includes('email'))
    throw badRequest('The file has no e-mail column ("Email")', { csv: ['no_email_column'] });
  if (body.length > IMPORT_MAX_ROWS)
    throw badRequest(`At most ${IMPORT_MAX_ROWS} rows per file`, { csv: ['too_many_rows'] });
  const columns = head.fields.map((header, i) => ({ header, field: fields[i] ?? null }));
  const seen = new Set<string>();
  const rows: Planned[] = body.map(({ line, fields: cells }) => {
    const value = (field: ImportField) => {
      const i = fields.indexOf(field);
      return i < 0 ? '' : (cells[i] ?? '').trim();
    };
    const errors: ImportRow['errors'] = [];
    const email = normaliseEmail(value('email'));
    if (email === '') errors.push({ column: 'email', code: 'email_missing' });
    else if (!emailSchema.safeParse(email).success) errors.push({ column: 'email', code: 'email_invalid' });
    else if (seen.has(email)) errors.push({ column: 'email', code: 'duplicate_in_file' });
    seen.add(email);
    const name = value('name') || [value('firstName'), value('lastName')].filter(Boolean).join(' ');
    const text = (column: string, v: string) => {
      if (v.length > FIELD_MAX) errors.push({ column, code: 'too_long' });
      return v === '' ? null : v.slice(0, FIELD_MAX);
    };
    const stage = stageOf(value('status'));
    if (stage === undefined) errors.push({ column: 'status', code: 'status_unknown' });
    return {
      line,
      email,
      name: text('name', name),
      phone: text('phone', value('phone')),
      company: text('company', value('company')),
      role: text('role', value('role')),
      status: stage ?? null,
      language: languageOf(value('language')),
      outcome: errors.length > 0 ? 'error' : 'create',
      errors,
    };
  });
  // Contacts that exist already (by e-mail or a merged alias) are filled, not created.
  const wanted = rows.filter((r) => r.outcome !== 'error').map((r) => r.email);
  if (wanted.length > 0) {
    const known = await db
      .select({ email: leads.email, aliases: leads.aliases })
      .from(leads)
      .where(
        sql`${leads.email} in (${sql.join(
          wanted.map((e) => sql`${e}`),
          sql`, `,
        )}) or ${leads.aliases} && ${sql`array[${sql.join(
          wanted.map((e) => sql`${e}`),
          sql`, `,
        )}]::text[]`}`,
      );
    const existing = new Set(known.flatMap((k) => [k.email, ...k.aliases]));
    for (const row of rows) if (row.outcome === 'create' && existing.has(row.email)) row.outcome = 'update';
  }
  return { columns, rows };
}

/**
 * Imports contacts from a CSV file (ADR 046). Preview reads only; apply writes every valid row in one
 * transaction, idempotent by e-mail: a known contact keeps what it has and gains only what it lacks (a second
 * import of the same file changes nothing), a stage given is set (and recorded) when it differs. Rows with
 * errors are reported by line and left out.
 */
export async function importContacts(
  db: Db,
  input: { csv: string; apply: boolean },
  by: string | null,
): Promise<ImportResult> {
  const planned = await plan(db, input.csv);
  const count = (outcome: ImportRow['outcome']) => planned.rows.filter((r) => r.outcome === outcome).length;
  const rows = planned.rows.map(({ language: _language, ...row }) => row);
  const result = {
    applied: input.apply,
    columns: planned.columns,
    rows,
    created: count('create'),
    updated: count('update'),
    errors: count('error'),
  };
  if (!input.apply) return result;
  await db.transaction(async (tx) => {
    for (const row of planned.rows) {
      if (row.outcome === 'error') continue;
      const { leadId, created } = await touchContact(tx, {
        email: row.email,
        name: row.name,
        phone: row.phone,
        company: row.company,
        role: row.role,
        language: row.language ?? 'es',
        source: 'import',
        personActed: false,
      });
      if (!row.status) continue;
      const [current] = await tx
        .select({ status: leads.status })
        .from(leads)
        .where(sql`${leads.id} = ${leadId}`);
      if (!current || current.status === row.status) continue;
      await tx
        .update(leads)
        .set({ status: row.status })
        .where(sql`${leads.id} = ${leadId}`);
      if (!created)
        await tx.insert(leadEvents).values({
          leadId,
          kind: 'lead.status',
          source: 'admin',
          data: { from: current.status, to: row.status, by, import: true },
        });
    }
  });
  return result;
}
