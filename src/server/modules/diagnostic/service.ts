import {
  type submissionInputSchema,
  type Answers,
  type DiagnosticDefinition,
  type DiagnosticResult,
  type Draft,
  type LevelText,
  type Questionnaire,
  type SharedResult,
} from '@contracts/diagnostic';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { enqueueMail } from '../../platform/mail/outbox';
import { upsertLead } from '../leads';
import { resultMail } from './mails';
import { diagnosticDrafts, diagnosticResults, diagnosticVersions } from './schema';
import { scoreAnswers, validateAnswers } from './scoring';
import { hashToken, newToken, stableStringify } from '../../platform/secrets';
import { newShareId } from './tokens';

export interface VersionRow {
  id: string;
  definition: DiagnosticDefinition;
}

/** The current questionnaire: the newest version. */
export async function currentVersion(db: Db): Promise<VersionRow> {
  const [row] = await db
    .select({ id: diagnosticVersions.id, definition: diagnosticVersions.definition })
    .from(diagnosticVersions)
    .orderBy(desc(diagnosticVersions.createdAt), desc(diagnosticVersions.id))
    .limit(1);
  if (!row) throw notFound('The diagnostic has not been set up');
  return row;
}

export async function versionById(db: Db, id: string): Promise<VersionRow | null> {
  const [row] = await db
    .select({ id: diagnosticVersions.id, definition: diagnosticVersions.definition })
    .from(diagnosticVersions)
    .where(eq(diagnosticVersions.id, id));
  return row ?? null;
}

/** Stored versions never change, so their definitions are kept once read (per database). */
const definitionCache = new WeakMap<Db, Map<string, DiagnosticDefinition>>();

export async function definitionOf(db: Db, id: string): Promise<DiagnosticDefinition> {
  let cache = definitionCache.get(db);
  if (!cache) definitionCache.set(db, (cache = new Map()));
  const cached = cache.get(id);
  if (cached) return cached;
  const row = await versionById(db, id);
  if (!row) throw new Error(`Diagnostic version ${id} is missing`);
  cache.set(id, row.definition);
  return row.definition;
}

export function levelTextOf(definition: DiagnosticDefinition, level: string): LevelText {
  const info = definition.levels.find((l) => l.id === level);
  if (!info) throw new Error(`Level ${level} is not in version ${definition.version}`);
  return { name: info.name, description: info.description };
}

/** What visitors see: no weights, no recommendation rules. */
export function toQuestionnaire(definition: DiagnosticDefinition): Questionnaire {
  return {
    version: definition.version,
    estimatedMinutes: definition.estimatedMinutes,
    dimensions: definition.dimensions,
    levels: definition.levels,
    steps: definition.steps,
    questions: definition.questions.map((q) => ({
      id: q.id,
      dimension: q.dimension,
      kind: q.kind,
      prompt: q.prompt,
      ...(q.help ? { help: q.help } : {}),
      options: q.options.map((o) => ({
        id: o.id,
        label: o.label,
        ...(o.exclusive ? { exclusive: true } : {}),
      })),
    })),
  };
}

/** Answers for the current version only, checked against it: a 400 with field errors otherwise. */
async function checkedAgainstCurrent(db: Db, version: string, answers: Answers, complete: boolean) {
  const current = await currentVersion(db);
  if (version !== current.id)
    throw badRequest('These answers belong to another version of the questionnaire', {
      version: ['not_current'],
    });
  const errors = validateAnswers(current.definition, answers, { complete });
  if (Object.keys(errors).length) throw badRequest('Some answers are missing or not valid', errors);
  return current;
}

/*
 * Drafts. Anyone can type anyone's e-mail, so a draft is read back only with the token its first save
 * returned (its hash is stored). A save without the valid token for an e-mail that already has a draft starts
 * that draft afresh with a new token: a stranger can at worst replace a draft (the browser keeps its own
 * copy in local storage), never read one.
 */
