import {
  adminResultDetailSchema,
  adminResultListSchema,
  distributionSchema,
  draftInputSchema,
  draftSavedSchema,
  draftSchema,
  questionnaireSchema,
  revokeInputSchema,
  sharedResultSchema,
  submissionInputSchema,
  submissionResponseSchema,
  resultSchema,
} from '@contracts/diagnostic';
import { z } from 'zod';
import type { ApiOperation } from '../../platform/openapi';

const tag = 'diagnostic';
const id = z.uuid();
const shareId = z.string();

export const diagnosticOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/diagnostic/questionnaire',
    tag,
    summary: 'The current questionnaire (version, dimensions, steps, questions, levels)',
    response: questionnaireSchema,
    errors: [404],
  },
  {
    method: 'put',
    path: '/diagnostic/drafts',
    tag,
    summary: 'Save a draft of the answers (returns the draft token needed to read it back)',
    body: draftInputSchema,
    response: draftSavedSchema,
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/diagnostic/drafts',
    tag,
    summary: 'Read a draft back (query email and version; header X-Draft-Token)',
    response: draftSchema,
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/diagnostic/results',
    tag,
    summary:
      'Submit the answers: scores them, records the lead and e-mails the results (Idempotency-Key header or submissionId: a double submit returns the same result)',
    body: submissionInputSchema,
    response: submissionResponseSchema,
    errors: [400, 409, 429],
  },
  {
    method: 'get',
    path: '/diagnostic/results/{id}',
    tag,
    summary: 'A result with its personal data (header X-Result-Token)',
    params: { id },
    response: resultSchema,
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/diagnostic/shared/{shareId}',
    tag,
    summary: 'A shared result: public, without personal data unless the person chose to show their name',
    params: { shareId },
    response: sharedResultSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: '/diagnostic/shared/{shareId}/revoke',
    tag,
    summary: 'Stop sharing a result (the token from the results e-mail, or a result token)',
    params: { shareId },
    body: revokeInputSchema,
    response: z.object({ revoked: z.literal(true) }),
    errors: [400, 404, 429],
  },
  {
    method: 'get',
    path: '/admin/diagnostic/results',
    tag: 'admin',
    summary:
      'Diagnostic submissions; query: level, from, to, minScore, maxScore, dimension, dimensionMin, q, sort, order, limit, offset',
    response: adminResultListSchema,
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/diagnostic/results/{id}',
    tag: 'admin',
    summary: 'One submission with all its answers and the lead’s history',
    params: { id },
    response: adminResultDetailSchema,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/diagnostic/results.csv',
    tag: 'admin',
    summary: 'The filtered submissions as CSV (UTF-8 with BOM); same query as the list',
    response: z.string(),
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/diagnostic/distribution',
    tag: 'admin',
    summary: 'Counts per 10-point score bucket and per level; same filters as the list',
    response: distributionSchema,
    errors: [400, 401, 403],
  },
];
