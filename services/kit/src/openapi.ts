import type { Hono } from 'hono';
import { z } from 'zod';
import { type DescribedHandler, SCHEMA } from './validate.ts';

type Operation = {
  operationId: string;
  parameters: object[];
  requestBody?: object;
  responses: Record<string, object>;
};

const envelopeFailure = z.toJSONSchema(
  z.object({
    success: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
  }),
);

function schemaOf(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
}

/** Builds an OpenAPI 3.1 document from the app's routes and the zod schemas their validators carry. */
export function openApiDocument(app: Hono<never>, title: string, basePath: string) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    const method = route.method.toLowerCase();
    paths[path] ??= {};
    const operations = paths[path];
    operations[method] ??= {
      operationId: `${method}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      parameters: [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      responses: {
        '200': { description: 'Success: `{ success: true, data }`' },
        ...(method === 'post' ? { '201': { description: 'Created: `{ success: true, data }`' } } : {}),
        '400': {
          description: 'Invalid request, with the failing fields in `errors`',
          content: { 'application/json': { schema: envelopeFailure } },
        },
        // 401, 403, 404, 409, 413, 429, 503: every refusal keeps the same envelope.
        default: {
          description: 'Refused or failed',
          content: { 'application/json': { schema: envelopeFailure } },
        },
      },
    };
    const operation = operations[method]!;
    const described = (route.handler as DescribedHandler)[SCHEMA];
    if (!described) continue;
    const json = schemaOf(described.schema);
    if (described.target === 'json') {
      operation.requestBody = { required: true, content: { 'application/json': { schema: json } } };
    } else if (described.target === 'query' || described.target === 'param') {
      const where = described.target === 'query' ? 'query' : 'path';
      operation.parameters = operation.parameters.filter((p) => (p as { in: string }).in !== where);
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        operation.parameters.push({
          name,
          in: where,
          required: where === 'path' || (json.required ?? []).includes(name),
          schema,
        });
      }
    }
  }
  return { openapi: '3.1.0', info: { title, version: '1.0.0' }, servers: [{ url: basePath }], paths };
}
