import {
  draftSavedSchema,
  questionnaireSchema,
  resultSchema,
  submissionResponseSchema,
  type DraftInput,
  type SubmissionInput,
} from '@contracts/diagnostic';
import { apiErrorBodySchema } from '@contracts/errors';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet, apiSend } from '@web/lib/api';
import { sharedResultQuery } from '@web/lib/diagnostic-queries';

/** Typed paths of the public diagnostic API (/api/diagnostic). */
export const diagnosticPaths = {
  questionnaire: () => '/api/diagnostic/questionnaire',
  drafts: () => '/api/diagnostic/drafts',
  results: () => '/api/diagnostic/results',
  result: (id: string) => `/api/diagnostic/results/${encodeURIComponent(id)}`,
  shared: (shareId: string) => `/api/diagnostic/shared/${encodeURIComponent(shareId)}`,
  revoke: (shareId: string) => `/api/diagnostic/shared/${encodeURIComponent(shareId)}/revoke`,
};

export const diagnosticKeys = {
  questionnaire: ['diagnostic', 'questionnaire'] as const,
  result: (id: string) => ['diagnostic', 'result', id] as const,
  shared: (shareId: string) => ['diagnostic', 'shared', shareId] as const,
};

export const questionnaireQuery = () =>
  queryOptions({
    queryKey: diagnosticKeys.questionnaire,
    queryFn: () => apiGet(questionnaireSchema, diagnosticPaths.questionnaire()),
    staleTime: 5 * 60_000,
  });

export function useQuestionnaire() {
  return useQuery(questionnaireQuery());
}

/** Saves a server draft; keep the returned token (the only way to read the draft back). */
export function saveDraft(input: DraftInput) {
  return apiSend(draftSavedSchema, 'PUT', diagnosticPaths.drafts(), input);
}

/** POST /results with an Idempotency-Key, so a retry after a lost answer returns the same result. */
export function useSubmitResult() {
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmissionInput; key: string }) =>
      apiSendWithHeaders(submissionResponseSchema, 'POST', diagnosticPaths.results(), input, {
        'idempotency-key': key,
      }),
  });
}

export const resultQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: diagnosticKeys.result(id),
    queryFn: () => apiGetWithHeaders(resultSchema, diagnosticPaths.result(id), { 'x-result-token': token }),
    retry: (count, error) =>
      !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2,
  });

/** One query for the share, with server rendering (lib): the screen and the route prefetch agree. */
export const sharedQuery = sharedResultQuery;

export function useRevokeShare() {
  return useMutation({
    mutationFn: ({ shareId, token }: { shareId: string; token: string }) =>
      apiSend(z.object({ revoked: z.boolean() }), 'POST', diagnosticPaths.revoke(shareId), { token }),
  });
}

/* apiGet/apiSend take no extra headers; these thin wrappers add them through RequestInit. */
async function call<T>(schema: z.ZodType<T>, path: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorBodySchema.safeParse(body);
    throw new ApiError(response.status, parsed.success ? parsed.data.error : undefined);
  }
  return schema.parse(body);
}

function apiGetWithHeaders<T>(schema: z.ZodType<T>, path: string, headers: Record<string, string>) {
  return call(schema, path, { headers: { accept: 'application/json', ...headers } });
}

function apiSendWithHeaders<T>(
  schema: z.ZodType<T>,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return call(schema, path, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}
