import type { diagnosticRoutes } from '@contracts/api/diagnostic';
import type { DiagnosticResult, DraftInput, ResumeLinkInput, SubmissionInput } from '@contracts/diagnostic';
import type { Language } from '@contracts/language';
import { pathOf } from '@contracts/route';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import { callLazy } from '@web/lib/api-call';
import { sharedResultQuery } from '@web/lib/diagnostic-queries';

/*
 * The diagnostic's calls. Its screens are public pages (the questionnaire, the results), so nothing here loads
 * zod up front: each route's method and template are literals checked against its contract's type, and the
 * answer's schema loads while the request travels (callLazy). The calls that send a header of their own (a
 * draft or result token, an idempotency key) pass it with the call.
 */

type Api = typeof diagnosticRoutes;

/** The routes this file calls: method and template, as their contracts have them. */
const routes = {
  questionnaire: { method: 'get', path: '/diagnostic/questionnaire' },
  saveDraft: { method: 'put', path: '/diagnostic/drafts' },
  draft: { method: 'get', path: '/diagnostic/drafts' },
  resumeLink: { method: 'post', path: '/diagnostic/drafts/resume-link' },
  submit: { method: 'post', path: '/diagnostic/results' },
  result: { method: 'get', path: '/diagnostic/results/{id}' },
  share: { method: 'post', path: '/diagnostic/results/{id}/share' },
  unshare: { method: 'delete', path: '/diagnostic/results/{id}/share' },
  sharedImage: { method: 'get', path: '/diagnostic/shared/{shareId}/image.png' },
  revoke: { method: 'post', path: '/diagnostic/shared/{shareId}/revoke' },
  mine: { method: 'get', path: '/me/diagnostic' },
  myResult: { method: 'get', path: '/me/diagnostic/{id}' },
  myShare: { method: 'post', path: '/me/diagnostic/{id}/share' },
  myUnshare: { method: 'delete', path: '/me/diagnostic/{id}/share' },
} as const satisfies { [K in keyof Api]?: Pick<Api[K], 'method' | 'path'> };

/** A route's answer schema, loaded on demand (with zod) from its contract. */
const responseOf =
  <K extends keyof Api>(name: K) =>
  async (): Promise<Api[K]['response']> =>
    (await import('@contracts/api/diagnostic')).diagnosticRoutes[name].response;

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
    queryFn: () => callLazy<Api['questionnaire']>(routes.questionnaire, responseOf('questionnaire')),
    staleTime: 5 * 60_000,
  });

export function useQuestionnaire() {
  return useQuery(questionnaireQuery());
}

/** Saves a server draft; keep the returned token (the only way to read the draft back). */
export function saveDraft(input: DraftInput) {
  return callLazy<Api['saveDraft']>(routes.saveDraft, responseOf('saveDraft'), { body: input });
}

/** Reads a server draft back (the token came in the "continue later" e-mail's link). */
export function fetchDraft(email: string, version: string, token: string) {
  return callLazy<Api['draft']>(routes.draft, responseOf('draft'), {
    query: { email, version },
    headers: { 'x-draft-token': token },
  });
}

/** Asks for the "continue later" e-mail of a saved draft. */
export function useSendResumeLink() {
  return useMutation({
    mutationFn: (input: ResumeLinkInput) =>
      callLazy<Api['resumeLink']>(routes.resumeLink, responseOf('resumeLink'), { body: input }),
  });
}

/** POST /results with an Idempotency-Key, so a retry after a lost answer returns the same result. */
export function useSubmitResult() {
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmissionInput; key: string }) =>
      callLazy<Api['submit']>(routes.submit, responseOf('submit'), {
        body: input,
        headers: { 'idempotency-key': key },
      }),
  });
}

export const resultQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: diagnosticKeys.result(id),
    queryFn: () =>
      callLazy<Api['result']>(routes.result, responseOf('result'), {
        params: { id },
        headers: { 'x-result-token': token },
      }),
    retry: noRetryOn4xx,
  });

/** One query for the share, with server rendering (lib): the screen and the route prefetch agree. */
export const sharedQuery = sharedResultQuery;

/** The link-preview card of a shared result (a picture the page's meta tags point at). */
export const sharedImagePath = (shareId: string, lang: Language) =>
  pathOf(routes.sharedImage.path, { shareId }, { lang });

export function useRevokeShare() {
  return useMutation({
    mutationFn: ({ shareId, token }: { shareId: string; token: string }) =>
      callLazy<Api['revoke']>(routes.revoke, responseOf('revoke'), { params: { shareId }, body: { token } }),
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
    queryFn: () => callLazy<Api['mine']>(routes.mine, responseOf('mine')),
    staleTime: 15_000,
  });

/** One of the signed-in person's results, in full (the results page on a device without its token). */
export const myResultQuery = (id: string) =>
  queryOptions({
    queryKey: diagnosticKeys.myResult(id),
    queryFn: () => callLazy<Api['myResult']>(routes.myResult, responseOf('myResult'), { params: { id } }),
    retry: noRetryOn4xx,
  });

/** Shares (true) or stops sharing (false) a result by its token (ADR 023); the answer is its new state. */
const setSharingByToken = (id: string, token: string, share: boolean) => {
  const call = { params: { id }, headers: { 'x-result-token': token } };
  return share
    ? callLazy<Api['share']>(routes.share, responseOf('share'), call)
    : callLazy<Api['unshare']>(routes.unshare, responseOf('unshare'), call);
};

/** The same for the signed-in owner of the result. */
const setMySharing = (id: string, share: boolean) =>
  share
    ? callLazy<Api['myShare']>(routes.myShare, responseOf('myShare'), { params: { id } })
    : callLazy<Api['myUnshare']>(routes.myUnshare, responseOf('myUnshare'), { params: { id } });

/** Shares (true) or stops sharing (false) a result; the answer is the result in its new state. */
export function useSetSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, access, share }: { id: string; access: ResultAccess; share: boolean }) =>
      access.kind === 'token' ? setSharingByToken(id, access.token, share) : setMySharing(id, share),
    onSuccess: (result: DiagnosticResult) => {
      queryClient.setQueryData(diagnosticKeys.result(result.id), result);
      queryClient.setQueryData(diagnosticKeys.myResult(result.id), result);
      queryClient.setQueryData(diagnosticKeys.mine(), (old: { results: DiagnosticResult[] } | undefined) =>
        old ? { results: old.results.map((r) => (r.id === result.id ? result : r)) } : old,
      );
    },
  });
}
