import { validator } from 'hono-openapi';
import type { ZodType } from 'zod';
import { ApiError, fieldErrors } from './envelope.ts';

type Target = 'json' | 'query' | 'param';

/**
 * hono-openapi's validator (which also lends its schema to the OpenAPI document), answering a failure
 * with a 400 in the envelope: the first failing field in the message, every field in `errors`.
 */
function validate<T extends ZodType, K extends Target>(target: K, schema: T) {
  return validator(target, schema, (result) => {
    if (result.success) return;
    const errors = fieldErrors(result.error);
    const first = Object.entries(errors)[0];
    const message = first
      ? `Invalid ${first[0] === '_' ? target : first[0]}: ${first[1]}`
      : 'Invalid request';
    throw new ApiError(400, message, errors);
  });
}

/** Validates the JSON body; a malformed body, a wrong content type or a bad field answers 400. */
export const body = <T extends ZodType>(schema: T) => validate('json', schema);
export const query = <T extends ZodType>(schema: T) => validate('query', schema);
export const params = <T extends ZodType>(schema: T) => validate('param', schema);
