import { z } from 'zod';
import {
  adminResultDetailSchema,
  adminResultFiltersSchema,
  adminResultListSchema,
  distributionSchema,
  draftInputSchema,
  draftSavedSchema,
  draftSchema,
  emailQuerySchema,
  myDiagnosticResultsSchema,
  questionnaireSchema,
  resultSchema,
  resumeLinkInputSchema,
  revokeInputSchema,
  sharedResultSchema,
  shareIdSchema,
  submissionInputSchema,
  submissionResponseSchema,
  versionIdSchema,
} from '../diagnostic';
import { languageSchema } from '../i18n';
import { defineRoute } from '../route';

const tag = 'diagnostic';
const id = { id: z.uuid() };
/** A malformed share id is just another unknown one (404), so the GETs take any string and check it themselves. */
const anyShareId = { shareId: z.string() };

/**
 * The brand diagnostic (module diagnostic): the public questionnaire, drafts and results (/api/diagnostic),
 * the signed-in person's own results (/api/me/diagnostic) and the owner's submissions (/api/admin/diagnostic).
 * Secrets travel in headers (X-Draft-Token, X-Result-Token) or bodies, never in URLs.
 */
export const diagnosticRoutes = {
  questionnaire: defineRoute({
    method: 'get',
    path: '/diagnostic/questionnaire',
    tag,
    summary: 'The current questionnaire (version, dimensions, steps, questions, levels)',
    response: questionnaireSchema,
    errors: [404],
  }),
  saveDraft: defineRoute({
    method: 'put',
    path: '/diagnostic/drafts',
    tag,
    summary: 'Save a draft of the answers (returns the draft token needed to read it back)',
    body: draftInputSchema,
    response: draftSavedSchema,
    errors: [400, 429],
  }),
  draft: defineRoute({
    method: 'get',
    path: '/diagnostic/drafts',
    tag,
    summary: 'Read a draft back (query email and version; header X-Draft-Token)',
    query: z.object({ email: emailQuerySchema, version: versionIdSchema }),
    response: draftSchema,
    errors: [400, 404],
  }),
  resumeLink: defineRoute({
    method: 'post',
    path: '/diagnostic/drafts/resume-link',
    tag,
    summary:
      'E-mail a link that resumes the draft on any device (needs the draft token; at most one mail per draft per 10 minutes)',
    body: resumeLinkInputSchema,
    response: z.object({ sent: z.literal(true) }),
    errors: [400, 404, 429],
  }),
  submit: defineRoute({
    method: 'post',
    path: '/diagnostic/results',
    tag,
    summary:
      'Submit the answers: scores them, records the lead and e-mails the results (Idempotency-Key header or submissionId: a double submit returns the same result)',
    body: submissionInputSchema,
    response: submissionResponseSchema,
    errors: [400, 409, 429],
  }),
  result: defineRoute({
    method: 'get',
    path: '/diagnostic/results/{id}',
    tag,
    summary: 'A result with its personal data (header X-Result-Token)',
    params: id,
    response: resultSchema,
    errors: [400, 404],
  }),
  share: defineRoute({
    method: 'post',
    path: '/diagnostic/results/{id}/share',
    tag,
    summary:
      'Share a result (private until then): its public page /shared/{shareId} answers from now on (header X-Result-Token; idempotent)',
    params: id,
    response: resultSchema,
    errors: [400, 404, 429],
  }),
  unshare: defineRoute({
    method: 'delete',
    path: '/diagnostic/results/{id}/share',
    tag,
    summary: 'Stop sharing a result: its public page answers 404 (header X-Result-Token; idempotent)',
    params: id,
    response: resultSchema,
    errors: [400, 404, 429],
  }),
  shared: defineRoute({
    method: 'get',
    path: '/diagnostic/shared/{shareId}',
    tag,
    summary:
      'A shared result: public, without personal data unless the person chose to show their name; 404 unless shared',
    params: anyShareId,
    response: sharedResultSchema,
    errors: [404],
  }),
  sharedImage: defineRoute({
    method: 'get',
    path: '/diagnostic/shared/{shareId}/image.png',
    tag,
    summary: 'The link-preview card of a shared result, 1200×630 PNG (query lang=es|en)',
    params: anyShareId,
    // Any other value falls back to Spanish: a preview never fails over its language.
    query: z.object({ lang: languageSchema.optional().catch(undefined) }),
    response: z.string(),
    contentType: 'image/png',
    errors: [404],
  }),
  revoke: defineRoute({
    method: 'post',
    path: '/diagnostic/shared/{shareId}/revoke',
    tag,
    summary:
      'Stop sharing a result by share id (the revoke token of e-mails sent before results became private, or a result token)',
    params: { shareId: shareIdSchema },
    body: revokeInputSchema,
    response: z.object({ revoked: z.literal(true) }),
    errors: [400, 404, 429],
  }),
  mine: defineRoute({
    method: 'get',
    path: '/me/diagnostic',
    tag,
    summary: 'The signed-in person’s diagnostic results, newest first (matched by confirmed e-mail only)',
    response: myDiagnosticResultsSchema,
    errors: [401],
  }),
  myResult: defineRoute({
    method: 'get',
    path: '/me/diagnostic/{id}',
    tag,
    summary: 'One of the signed-in person’s results, with recommendations',
    params: id,
    response: resultSchema,
    errors: [400, 401, 404],
  }),
  myShare: defineRoute({
    method: 'post',
    path: '/me/diagnostic/{id}/share',
    tag,
    summary: 'Share one of the signed-in person’s results (idempotent)',
    params: id,
    response: resultSchema,
    errors: [400, 401, 404],
  }),
  myUnshare: defineRoute({
    method: 'delete',
    path: '/me/diagnostic/{id}/share',
    tag,
    summary: 'Stop sharing one of the signed-in person’s results (idempotent)',
    params: id,
    response: resultSchema,
    errors: [400, 401, 404],
  }),
  adminResults: defineRoute({
    method: 'get',
    path: '/admin/diagnostic/results',
    tag: 'admin',
    summary:
      'Diagnostic submissions; query: level, from, to, minScore, maxScore, dimension, dimensionMin, q, sort, order, limit, offset',
    query: adminResultFiltersSchema,
    response: adminResultListSchema,
    errors: [400, 401, 403],
  }),
  adminResultsCsv: defineRoute({
    method: 'get',
    path: '/admin/diagnostic/results.csv',
    tag: 'admin',
    summary: 'The filtered submissions as CSV (UTF-8 with BOM); same query as the list',
    query: adminResultFiltersSchema,
    response: z.string(),
    contentType: 'text/csv',
    errors: [400, 401, 403],
  }),
  adminResult: defineRoute({
    method: 'get',
    path: '/admin/diagnostic/results/{id}',
    tag: 'admin',
    summary: 'One submission with all its answers and the lead’s history',
    params: id,
    response: adminResultDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  adminDistribution: defineRoute({
    method: 'get',
    path: '/admin/diagnostic/distribution',
    tag: 'admin',
    summary: 'Counts per 10-point score bucket and per level; same filters as the list',
    query: adminResultFiltersSchema,
    response: distributionSchema,
    errors: [400, 401, 403],
  }),
};
