import { ApiFailure } from '@aspire/client/http';
import { failureSchema } from '@aspire/contracts/envelope';
import type { z } from 'zod';

type KyHttpError = { name: 'HTTPError'; response: Response; data?: unknown };
const isHttpError = (error: unknown): error is KyHttpError =>
  (error as { name?: string } | null)?.name === 'HTTPError';

/**
 * Like the shared `call`, but keeps the service's refusal: ky 2 consumes an error response's body into
 * `error.data`, so the message and field errors are read from there. (The shared `call` reads the
 * spent body and loses them; once it reads `error.data`, this file can go.)
 */
export async function callApi<T extends z.ZodType>(request: Promise<Response>, data: T): Promise<z.infer<T>> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (isHttpError(error)) {
      const body = failureSchema.safeParse(error.data);
      if (body.success) throw new ApiFailure(error.response.status, body.data.message, body.data.errors);
      throw new ApiFailure(error.response.status, `Request failed (${error.response.status})`);
    }
    throw new ApiFailure(0, 'We could not reach the server. Check your connection and try again.');
  }
  const body = (await response.json()) as { data?: unknown };
  return data.parse(body.data);
}

/** The line shown above a form: the service's message, or a pointer to the fields it named. */
export const failureSummary = (failure: ApiFailure) =>
  failure.status === 400 && Object.keys(failure.errors).length > 0 && failure.message.startsWith('Invalid ')
    ? 'Please correct the fields marked below.'
    : failure.message;
