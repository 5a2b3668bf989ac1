import type { ApiErrorBody } from '@contracts/errors';
import type { z } from 'zod';

export type Fetcher = (input: string, init?: RequestInit) => Promise<Response>;

// In the browser this is window.fetch; server rendering swaps in an in-process call to the API.
let fetcher: Fetcher = (input, init) => fetch(input, init);
export function setApiFetcher(next: Fetcher) {
  fetcher = next;
}

/** Gives the signed-in person's access token (refreshed when due), or null when signed out. */
export type AccessTokenProvider = () => Promise<string | null>;

// Set by the auth provider in the browser; server rendering never has one (it renders public data only).
let accessToken: AccessTokenProvider | null = null;
export function setAccessTokenProvider(next: AccessTokenProvider | null) {
  accessToken = next;
}

async function authorization(): Promise<Record<string, string>> {
  const token = accessToken ? await accessToken().catch(() => null) : null;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ApiErrorBody['error']['fields'];
  readonly requestId: string | undefined;
  /** The whole error body as answered, for features whose errors carry more (booking's `nearest`). */
  readonly body: unknown;
  constructor(status: number, body: ApiErrorBody['error'] | undefined, raw?: unknown) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? 'network_error';
    this.fields = body?.fields;
    this.requestId = body?.requestId;
    this.body = raw;
  }
}

/**
 * The schema an answer is validated with: the schema itself, or a function that loads it. Modules that
 * public pages load first give a loader (`() => import('@contracts/…').then((m) => m.xSchema)`), so zod and
 * the schemas are fetched with the first API call, not before the page is interactive.
 */
export type AnswerSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** Loads a schema module; a chunk that fails to load (lost connection) is a network error. */
async function loadSchema<T>(schema: AnswerSchema<T>): Promise<z.ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    throw new ApiError(0, undefined);
  }
}

async function errorOf(status: number, body: unknown): Promise<ApiError> {
  try {
    const { apiErrorBodySchema } = await import('@contracts/errors');
    const parsed = apiErrorBodySchema.safeParse(body);
    return new ApiError(status, parsed.success ? parsed.data.error : undefined, body);
  } catch {
    return new ApiError(status, undefined, body); // The schema did not load: the status still tells.
  }
}

/** The owner's area refused a call for want of the second factor (codes of GET /api/me/security's gate). */
export type AssuranceRefusal = 'aal2_required' | 'mfa_enrollment_required';
const refusalListeners = new Set<(code: AssuranceRefusal) => void>();

/**
 * Calls `listener` when an API call is refused with 403 aal2_required (the session is at aal1) or
 * mfa_enrollment_required: the admin guard then asks for the code or for enrolment instead of an error.
 */
export function onAssuranceRefusal(listener: (code: AssuranceRefusal) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

function noteRefusal(error: ApiError) {
  if (error.status !== 403) return;
  if (error.code !== 'aal2_required' && error.code !== 'mfa_enrollment_required') return;
  for (const listener of [...refusalListeners]) listener(error.code);
}

/** One API request: the answer parsed by `schema`, an error answer thrown as an ApiError (api-call.ts uses it). */
export async function request<T>(schema: AnswerSchema<T>, path: string, init?: RequestInit): Promise<T> {
  // The schema loads while the request is on its way; it is awaited (and its failure seen) below.
  const schemaReady = loadSchema(schema);
  schemaReady.catch(() => undefined);
  let response: Response;
  const headers = { accept: 'application/json', ...(await authorization()), ...init?.headers };
  try {
    response = await fetcher(path, { ...init, headers });
  } catch {
    throw new ApiError(0, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = await errorOf(response.status, body);
    noteRefusal(error);
    throw error;
  }
  return (await schemaReady).parse(body);
}

export function apiGet<T>(schema: AnswerSchema<T>, path: string, init?: RequestInit): Promise<T> {
  return request(schema, path, init);
}

export function apiSend<T>(
  schema: AnswerSchema<T>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return request(schema, path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** `prefix-YYYY-MM-DD.ext` with today's local date: the name of an export saved today. */
export function datedFilename(prefix: string, extension = 'csv', now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;
}

/**
 * Fetches a file from the API with the signed-in person's token and saves it in the browser.
 * `filename` names it, unless `serverName` is set and the answer's Content-Disposition names it.
 */
export async function downloadFile(
  path: string,
  filename: string,
  options: { accept?: string; serverName?: boolean } = {},
): Promise<void> {
  let response: Response;
  try {
    response = await fetcher(path, {
      headers: { ...(options.accept ? { accept: options.accept } : {}), ...(await authorization()) },
    });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    const error = await errorOf(response.status, await response.json().catch(() => undefined));
    noteRefusal(error);
    throw error;
  }
  const disposition = options.serverName ? (response.headers.get('content-disposition') ?? '') : '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? filename;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
