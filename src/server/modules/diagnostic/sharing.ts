import { MY_DIAGNOSTIC_LIMIT, type DiagnosticResult, type MyDiagnosticResults } from '@contracts/diagnostic';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import { provenEmailOf } from '../auth';
import { diagnosticResults } from './schema';
import { holdsToken, startSharing, stopSharing, toResult } from './service';

/**
 * Who may see and share a result (ADR 023): whoever holds one of its tokens (the browser that took it, or the
 * private link of the results e-mail), or a signed-in person whose proven address (ADR 031) is the result's.
 */
export type ResultAccess = { kind: 'token'; token: string } | { kind: 'owner'; email: string };

const ownedBy = (email: string) => sql`lower(${diagnosticResults.email}) = ${email}`;
const allows = (access: ResultAccess): SQL =>
  access.kind === 'token' ? holdsToken(access.token) : ownedBy(access.email);

/**
 * The access of a signed-in person, or a 404 (as for an unknown result) without a proven address. Results
 * carry no user id, so the e-mail is the only link, and it counts only once the account's address is proven
 * (auth's provenEmailOf): nobody reads another person's results by signing up with their address.
 */
export async function ownerAccess(db: Db, viewer: Viewer): Promise<ResultAccess> {
  const email = await provenEmailOf(db, viewer.userId);
  if (!email) throw notFound('There is no result with this id for this account');
  return { kind: 'owner', email };
}

/** Shares (true) or stops sharing (false) a result; both idempotent. 404 when it is not the caller's. */
export async function setSharing(
  db: Db,
  id: string,
  access: ResultAccess,
  share: boolean,
): Promise<DiagnosticResult> {
  const [row] = await db
    .update(diagnosticResults)
    .set(share ? startSharing() : stopSharing)
    .where(and(eq(diagnosticResults.id, id), allows(access)))
    .returning();
  if (!row) throw notFound('There is no result with this id for you');
  return toResult(db, row);
}

/** One of the signed-in person's results, in full. */
export async function myResult(db: Db, viewer: Viewer, id: string): Promise<DiagnosticResult> {
  const access = await ownerAccess(db, viewer);
  const [row] = await db
    .select()
    .from(diagnosticResults)
    .where(and(eq(diagnosticResults.id, id), allows(access)));
  if (!row) throw notFound('There is no result with this id for this account');
  return toResult(db, row);
}

/** GET /api/me/diagnostic: the signed-in person's results, newest first (at most MY_DIAGNOSTIC_LIMIT). */
export async function myResults(db: Db, viewer: Viewer): Promise<MyDiagnosticResults> {
  const email = await provenEmailOf(db, viewer.userId);
  if (!email) return { results: [] };
  const rows = await db
    .select()
    .from(diagnosticResults)
    .where(ownedBy(email))
    .orderBy(desc(diagnosticResults.createdAt), desc(diagnosticResults.id))
    .limit(MY_DIAGNOSTIC_LIMIT);
  return { results: await Promise.all(rows.map((row) => toResult(db, row))) };
}
