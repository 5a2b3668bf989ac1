import { diagnosticRoutes as api } from '@contracts/api/diagnostic';
import { shareIdSchema } from '@contracts/diagnostic';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/jobs/queue';
import { notFound } from '../../platform/errors';
import { goalVisitorOf, noGoals, type RecordGoal } from '../../platform/goals';
import { idempotencyKeyOf, parseInput, type AppEnv } from '../../platform/http';
import { limitPerClient } from '../../platform/rate-limit';
import { mountRoutes, route } from '../../platform/routes';
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

/** A shared result's id as the GETs take it: a malformed one is just another unknown one (404). */
const knownShareId = (value: string) => {
  const shareId = shareIdSchema.safeParse(value);
  if (!shareId.success) throw notFound('This shared result is not available');
  return shareId.data;
};

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

  /*
   * The rate limits run as middleware, before the contract's validation: a malformed request still counts,
   * and a client over its limit gets 429 whatever it sent (as before the routes had contracts).
   */
  const limited =
    (method: string, group: string, max: number, windowSeconds: number): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      if (c.req.method === method)
        await limitPerClient(c, db, {
          scope: `diagnostic:${group}`,
          max,
          windowSeconds,
          trustProxy: deps.trustProxy,
        });
      await next();
    };
  const revokes = (method: string) => limited(method, 'revoke', limits.submitsPer10Min * 3, 600);
  const app = new Hono<AppEnv>()
    .use('/drafts', limited('PUT', 'drafts', limits.draftsPer5Min, 300))
    .use('/drafts/resume-link', limited('POST', 'resume', limits.submitsPer10Min, 600))
    .use('/results', limited('POST', 'results', limits.submitsPer10Min, 600))
    // The Idempotency-Key header is checked before the body, as it always was.
    .use('/results', async (c, next) => {
      if (c.req.method === 'POST') idempotencyKeyOf(c);
      await next();
    })
    .use('/results/:id/share', revokes('POST'), revokes('DELETE'))
    .use('/shared/:shareId/revoke', revokes('POST'));

  return mountRoutes(
    '/diagnostic',
    [
      route(api.questionnaire, async (_, c) => {
        const current = await currentVersion(db);
        c.header('Cache-Control', 'public, max-age=60');
        return toQuestionnaire(current.definition);
      }),
      route(api.saveDraft, async ({ body }, c) => {
        const saved = await saveDraft(db, body);
        // The first save of a draft (no token yet) is the diagnostic's start; autosaves carry the token.
        if (!body.draftToken)
          await goals(db, { goal: 'diagnostic_started', visitor: goalVisitorOf(c, deps.trustProxy) });
        return saved;
      }),
      route(api.draft, async ({ query }, c) => {
        const token = parseInput(tokenSchema, c.req.header('x-draft-token'), 'draftToken');
        c.header('Cache-Control', 'no-store');
        return getDraft(db, query.email, query.version, token);
      }),
      route(api.resumeLink, async ({ body }) => {
        await sendResumeLink({ db, siteUrl: deps.siteUrl, siteName: deps.siteName }, body);
        return { sent: true as const };
      }),
      route(api.submit, async ({ body }, c) => {
        const key = idempotencyKeyOf(c);
        c.header('Cache-Control', 'no-store');
        const visitor = goalVisitorOf(c, deps.trustProxy);
        const onCompleted = (tx: DbOrTx, resultId: string) =>
          goals(tx, { goal: 'diagnostic_completed', reference: resultId, visitor });
        return submitResult({ db, siteUrl: deps.siteUrl, siteName: deps.siteName, onCompleted }, body, key);
      }),
      route(api.result, async ({ params }, c) => {
        const token = parseInput(tokenSchema, c.req.header('x-result-token'), 'resultToken');
        c.header('Cache-Control', 'no-store');
        return getResult(db, params.id, token);
      }),
      // Share / stop sharing from the results page (ADR 023): the token proves it is the taker's; idempotent.
      ...([api.share, api.unshare] as const).map((contract) =>
        route(contract, async ({ params }, c) => {
          const token = parseInput(tokenSchema, c.req.header('x-result-token'), 'resultToken');
          c.header('Cache-Control', 'no-store');
          return setSharing(db, params.id, { kind: 'token', token }, contract === api.share);
        }),
      ),
      route(api.shared, async ({ params }, c) => {
        const shareId = knownShareId(params.shareId);
        // Short: a revoked share should disappear from caches soon.
        c.header('Cache-Control', 'public, max-age=30');
        return getShared(db, shareId);
      }),
      route(api.sharedImage, async ({ params, query }, c) => {
        const shareId = knownShareId(params.shareId);
        const lang = query.lang ?? 'es';
        // Asked every time (not cached) so a revoked share stops showing at once.
        const result = await getShared(db, shareId);
        const key = `${shareId}:${lang}`;
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
      }),
      route(api.revoke, async ({ params, body }) => {
        await revokeShare(db, params.shareId, body.token);
        return { revoked: true as const };
      }),
    ],
    app,
  );
}
