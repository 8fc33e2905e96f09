import { ApiFailure } from '@aspire/client/http';
import { failureSchema } from '@aspire/contracts/envelope';
import type { z } from 'zod';

/**
 * Reads `{ success: true, data }` through the contract's schema, or throws ApiFailure with the
 * service's own message and field errors. Requests are made with `throwHttpErrors: false`: ky 2
 * consumes an error response's body into `HTTPError.data`, so the shared `call()` cannot read the
 * message from `error.response` (reported to the platform; this keeps the learner area's texts right).
 */
export async function request<T extends z.ZodType>(pending: Promise<Response>, data: T): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await pending;
  } catch {
    throw new ApiFailure(0, 'We could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
  if (!response.ok) {
    const failure = failureSchema.safeParse(body);
    if (failure.success) throw new ApiFailure(response.status, failure.data.message, failure.data.errors);
    throw new ApiFailure(response.status, `Request failed (${response.status})`);
  }
  return data.parse(body?.data);
}

/** ky options of every learner-area call (see `request`). */
export const keep = { throwHttpErrors: false } as const;
