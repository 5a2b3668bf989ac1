import { apiErrorBodySchema } from '@contracts/errors';
import { z } from 'zod';

/** One documented operation of the domain API; modules list theirs beside their routes. */
export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path under /api, with {param} placeholders. */
  path: string;
  summary: string;
  tag: string;
  params?: Record<string, z.ZodType>;
  body?: z.ZodType;
  response: z.ZodType;
  /** The success response's media type when it is not JSON (a CSV export, a PNG picture). */
  contentType?: 'text/csv' | 'text/calendar' | 'image/png' | 'application/pdf';
  /** Error statuses besides 500, each answered with the API error shape. */
  errors?: number[];
}

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

/** The OpenAPI 3.1 document served at /api/openapi.json, built from the same zod contracts as the code. */
export function openApiDocument(operations: ApiOperation[], version: string) {
  const errorResponse = { content: { 'application/json': { schema: jsonSchema(apiErrorBodySchema) } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    const responses: Record<string, unknown> = {
      200: {
        description: 'OK',
        content:
          op.contentType === 'image/png' || op.contentType === 'application/pdf'
            ? { [op.contentType]: { schema: { type: 'string', contentMediaType: op.contentType } } }
            : { [op.contentType ?? 'application/json']: { schema: jsonSchema(op.response) } },
      },
    };
    for (const status of [...(op.errors ?? []), 500])
      responses[status] = { description: errorDescriptions[status] ?? 'Error', ...errorResponse };
    (paths[`/api${op.path}`] ??= {})[op.method] = {
      summary: op.summary,
      tags: [op.tag],
      parameters: Object.entries(op.params ?? {}).map(([name, schema]) => ({
        name,
        in: 'path',
        required: true,
        schema: jsonSchema(schema),
      })),
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
