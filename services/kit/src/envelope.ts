import { createHash } from 'node:crypto';
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

/** An answer encoded once and sent many times: its bytes and their ETag. */
export type Encoded = { body: Uint8Array<ArrayBuffer>; etag: string };

/**
 * The bytes `ok` would send and their ETag, made once for an answer kept in memory (a public list, a
 * cached staff page), so a hit neither serialises, encodes nor hashes again. Send them with `okEncoded`.
 */
export const encodeOk = <T>(data: T): Encoded => {
  const body = new TextEncoder().encode(JSON.stringify({ success: true as const, data }));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/** Sends an encoded answer: a 304 when the caller already holds it, else its bytes with the ETag. */
export const okEncoded = (c: Context, { body, etag }: Encoded) => {
  const held = c.req.header('if-none-match');
  if (held && (held === '*' || held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))) {
    return c.body(null, 304, { etag });
  }
  return c.body(body, 200, { 'content-type': 'application/json', etag });
};

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
