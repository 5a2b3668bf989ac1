import { hasInvalidCharacters, INVALID_CHARACTERS, withoutInvalidCharacters } from '@contracts/text';
import type { Context, MiddlewareHandler } from 'hono';
import type { FieldErrors } from './errors';
import { errorBody, type AppEnv } from './http';

/*
 * The input boundary (docs/decisions/029-input-boundary-and-api-fuzzing.md): a request whose path, query or
 * JSON body carries text the database cannot keep (NUL, a lone UTF-16 surrogate), a malformed %-escape, or a
 * body nested deeper than any form sends, is refused here with a 400 naming the field — once, for every
 * endpoint present and future, instead of failing as a 500 deep in a query or a JSON.stringify.
 */

/** The field error code of a JSON body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP = 'too_deep';
/** No form or client of ours nests deeper than a handful of levels; recursion downstream has a stack. */
export const MAX_JSON_DEPTH = 64;
/** A refusal names at most this many fields: enough to show, bounded for a body of a million strings. */
const MAX_FIELDS = 20;

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Bodies that are not JSON text (uploads, forms); their handlers parse and check them. */
const NOT_JSON = /^(multipart\/|application\/x-www-form-urlencoded|application\/octet-stream|image\/)/i;

class Findings {
  readonly fields: FieldErrors = {};
  private count = 0;
  add(field: string, code: string) {
    if (this.full) return;
    const name = withoutInvalidCharacters(field) || '_';
    const codes = (this.fields[name] ??= []);
    if (!codes.includes(code)) codes.push(code);
    this.count += 1;
  }
  get full() {
    return this.count >= MAX_FIELDS;
  }
  get any() {
    return this.count > 0;
  }
}

function decoded(raw: string, plusIsSpace: boolean): string | null {
  try {
    return decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
  } catch {
    return null;
  }
}

/** Field errors for the path (field `path`) and the query (the parameter's name, or `query`). */
export function findInvalidInUrl(url: string): FieldErrors | null {
  const findings = new Findings();
  const { pathname, search } = new URL(url);
  for (const segment of pathname.split('/')) {
    const text = decoded(segment, false);
    if (text === null || hasInvalidCharacters(text)) {
      findings.add('path', INVALID_CHARACTERS);
      break;
    }
  }
  for (const pair of search.slice(1).split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decoded(at === -1 ? pair : pair.slice(0, at), true);
    const value = at === -1 ? '' : decoded(pair.slice(at + 1), true);
    if (name === null) findings.add('query', INVALID_CHARACTERS);
    else if (value === null || hasInvalidCharacters(name) || hasInvalidCharacters(value))
      findings.add(name, INVALID_CHARACTERS);
  }
  return findings.any ? findings.fields : null;
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
  depth: number;
}

const pathOf = (node: Node) => {
  const keys: string[] = [];
  for (let at: Node | null = node; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Field errors for a parsed JSON body, keyed by dotted path (`items.0.title`) like zod's; `_` is the body
 * itself. Iterative: a body of a million nested arrays must not overflow the stack here either.
 */
export function findInvalidInJson(body: unknown): FieldErrors | null {
  const findings = new Findings();
  const stack: Node[] = [{ value: body, key: '', parent: null, depth: 0 }];
  while (stack.length > 0 && !findings.full) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) findings.add(pathOf(node), INVALID_CHARACTERS);
    } else if (typeof value === 'object' && value !== null) {
      if (node.depth >= MAX_JSON_DEPTH) {
        findings.add(pathOf(node), TOO_DEEP);
        continue;
      }
      const entries = Array.isArray(value)
        ? value.map((item, index) => [String(index), item])
        : Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index] as [string, unknown];
        const child: Node = { value: inner, key, parent: node, depth: node.depth + 1 };
        if (hasInvalidCharacters(key)) findings.add(pathOf(child), INVALID_CHARACTERS);
        stack.push(child);
      }
    }
  }
  return findings.any ? findings.fields : null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the body once, through Hono's cache (a handler's later `c.req.text()` or `c.req.json()` gets the same
 * bytes), and checks it when it is JSON; a body that is not JSON is left to the handler's own 400. Bytes that
 * are not UTF-8 are refused: decoding would silently turn them into U+FFFD. Must run after the body-size
 * limit, which it would otherwise bypass by reading first.
 */
async function findInvalidInBody(c: Context): Promise<FieldErrors | null> {
  if (BODILESS.has(c.req.method) || !c.req.raw.body) return null;
  if (NOT_JSON.test(c.req.header('content-type') ?? '')) return null;
  const bytes = await c.req.arrayBuffer();
  // A later reader of the raw request (another body limit, a sub-app's) finds the same bytes, not a used stream.
  c.req.raw = new Request(c.req.raw, { body: bytes });
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { _: [INVALID_CHARACTERS] };
  }
  if (!text.trim()) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return findInvalidInJson(body);
}

export type Refusal = (c: Context<AppEnv>, fields: FieldErrors) => Response | Promise<Response>;

/** The /api answer: the one error shape, `validation_failed` with the fields. */
export const refuseWithApiError: Refusal = (c, fields) =>
  c.json(
    errorBody(
      c,
      'validation_failed',
      'The request contains characters or nesting that are not allowed',
      fields,
    ),
    400,
  );

export interface InputGuardOptions {
  refuse?: Refusal;
  /** Requests whose body the guard must not read (one with no size limit before the guard). */
  skipBody?: (c: Context) => boolean;
}

/** Refuses malformed text in the path, query and JSON body before any route sees it. */
export function inputGuard(options: InputGuardOptions = {}): MiddlewareHandler<AppEnv> {
  const { refuse = refuseWithApiError, skipBody = () => false } = options;
  return async (c, next) => {
    const fields = findInvalidInUrl(c.req.url) ?? (skipBody(c) ? null : await findInvalidInBody(c));
    if (fields) return refuse(c, fields);
    await next();
  };
}
