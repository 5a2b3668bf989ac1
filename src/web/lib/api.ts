import { apiErrorBodySchema, type ApiErrorBody } from '@contracts/errors';
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
  constructor(status: number, body: ApiErrorBody['error'] | undefined) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? 'network_error';
    this.fields = body?.fields;
    this.requestId = body?.requestId;
  }
}

async function request<T>(schema: z.ZodType<T>, path: string, init?: RequestInit): Promise<T> {
  let response: Response;
  const headers = { accept: 'application/json', ...(await authorization()), ...init?.headers };
  try {
    response = await fetcher(path, { ...init, headers });
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

export function apiGet<T>(schema: z.ZodType<T>, path: string, init?: RequestInit): Promise<T> {
  return request(schema, path, init);
}

export function apiSend<T>(
  schema: z.ZodType<T>,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) {
  return request(schema, path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
