import type { FieldErrors } from '@aspire/contracts/envelope';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** An expected failure a handler throws; the error handler answers it in the envelope. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

export const ok = <T>(c: Context, data: T, status: ContentfulStatusCode = 200) =>
  c.json({ success: true as const, data }, status);

export const fail = (c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors) =>
  c.json({ success: false as const, message, ...(errors ? { errors } : {}) }, status);

/** One message per field, keyed by dotted path; the first issue of a field wins. */
export function fieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}
