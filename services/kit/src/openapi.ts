import type { Env, Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';

type Responses = NonNullable<Awaited<ReturnType<typeof generateSpecs>>['paths'][string]['get']>['responses'];

/** The envelope of every refusal, `{ success: false, message, errors? }`. */
const failure = (description: string): Responses[string] => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          success: { type: 'boolean', const: false },
          message: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'string' } },
        },
        required: ['success', 'message'],
      },
    },
  },
});

/** What every operation may answer: the data, or a refusal in the envelope. */
const responsesOf = (method: string): Responses => ({
  '200': { description: 'Success: `{ success: true, data }`' },
  ...(method === 'post' ? { '201': { description: 'Created: `{ success: true, data }`' } } : {}),
  '400': failure('Invalid request, with the failing fields in `errors`'),
  // 401, 403, 404, 409, 413, 429, 503: every refusal keeps the same envelope.
  default: failure('Refused or failed'),
});

/**
 * The OpenAPI 3.1 document of a service's routes, read by hono-openapi off the zod schemas their
 * validators carry; routes without a validator are listed too, with their path parameters.
 */
export async function openApiDocument<E extends Env>(api: Hono<E>, name: string) {
  const doc = await generateSpecs(api, {
    documentation: {
      info: {
        title: `Aspire ${name} service`,
        description: `Every route under /api/${name}`,
        version: '1.0.0',
      },
      servers: [{ url: `/api/${name}` }],
    },
    includeEmptyPaths: true,
    excludeStaticFile: false,
    defaultValidationErrorResponse: false,
  });
  for (const operations of Object.values(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (operation && typeof operation === 'object' && 'operationId' in operation)
        operation.responses = responsesOf(method);
    }
  }
  return doc;
}
