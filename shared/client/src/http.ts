// By package name, so Module Federation gives every app the one shared session store.
import { useSession } from '@aspire/client/session';
import { AUTH_REQUIRED, failureSchema, JWT_EXPIRED } from '@aspire/contracts/envelope';
import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { ApiFailure } from './api-failure.ts';

export { ApiFailure, failureSummary } from './api-failure.ts';

/**
 * The HTTP client every app uses: same-origin `/api/…`, `authorization: Bearer` when signed in, a
 * renewed token taken from the answer's `authorization` header, sign-out on the spec's two texts.
 */
export const http = ky.create({
  prefix: '/api/',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = useSession.getState().accessToken;
        if (token && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ response }) => {
        const renewed = /^Bearer\s+(\S+)$/i.exec(response.headers.get('authorization') ?? '')?.[1];
        if (renewed) useSession.getState().renewToken(renewed);
        if (response.status === 401) {
          const body = await response
            .clone()
            .json()
            .catch(() => null);
          const message = (body as { message?: string } | null)?.message;
          if (message === JWT_EXPIRED || message === AUTH_REQUIRED) useSession.getState().signOut();
        }
      },
    ],
  },
});

/** The answer of a request that succeeded; a refusal or a failure to reach the service as ApiFailure. */
async function answered(request: Promise<Response>): Promise<Response> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HTTPError) {
      // ky 2 has already read the refusal's body into `error.data` (the response body is spent).
      const body = failureSchema.safeParse(error.data);
      if (body.success) throw new ApiFailure(error.response.status, body.data.message, body.data.errors);
      throw new ApiFailure(error.response.status, `Request failed (${error.response.status})`);
    }
    throw new ApiFailure(0, 'We could not reach the server. Check your connection and try again.');
  }
}

/** Reads `{ success: true, data }` through the contract's schema; throws ApiFailure otherwise. */
export async function call<T extends z.ZodType>(request: Promise<Response>, data: T): Promise<z.infer<T>> {
  const body = (await (await answered(request)).json()) as { data?: unknown };
  return data.parse(body.data);
}

/**
 * Reads an answer that is a file rather than the envelope (a CSV export) as text; a refusal, which
 * comes in the envelope, throws ApiFailure as with `call`.
 */
export async function callText(request: Promise<Response>): Promise<string> {
  return (await answered(request)).text();
}

/** A file the service answered: its bytes, and the name its `content-disposition` gives (if any). */
export type DownloadedFile = { blob: Blob; filename: string | null };

/**
 * Reads an answer that is a binary file (a receipt's PDF) with the name the service gives it; a
 * refusal, which comes in the envelope, throws ApiFailure as with `call`.
 */
export async function callFile(request: Promise<Response>): Promise<DownloadedFile> {
  const response = await answered(request);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
