import {
  myDiagnosticResultsSchema,
  type DiagnosticResult,
  draftSavedSchema,
  draftSchema,
  questionnaireSchema,
  resultSchema,
  submissionResponseSchema,
  type DraftInput,
  type ResumeLinkInput,
  type SubmissionInput,
} from '@contracts/diagnostic';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet, apiSend } from '@web/lib/api';
import { sharedResultQuery } from '@web/lib/diagnostic-queries';

/** Typed paths of the public diagnostic API (/api/diagnostic). */
export const diagnosticPaths = {
  questionnaire: () => '/api/diagnostic/questionnaire',
  drafts: () => '/api/diagnostic/drafts',
  draft: (email: string, version: string) =>
    `/api/diagnostic/drafts?${new URLSearchParams({ email, version }).toString()}`,
  resumeLink: () => '/api/diagnostic/drafts/resume-link',
  results: () => '/api/diagnostic/results',
  result: (id: string) => `/api/diagnostic/results/${encodeURIComponent(id)}`,
  revoke: (shareId: string) => `/api/diagnostic/shared/${encodeURIComponent(shareId)}/revoke`,
  share: (id: string) => `/api/diagnostic/results/${encodeURIComponent(id)}/share`,
  mine: () => '/api/me/diagnostic',
  myResult: (id: string) => `/api/me/diagnostic/${encodeURIComponent(id)}`,
  myShare: (id: string) => `/api/me/diagnostic/${encodeURIComponent(id)}/share`,
};

export const diagnosticKeys = {
  questionnaire: ['diagnostic', 'questionnaire'] as const,
  result: (id: string) => ['diagnostic', 'result', id] as const,
  mine: () => ['diagnostic', 'mine'] as const,
  myResult: (id: string) => ['diagnostic', 'mine', id] as const,
  shared: (shareId: string) => sharedResultQuery(shareId).queryKey,
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

/** Reads a server draft back (the token came in the "continue later" e-mail's link). */
export function fetchDraft(email: string, version: string, token: string) {
  return apiGet(draftSchema, diagnosticPaths.draft(email, version), { headers: { 'x-draft-token': token } });
}

/** Asks for the "continue later" e-mail of a saved draft. */
export function useSendResumeLink() {
  return useMutation({
    mutationFn: (input: ResumeLinkInput) =>
      apiSend(z.object({ sent: z.literal(true) }), 'POST', diagnosticPaths.resumeLink(), input),
  });
}

/** POST /results with an Idempotency-Key, so a retry after a lost answer returns the same result. */
export function useSubmitResult() {
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmissionInput; key: string }) =>
      apiSend(submissionResponseSchema, 'POST', diagnosticPaths.results(), input, {
        'idempotency-key': key,
      }),
  });
}

export const resultQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: diagnosticKeys.result(id),
    queryFn: () => apiGet(resultSchema, diagnosticPaths.result(id), { headers: { 'x-result-token': token } }),
    retry: noRetryOn4xx,
  });

/** One query for the share, with server rendering (lib): the screen and the route prefetch agree. */
export const sharedQuery = sharedResultQuery;

export function useRevokeShare() {
  return useMutation({
    mutationFn: ({ shareId, token }: { shareId: string; token: string }) =>
      apiSend(z.object({ revoked: z.boolean() }), 'POST', diagnosticPaths.revoke(shareId), { token }),
  });
}

/**
 * How the viewer reaches a result (ADR 023): a token (kept by the browser that took the diagnostic, or from
 * the private link of the results e-mail), or being signed in with the result's confirmed e-mail.
 */
export type ResultAccess = { kind: 'token'; token: string } | { kind: 'account' };

const noRetryOn4xx = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500 && error.status > 0) && count < 2;

/** GET /api/me/diagnostic: the signed-in person's results, newest first. */
export const myResultsQuery = () =>
  queryOptions({
    queryKey: diagnosticKeys.mine(),
    queryFn: () => apiGet(myDiagnosticResultsSchema, diagnosticPaths.mine()),
    staleTime: 15_000,
  });

/** One of the signed-in person's results, in full (the results page on a device without its token). */
export const myResultQuery = (id: string) =>
  queryOptions({
    queryKey: diagnosticKeys.myResult(id),
    queryFn: () => apiGet(resultSchema, diagnosticPaths.myResult(id)),
    retry: noRetryOn4xx,
  });

/** Shares (true) or stops sharing (false) a result; the answer is the result in its new state. */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, access, share }: { id: string; access: ResultAccess; share: boolean }) =>
      access.kind === 'token'
        ? apiSend(resultSchema, share ? 'POST' : 'DELETE', diagnosticPaths.share(id), undefined, {
            'x-result-token': access.token,
          })
        : apiSend(resultSchema, share ? 'POST' : 'DELETE', diagnosticPaths.myShare(id)),
    onSuccess: (result: DiagnosticResult) => {
      queryClient.setQueryData(diagnosticKeys.result(result.id), result);
      queryClient.setQueryData(diagnosticKeys.myResult(result.id), result);
      queryClient.setQueryData(diagnosticKeys.mine(), (old: { results: DiagnosticResult[] } | undefined) =>
        old ? { results: old.results.map((r) => (r.id === result.id ? result : r)) } : old,
      );
    },
  });
}