export async function saveDraft(
  db: Db,
  input: { email: string; version: string; answers: Answers; draftToken?: string },
): Promise<{ draftToken: string; updatedAt: string }> {
  await checkedAgainstCurrent(db, input.version, input.answers, false);
  const keep = input.draftToken ? hashToken(input.draftToken) : null;
  const fresh = newToken();
  const freshHash = hashToken(fresh);
  const [row] = await db
    .insert(diagnosticDrafts)
    .values({ email: input.email, version: input.version, answers: input.answers, tokenHash: freshHash })
    .onConflictDoUpdate({
      target: [diagnosticDrafts.email, diagnosticDrafts.version],
      set: {
        answers: input.answers,
        updatedAt: sql`now()`,
        tokenHash: sql`case when ${diagnosticDrafts.tokenHash} = ${keep} then ${diagnosticDrafts.tokenHash} else ${freshHash} end`,
      },
    })
    .returning({ tokenHash: diagnosticDrafts.tokenHash, updatedAt: diagnosticDrafts.updatedAt });
  return {
    draftToken: row!.tokenHash === freshHash ? fresh : input.draftToken!,
    updatedAt: row!.updatedAt.toISOString(),
  };
}

export async function getDraft(db: Db, email: string, version: string, token: string): Promise<Draft> {
  const [row] = await db
    .select()
    .from(diagnosticDrafts)
    .where(
      and(
        eq(diagnosticDrafts.email, email),
        eq(diagnosticDrafts.version, version),
        eq(diagnosticDrafts.tokenHash, hashToken(token)),
      ),
    );
  // The same answer for "no draft" and "wrong token": nothing to learn about who has a draft.
  if (!row) throw notFound('There is no draft for this e-mail and token');
  return {
    email: row.email,
    version: row.version,
    answers: row.answers,
    updatedAt: row.updatedAt.toISOString(),
  };
}

type ResultRow = typeof diagnosticResults.$inferSelect;

export async function toResult(db: Db, row: ResultRow): Promise<DiagnosticResult> {
  return {
    ...row.scores,
    levelText: levelTextOf(await definitionOf(db, row.version), row.scores.level),
    id: row.id,
    version: row.version,
    name: row.name,
    language: row.language as 'es' | 'en',
    showName: row.showName,
    shareId: row.shareId,
    shared: row.sharedAt !== null,
    sharedAt: row.sharedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The private link of the results e-mail: the token rides in the fragment, so no server or log sees it. */
export function privateResultsUrl(siteUrl: URL, id: string, token: string): string {
  const url = new URL('/diagnostico-resultados', siteUrl);
  url.searchParams.set('id', id);
  url.hash = new URLSearchParams({ token }).toString();
  return url.href;
}

/** A token that reads a result: one from a submit answer, or the private link's from the e-mail. */
export const holdsToken = (token: string) => {
  const hash = hashToken(token);
  return sql`(${hash} = any(${diagnosticResults.resultTokenHashes}) or ${diagnosticResults.linkTokenHash} = ${hash})`;
};

export type Submission = z.output<typeof submissionInputSchema>;

export interface SubmitDeps {
  db: Db;
  siteUrl: URL;
  siteName?: string;
  /** Runs in the submission's transaction when a new result is stored (analytics' goal), not on a replay. */
  onCompleted?: (tx: DbOrTx, resultId: string) => Promise<void>;
}

/**
 * Scores a submission and stores it with its lead and its results e-mail, all in one transaction. The
 * idempotency key (Idempotency-Key header, else the body's submissionId, else a hash of the submission)
 * makes a double submit return the first result; the same key with a different submission is a 409.
 */
export async function submitResult(
  deps: SubmitDeps,
  input: Submission,
  idempotencyKey: string | undefined,
): Promise<{ result: DiagnosticResult; resultToken: string }> {
  const { db } = deps;
  const { submissionId, ...request } = input;
  const requestHash = hashToken(stableStringify(request));
  const key = idempotencyKey ?? (submissionId ? `body:${submissionId}` : `derived:${requestHash}`);
  const resultToken = newToken();

  const replay = async () => {
    const [row] = await db
      .update(diagnosticResults)
      .set({
        resultTokenHashes: sql`(${diagnosticResults.resultTokenHashes} || array[${hashToken(resultToken)}]::text[])[greatest(1, cardinality(${diagnosticResults.resultTokenHashes}) - 8):]`,
      })
      .where(and(eq(diagnosticResults.idempotencyKey, key), eq(diagnosticResults.requestHash, requestHash)))
      .returning();
    if (!row) throw new AppError(409, 'conflict', 'This submission id was already used for other answers');
    return { result: await toResult(db, row), resultToken };
  };

  const [existing] = await db
    .select({ id: diagnosticResults.id })
    .from(diagnosticResults)
    .where(eq(diagnosticResults.idempotencyKey, key));
  if (existing) return replay();

  const current = await checkedAgainstCurrent(db, input.version, input.answers, true);
  const summary = scoreAnswers(current.definition, input.answers);
  const shareId = newShareId();
  const linkToken = newToken();

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(diagnosticResults)
      .values({
        version: current.id,
        name: input.name,
        email: input.email,
        company: input.company?.trim() || null,
        role: input.role?.trim() || null,
        language: input.language,
        answers: input.answers,
        scores: summary,
        overall: summary.overall,
        level: summary.level,
        shareId,
        linkTokenHash: hashToken(linkToken),
        resultTokenHashes: [hashToken(resultToken)],
        showName: input.showName,
        idempotencyKey: key,
        requestHash,
      })
      .onConflictDoNothing({ target: diagnosticResults.idempotencyKey })
      .returning();
    // A concurrent twin committed first: answer as a replay, after this (empty) transaction.
    if (!row) return null;
    const { leadId } = await upsertLead(tx, {
      email: input.email,
      name: input.name,
      company: input.company,
      role: input.role,
      language: input.language,
      source: 'diagnostic',
      event: {
        kind: 'diagnostic.completed',
        data: { resultId: row.id, version: current.id, overall: summary.overall, level: summary.level },
      },
    });
    const [linked] = await tx
      .update(diagnosticResults)
      .set({ leadId })
      .where(eq(diagnosticResults.id, row.id))
      .returning();
    await enqueueMail(
      tx,
      resultMail({
        lang: input.language,
        name: input.name,
        email: input.email,
        summary,
        definition: current.definition,
        resultsUrl: privateResultsUrl(deps.siteUrl, row.id, linkToken),
        siteName: deps.siteName,
      }),
      `diagnostic.result:${row.id}`,
    );
    await deps.onCompleted?.(tx, row.id);
    return linked!;
  });
  if (!created) return replay();
  return { result: await toResult(db, created), resultToken };
}

