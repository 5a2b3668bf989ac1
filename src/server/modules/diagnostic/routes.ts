import {
  draftInputSchema,
  emailQuerySchema,
  resumeLinkInputSchema,
  revokeInputSchema,
  submissionInputSchema,
  versionIdSchema,
} from '@contracts/diagnostic';
import { languageSchema } from '@contracts/i18n';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { notFound } from '../../platform/errors';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../platform/goals';
import { parseInput, readJson, type AppEnv } from '../../platform/http';
import { limitPerClient } from '../../platform/rate-limit';
import {
  currentVersion,
  definitionOf,
  getDraft,
  getResult,
  getShared,
  revokeShare,
  saveDraft,
  submitResult,
  toQuestionnaire,
} from './service';
import { sendResumeLink } from './resume';
import { setSharing } from './sharing';
import { renderShareImage } from './share-image';

export interface DiagnosticLimits {
  /** Submissions per IP per 10 minutes. */
  submitsPer10Min: number;
  /** Draft saves per IP per 5 minutes (autosave runs on every step). */
  draftsPer5Min: number;
}
export const defaultDiagnosticLimits: DiagnosticLimits = { submitsPer10Min: 10, draftsPer5Min: 120 };

export interface DiagnosticDeps {
  db: Db;
  siteUrl: URL;
  trustProxy: boolean;
  siteName?: string;
  limits?: DiagnosticLimits;
  /** Analytics' goals (diagnostic started, completed), handed in by app.ts. */
  goals?: RecordGoal;
}

const tokenSchema = z.string().min(1).max(100);
const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/);
const shareIdSchema = z.string().regex(/^[A-Za-z0-9_-]{10,40}$/);

/**
 * /api/diagnostic — public. Secrets travel in headers (X-Draft-Token, X-Result-Token) or bodies, never in
 * URLs, so they stay out of logs and Referer headers.
 *
 * A result is private until its taker shares it (POST /results/:id/share; DELETE stops; ADR 023). Nothing
 * changes on a GET: mail scanners (Outlook Safe Links, Gmail's) open every link of a mail. The results e-mail
 * carries a private link to the results page (token in the fragment), where stopping is one click; e-mails
 * sent before ADR 023 link /shared/<shareId>?revoke=<token>, a page that asks to confirm and then POSTs to
 * /shared/:shareId/revoke.
 */
export function diagnosticRoutes(deps: DiagnosticDeps) {
  const { db } = deps;
  const limits = deps.limits ?? defaultDiagnosticLimits;
  const goals = deps.goals ?? noGoals;
  // Rendering a card takes tens of milliseconds; previews ask for the same few cards again and again.
  const imageCache = new Map<string, Buffer>();
  const IMAGE_CACHE_SIZE = 200;

  const limit = (c: Context, group: string, max: number, windowSeconds: number) =>
    limitPerClient(c, db, { scope: `diagnostic:${group}`, max, windowSeconds, trustProxy: deps.trustProxy });

  return new Hono<AppEnv>()
    .get('/questionnaire', async (c) => {
      const current = await currentVersion(db);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(toQuestionnaire(current.definition));
    })
    .put('/drafts', async (c) => {
      await limit(c, 'drafts', limits.draftsPer5Min, 300);
      const input = parseInput(draftInputSchema, await readJson(c));
      const saved = await saveDraft(db, input);
      // The first save of a draft (no token yet) is the diagnostic's start; autosaves carry the token.
      if (!input.draftToken)
        await goals(db, { goal: 'diagnostic_started', visitor: goalVisitorOf(c, deps.trustProxy) });
      return c.json(saved);
    })
    .get('/drafts', async (c) => {
      const email = parseInput(emailQuerySchema, c.req.query('email'), 'email');
      const version = parseInput(versionIdSchema, c.req.query('version'), 'version');
      const token = parseInput(tokenSchema, c.req.header('x-draft-token'), 'draftToken');
      c.header('Cache-Control', 'no-store');
      return c.json(await getDraft(db, email, version, token));
    })
    .post('/drafts/resume-link', async (c) => {
      await limit(c, 'resume', limits.submitsPer10Min, 600);
      const input = parseInput(resumeLinkInputSchema, await readJson(c));
      await sendResumeLink({ db, siteUrl: deps.siteUrl, siteName: deps.siteName }, input);
      return c.json({ sent: true as const });
    })
    .post('/results', async (c) => {
      await limit(c, 'results', limits.submitsPer10Min, 600);
      const header = c.req.header('idempotency-key');
      const key =
        header === undefined ? undefined : parseInput(idempotencyKeySchema, header, 'Idempotency-Key');
      const input = parseInput(submissionInputSchema, await readJson(c));
      c.header('Cache-Control', 'no-store');
      const visitor = goalVisitorOf(c, deps.trustProxy);
      const onCompleted = (tx: DbOrTx, resultId: string) =>
        goals(tx, { goal: 'diagnostic_completed', reference: resultId, visitor });
      return c.json(
        await submitResult({ db, siteUrl: deps.siteUrl, siteName: deps.siteName, onCompleted }, input, key),
      );
    })
    .get('/results/:id', async (c) => {
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const token = parseInput(tokenSchema, c.req.header('x-result-token'), 'resultToken');
      c.header('Cache-Control', 'no-store');
      return c.json(await getResult(db, id, token));
    })
    .on(['POST', 'DELETE'], '/results/:id/share', async (c) => {
      // Share / stop sharing from the results page (ADR 023): the token proves it is the taker's; idempotent.
      await limit(c, 'revoke', limits.submitsPer10Min * 3, 600);
      const id = parseInput(z.uuid(), c.req.param('id'), 'id');
      const token = parseInput(tokenSchema, c.req.header('x-result-token'), 'resultToken');
      c.header('Cache-Control', 'no-store');
      return c.json(await setSharing(db, id, { kind: 'token', token }, c.req.method === 'POST'));
    })
    .get('/shared/:shareId', async (c) => {
      // A malformed id is just another unknown one: the same 404 as a revoked share.
      const shareId = shareIdSchema.safeParse(c.req.param('shareId'));
      if (!shareId.success) throw notFound('This shared result is not available');
      // Short: a revoked share should disappear from caches soon.
      c.header('Cache-Control', 'public, max-age=30');
      return c.json(await getShared(db, shareId.data));
    })
    .get('/shared/:shareId/image.png', async (c) => {
      const shareId = shareIdSchema.safeParse(c.req.param('shareId'));
      if (!shareId.success) throw notFound('This shared result is not available');
      const lang = languageSchema.catch('es').parse(c.req.query('lang'));
      // Asked every time (not cached) so a revoked share stops showing at once.
      const result = await getShared(db, shareId.data);
      const key = `${shareId.data}:${lang}`;
      let png = imageCache.get(key);
      if (!png) {
        const definition = await definitionOf(db, result.version);
        png = await renderShareImage({ result, definition, lang, siteHost: deps.siteUrl.host });
        if (imageCache.size >= IMAGE_CACHE_SIZE) imageCache.delete(imageCache.keys().next().value!);
        imageCache.set(key, png);
      }
      c.header('Content-Type', 'image/png');
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(new Uint8Array(png));
    })
    .post('/shared/:shareId/revoke', async (c) => {
      await limit(c, 'revoke', limits.submitsPer10Min * 3, 600);
      const shareId = parseInput(shareIdSchema, c.req.param('shareId'), 'shareId');
      const { token } = parseInput(revokeInputSchema, await readJson(c));
      await revokeShare(db, shareId, token);
      return c.json({ revoked: true });
    });
}
