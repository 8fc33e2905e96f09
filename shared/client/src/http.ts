// By package name, so Module Federation gives every app the one shared session store.
import { useSession } from '@aspire/client/session';
import type { $ZodType, output } from 'zod/v4/core';
import { ApiFailure } from './api-failure.ts';

export { ApiFailure, failureSummary } from './api-failure.ts';

export type RequestOptions = {
  /** Sent as the JSON body. */
  json?: unknown;
  /** Sent as it is (a picture's FormData). */
  body?: BodyInit;
  /** Added to the address; undefined values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up (15 s). */
  timeout?: number;
};

const UNREACHABLE = 'We could not reach the server. Check your connection and try again.';
/** Answers a read is tried again for, once: the service was busy, restarting or briefly away. */
const RETRIED_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
const RETRY_AFTER_MS = 300;

function addressOf(path: string, searchParams: RequestOptions['searchParams']) {
  // A page rendered on the server (Node: no location) reads the API where the shell's server says.
  const origin = globalThis.location?.origin ?? globalThis.process?.env.API_ORIGIN ?? 'http://localhost';
  const url = new URL(`/api/${path}`, origin);
  for (const [name, value] of Object.entries(searchParams ?? {}))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

/** One try: the platform's fetch with the bearer token, a time limit and the caller's signal. */
async function attempt(method: string, path: string, options: RequestOptions) {
  const headers = new Headers(options.headers);
  const token = useSession.getState().accessToken;
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? 15_000);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    return await fetch(
      new Request(addressOf(path, options.searchParams), {
        method,
        headers,
        body,
        signal: controller.signal,
      }),
    );
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
  }
}

/** A refusal as ApiFailure, with the service's message and field errors when it sent the envelope. */
async function refusal(response: Response) {
  // Loaded when a refusal comes, so a page that only reads carries no validator in its first script.
  const [{ AUTH_REQUIRED, failureSchema, JWT_EXPIRED }, sent] = await Promise.all([
    import('@aspire/contracts/envelope'),
    response.json().catch(() => null),
  ]);
  const body = failureSchema.safeParse(sent);
  if (response.status === 401 && body.success) {
    const { message } = body.data;
    if (message === JWT_EXPIRED || message === AUTH_REQUIRED) useSession.getState().signOut();
  }
  return body.success
    ? new ApiFailure(response.status, body.data.message, body.data.errors)
    : new ApiFailure(response.status, `Request failed (${response.status})`);
}

/**
 * Sends a request to same-origin `/api/<path>` and answers the response of a success: with
 * `authorization: Bearer` when signed in, a renewed token taken from the answer's `authorization`
 * header, sign-out on the spec's two texts, a read tried again once when the service was briefly away.
 * A refusal, or a failure to reach the service, rejects with ApiFailure.
 */
async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  const tries = method === 'GET' ? 2 : 1;
  for (let tried = 1; ; tried += 1) {
    let response: Response;
    try {
      response = await attempt(method, path, options);
    } catch (error) {
      if (options.signal?.aborted) throw error;
      if (tried < tries) {
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
        continue;
      }
      throw new ApiFailure(0, UNREACHABLE);
    }
    const renewed = /^Bearer\s+(\S+)$/i.exec(response.headers.get('authorization') ?? '')?.[1];
    if (renewed) useSession.getState().renewToken(renewed);
    if (response.ok) return response;
    if (tried < tries && RETRIED_STATUSES.has(response.status)) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      continue;
    }
    throw await refusal(response);
  }
}

/**
 * The HTTP client every app uses, over the platform's fetch (a library here cost the first screens
 * 8 KB of the 60 KB they may add to the home page's JavaScript).
 */
export const http = {
  get: (path: string, options?: RequestOptions) => send('GET', path, options),
  post: (path: string, options?: RequestOptions) => send('POST', path, options),
  put: (path: string, options?: RequestOptions) => send('PUT', path, options),
  patch: (path: string, options?: RequestOptions) => send('PATCH', path, options),
  delete: (path: string, options?: RequestOptions) => send('DELETE', path, options),
};

/**
 * A contract schema, or a loader of one (`() => import(...)`): a read on a page's first screen takes the
 * loader, so the validator comes only when the read is made, not in the page's first script.
 */
export type Contract<T extends Schema> = T | (() => Promise<T>);
/** A zod schema, whole or mini: each brings its own `parse`, so this module brings no zod of its own. */
export type Schema = $ZodType & { parse(data: unknown): unknown };

/**
 * A loader of one schema of a contract module: `schemaOf(() => import('@aspire/contracts/info'),
 * 'eventListSchema')`. The import is written by the caller, so the bundler splits the contract (and zod)
 * off the page's first script.
 */
export const schemaOf =
  <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  () =>
    load().then((contract) => contract[name]);

/** Reads `{ success: true, data }` through the contract's schema; throws ApiFailure otherwise. */
export async function call<T extends Schema>(
  request: Promise<Response>,
  data: Contract<T>,
): Promise<output<T>> {
  const [body, schema] = await Promise.all([
    request.then((response) => response.json() as Promise<{ data?: unknown }>),
    typeof data === 'function' ? data() : data,
  ]);
  return schema.parse(body.data) as output<T>;
}

/**
 * Reads an answer that is a file rather than the envelope (a CSV export) as text; a refusal, which
 * comes in the envelope, throws ApiFailure as with `call`.
 */
export async function callText(request: Promise<Response>): Promise<string> {
  return (await request).text();
}

/** A file the service answered: its bytes, and the name its `content-disposition` gives (if any). */
export type DownloadedFile = { blob: Blob; filename: string | null };

/**
 * Reads an answer that is a binary file (a receipt's PDF) with the name the service gives it; a
 * refusal, which comes in the envelope, throws ApiFailure as with `call`.
 */
export async function callFile(request: Promise<Response>): Promise<DownloadedFile> {
  const response = await request;
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
