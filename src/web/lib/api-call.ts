import { pathOf, type RouteCall, type RouteContract, type RouteMethod } from '@contracts/route';
import type { z } from 'zod';
import { request } from './api';

/*
 * Calls by route contract (ADR 056). Apart from api.ts so that the public pages' entry, which carries api.ts,
 * gets none of this until a public screen uses callLazy.
 */

/** What a call may add to its request: a header of its own (a token, an Idempotency-Key) or a cache mode. */
export interface CallOptions {
  headers?: Record<string, string>;
  cache?: RequestCache;
}

/** The request of a route: its method and template (both zod-free values) and what the call sends. */
function callRequest(
  method: RouteMethod,
  template: string,
  call: { params?: Record<string, string | number>; query?: object; body?: unknown } & CallOptions,
): [path: string, init: RequestInit | undefined] {
  const path = (pathOf as (t: string, p?: object, q?: object) => string)(template, call.params, call.query);
  const extra: RequestInit = {
    ...(call.headers ? { headers: call.headers } : {}),
    ...(call.cache ? { cache: call.cache } : {}),
  };
  if (method === 'get') return [path, call.headers || call.cache ? extra : undefined];
  return [
    path,
    {
      ...extra,
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
    },
  ];
}

/**
 * Calls a route by its contract (ADR 056): the path from its template (params URL-encoded, a missing or extra
 * one a type error), the body it takes, and the answer parsed by its response schema. For screens that load zod
 * anyway (the owner's area); public pages use `callLazy`.
 */
export function apiCall<C extends RouteContract>(
  route: C,
  ...[call]: RouteCall<C> extends { params?: undefined; body?: undefined }
    ? [call?: RouteCall<C> & CallOptions]
    : [call: RouteCall<C> & CallOptions]
): Promise<z.output<C['response']>> {
  const [path, init] = callRequest(route.method, route.path, (call ?? {}) as never);
  return request(route.response as z.ZodType<z.output<C['response']>>, path, init);
}

/**
 * The same call for public pages, whose first download carries no zod: the route's method and template are
 * given as literals and checked against its type (`import type`), and the answer's schema is loaded while the
 * request travels (`() => import('@contracts/api/…').then((m) => m.someRoute.response)`).
 */
export function callLazy<C extends RouteContract>(
  route: { method: C['method']; path: C['path'] },
  schema: () => Promise<z.ZodType<z.output<C['response']>>>,
  ...[call]: RouteCall<C> extends { params?: undefined; body?: undefined }
    ? [call?: RouteCall<C> & CallOptions]
    : [call: RouteCall<C> & CallOptions]
): Promise<z.output<C['response']>> {
  const [path, init] = callRequest(route.method, route.path, (call ?? {}) as never);
  return request(schema, path, init);
}
