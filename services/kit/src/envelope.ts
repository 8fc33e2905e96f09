import type { FieldErrors } from '@aspire/contracts/envelope';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

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

/**
 * An answer encoded once and sent many times (a cached list page): the bytes `ok` would send, so a hit
 * neither serialises nor encodes again. Send them with `okEncoded`.
 */
export const encodeOk = <T>(data: T): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(JSON.stringify({ success: true as const, data }));
export const okEncoded = (c: Context, body: Uint8Array<ArrayBuffer>) =>
  c.body(body, 200, { 'content-type': 'application/json' });

export const fail = (c: Context, status: ContentfulStatusCode, message: string, errors?: FieldErrors) =>
  c.json({ success: false as const, message, ...(errors ? { errors } : {}) }, status);

/** A validation issue as Standard Schema (and so zod) reports it. */
export type Issue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
};

/** One message per field, keyed by dotted path; the first issue of a field wins. */
export function fieldErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = (issue.path ?? []).map((segment) =>
      String(typeof segment === 'object' ? segment.key : segment),
    );
    errors[path.length ? path.join('.') : '_'] ??= issue.message;
  }
  return errors;
}
