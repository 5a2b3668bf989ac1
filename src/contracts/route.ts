import type { z } from 'zod';

/*
 * One route's contract (ADR 056): the same object validates the request and types the handler on the server
 * (platform/routes.ts), documents the route in /api/openapi.json (platform/openapi.ts), and builds the path and
 * parses the answer in the web (lib/api.ts). This file imports zod for types only: the path builder below runs
 * in the public pages' first download, which carries no zod (ADR 021, ADR 051).
 */

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The names of a path template's `{placeholders}`: `'/admin/deals/{id}'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values a template's placeholders take. */
export type PathParams<P extends string> = { [K in PathParamNames<P>]: string | number };

/** The media type of a success answer that is not JSON (a CSV export, a picture, a PDF). */
export type AnswerContentType =
  'text/csv' | 'text/calendar' | 'text/html' | 'image/png' | 'application/pdf' | 'application/octet-stream';

interface ContractFields {
  method: RouteMethod;
  /** The path under /api, with `{param}` placeholders (OpenAPI's form). */
  path: string;
  summary: string;
  /** The OpenAPI tag (the area: admin, public, me…). */
  tag: string;
  /** One schema per placeholder; each failure is a 400 keyed by the placeholder's name. */
  params?: Record<string, z.ZodType>;
  /** The query string, read as an object of strings. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** The success answer (for a non-JSON answer, what its body is, documented only). */
  response: z.ZodType;
  /** The success status when it is not 200 (201 created, 202 accepted, 204 no content). */
  status?: 200 | 201 | 202 | 204;
  contentType?: AnswerContentType;
  /** Error statuses besides 500, each answered with the API error shape. */
  errors?: readonly number[];
}

/** A placeholder's schema is required exactly for the template's placeholders. */
type ParamsFor<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: { [K in PathParamNames<P>]: z.ZodType } };

export type RouteContract = ContractFields;

/** Declares a route's contract; the type keeps every literal (method, path) for the builders and handlers. */
export function defineRoute<const P extends string, const C extends Omit<ContractFields, 'path' | 'params'>>(
  contract: C & { path: P } & ParamsFor<P>,
): C & { path: P } {
  return contract;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives: the parsed params, query and body. */
export interface RouteInput<C extends RouteContract> {
  params: C['params'] extends Record<string, z.ZodType>
    ? { [K in keyof C['params']]: z.output<C['params'][K]> }
    : Record<string, never>;
  query: Output<C['query']>;
  body: Output<C['body']>;
}

/** What the server answers (before JSON), as the response schema accepts it. */
export type RouteAnswer<C extends RouteContract> = z.input<C['response']>;

/** What the web reads once the answer is parsed. */
export type RouteResult<C extends RouteContract> = z.output<C['response']>;

/** What a caller sends: the template's params, the query and the body, each only when the route has it. */
export type RouteCall<C extends Pick<RouteContract, 'path' | 'query' | 'body'>> = ([
  PathParamNames<C['path']>,
] extends [never]
  ? { params?: undefined }
  : { params: PathParams<C['path']> }) &
  (C['query'] extends z.ZodType ? { query?: QueryValues<Input<C['query']>> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: Input<C['body']> } : { body?: undefined });

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
type QueryValues<Q> = Q extends Record<string, unknown> ? { [K in keyof Q]?: QueryValue } : never;

/**
 * `/api` + the template with each placeholder replaced by its URL-encoded value (a missing or extra value is a
 * type error), then the query without its empty values (an array repeats its key).
 */
export function pathOf<const P extends string>(
  template: P,
  ...[params, query]: [PathParamNames<P>] extends [never]
    ? [params?: undefined, query?: Record<string, QueryValue>]
    : [params: PathParams<P>, query?: Record<string, QueryValue>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new TypeError(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return `/api${path}${text ? `?${text}` : ''}`;
}