/**
 * A result with its personal data: only with one of its result tokens or its private link's token (404
 * otherwise, as if unknown).
 */
export async function getResult(db: Db, id: string, token: string): Promise<DiagnosticResult> {
  const [row] = await db
    .select()
    .from(diagnosticResults)
    .where(and(eq(diagnosticResults.id, id), holdsToken(token)));
  if (!row) throw notFound('There is no result with this id and token');
  return toResult(db, row);
}

export async function getShared(db: Db, shareId: string): Promise<SharedResult> {
  const [row] = await db
    .select()
    .from(diagnosticResults)
    // Private until shared (ADR 023): a never-shared or withdrawn result is as unknown as a made-up id.
    .where(and(eq(diagnosticResults.shareId, shareId), isNotNull(diagnosticResults.sharedAt)));
  if (!row) throw notFound('This shared result is not available');
  return {
    ...row.scores,
    levelText: levelTextOf(await definitionOf(db, row.version), row.scores.level),
    shareId: row.shareId,
    version: row.version,
    name: row.showName ? row.name : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stops sharing by share id: with the revoke token of an e-mail sent before ADR 023, a result token or the
 * private link's token. Revoking twice, or a result that was never shared, is fine.
 */
export async function revokeShare(db: Db, shareId: string, token: string): Promise<void> {
  const hash = hashToken(token);
  const [row] = await db
    .update(diagnosticResults)
    .set(stopSharing)
    .where(
      and(
        eq(diagnosticResults.shareId, shareId),
        sql`(${diagnosticResults.revokeTokenHash} = ${hash} or ${holdsToken(token)})`,
      ),
    )
    .returning({ id: diagnosticResults.id });
  if (!row) throw notFound('There is no shared result with this id and token');
}

/** The update that stops sharing (idempotent: a private result keeps its state and its dates). */
export const stopSharing = {
  sharedAt: sql`null`,
  shareRevokedAt: sql`case when ${diagnosticResults.sharedAt} is not null then now() else ${diagnosticResults.shareRevokedAt} end`,
};

/**
 * The update that shares (idempotent: a shared result keeps its date and link). A result shared before and
 * then withdrawn gets a new share id, so the withdrawn link stays dead for whoever still has it.
 */
export const startSharing = () => ({
  sharedAt: sql`coalesce(${diagnosticResults.sharedAt}, now())`,
  shareId: sql`case when ${diagnosticResults.sharedAt} is null and ${diagnosticResults.shareRevokedAt} is not null then ${newShareId()} else ${diagnosticResults.shareId} end`,
  shareRevokedAt: sql`null`,
});
