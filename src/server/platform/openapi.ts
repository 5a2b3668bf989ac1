import { apiErrorBodySchema } from '@contracts/errors';
import type { RouteContract } from '@contracts/route';
import { z } from 'zod';

/**
 * One documented operation of the domain API: a route's contract (ADR 056; `@contracts/api/*`). Modules not
 * moved to contracts yet list theirs in an `operations.ts` beside their routes, in the same shape.
 */
export type ApiOperation = RouteContract;

const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input (field errors in error.fields)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  429: 'Too many requests',
  500: 'Internal error (internals hidden; error.requestId identifies it in the logs)',
};

/** A query schema's top-level fields as OpenAPI query parameters (an object schema; anything else is skipped). */
function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The OpenAPI 3.1 document served at /api/openapi.json, built from the same zod contracts as the code. */
export function openApiDocument(operations: ApiOperation[], version: string) {
  const errorResponse = { content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema) } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const binary =
      op.contentType === 'image/png' ||
      op.contentType === 'application/pdf' ||
      op.contentType === 'application/octet-stream';
    const status = op.status ?? 200;
    const responses: Record<string, unknown> = {
      [status]:
        status === 204
          ? { description: 'No content' }
          : {
              description: status === 201 ? 'Created' : status === 202 ? 'Accepted' : 'OK',
              content: binary
                ? { [op.contentType!]: { schema: { type: 'string', contentMediaType: op.contentType } } }
                : { [op.contentType ?? 'application/json']: { schema: jsonSchema(op.response) } },
            },
    };
    for (const status of [...(op.errors ?? []), 500])
      responses[status] = { description: errorDescriptions[status] ?? 'Error', ...errorResponse };
    (paths[`/api${op.path}`] ??= {})[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      parameters: [
        ...Object.entries(op.params ?? {}).map(([name, schema]) => ({
          name,
          in: 'path',
          required: true,
          schema: jsonSchema(schema),
        })),
        ...(op.query ? queryParameters(op.query) : []),
      ],
      ...(op.body
        ? {
            requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body) } } },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Estudio API', version },
    paths,
  };
}
