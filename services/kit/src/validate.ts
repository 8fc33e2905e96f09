import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';
import { ApiError, fieldErrors } from './envelope.ts';

type Target = 'json' | 'query' | 'param' | 'header';

/** Marks a validator with its schema so the OpenAPI document can be read off the app's routes. */
export const SCHEMA = Symbol.for('aspire.schema');
export type DescribedHandler = { [SCHEMA]?: { target: Target; schema: ZodType } };

function validator<T extends ZodType, K extends Target>(target: K, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) {
      const errors = fieldErrors(result.error as never);
      const first = Object.entries(errors)[0];
      const message = first
        ? `Invalid ${first[0] === '_' ? target : first[0]}: ${first[1]}`
        : 'Invalid request';
      throw new ApiError(400, message, errors);
    }
  });
  Object.assign(middleware, { [SCHEMA]: { target, schema } });
  return middleware;
}

/** Validates the JSON body; a malformed body, a wrong content type or a bad field answers 400. */
export const body = <T extends ZodType>(schema: T) => validator('json', schema);
export const query = <T extends ZodType>(schema: T) => validator('query', schema);
export const params = <T extends ZodType>(schema: T) => validator('param', schema);
