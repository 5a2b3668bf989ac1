import type { RouteAnswer, RouteContract, RouteInput } from '@contracts/route';
import { Hono, type Context } from 'hono';
import { parseInput, readJson, type AppEnv } from './http';

/**
 * A route's handler: it gets the parsed input and the request's context, and gives the answer its contract
 * promises (sent as JSON with the contract's status), or a Response of its own (a file, a redirect).
 */
export type RouteHandler<C extends RouteContract> = (
  input: RouteInput<C>,
  c: Context<AppEnv>,
) => Promise<Answer<C> | Response> | Answer<C> | Response;

/** A 204 route answers nothing. */
type Answer<C extends RouteContract> = C['status'] extends 204 ? void : RouteAnswer<C>;

/** A contract with its handler, ready to be mounted. */
export interface Route {
  contract: RouteContract;
  handle: (c: Context<AppEnv>) => Promise<Response>;
}

/**
 * Pairs a contract with its handler. The input is validated in the order params, query, body, each failure a
 * 400 with field errors (parseInput: a param's errors under its name, the query's and body's by field path).
 */
export function route<const C extends RouteContract>(contract: C, handler: RouteHandler<C>): Route {
  return {
    contract,
    handle: async (c) => {
      const params: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(contract.params ?? {}))
        params[name] = parseInput(schema, c.req.param(name), name);
      const query = contract.query ? parseInput(contract.query, c.req.query()) : undefined;
      const body = contract.body ? parseInput(contract.body, await readJson(c)) : undefined;
      const answer = await handler({ params, query, body } as RouteInput<C>, c);
      if (answer instanceof Response) return answer;
      if (contract.status === 204) return c.body(null, 204);
      return c.json(answer as object, contract.status ?? 200);
    },
  };
}

/** `/admin/deals/{id}` → `/admin/deals/:id`, Hono's form. */
const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/**
 * Mounts routes on a Hono app that app.ts mounts at `base` (the contracts' paths are whole paths under /api,
 * so each must start with it). `app` may carry the module's middleware (a Cache-Control for every answer).
 * Routes are added in the order given: a fixed path must come before a placeholder that would match it.
 */
export function mountRoutes(base: string, routes: readonly Route[], app = new Hono<AppEnv>()) {
  for (const { contract, handle } of routes) {
    if (contract.path !== base && !contract.path.startsWith(`${base}/`))
      throw new Error(`${contract.method} ${contract.path} is not under ${base}`);
    const path = honoPath(contract.path.slice(base.length)) || '/';
    app.on(contract.method.toUpperCase(), path, handle);
  }
  return app;
}
