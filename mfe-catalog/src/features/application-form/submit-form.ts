import { ApiFailure, http } from '@aspire/client/http';
import { type ApplicationInput, receiptSchema } from '@aspire/contracts/catalog';
import { failureSchema } from '@aspire/contracts/envelope';

/**
 * Posts the form and reads either answer of the envelope itself (ky 2 consumes an error response's body
 * into `HTTPError.data`, so the field errors are read here from the response we keep).
 */
export async function submitForm(kind: 'admissions' | 'enquiries', payload: ApplicationInput, key: string) {
  let response: Response;
  try {
    response = await http.post(`catalog/${kind}`, {
      json: payload,
      headers: { 'Idempotency-Key': key },
      throwHttpErrors: false,
    });
  } catch {
    throw new ApiFailure(
      0,
      'We could not reach the server. Check your connection and try again; your details are kept.',
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return receiptSchema.parse((body as { data?: unknown } | null)?.data);
  const failure = failureSchema.safeParse(body);
  if (failure.success) throw new ApiFailure(response.status, failure.data.message, failure.data.errors);
  throw new ApiFailure(
    response.status,
    `The form could not be sent (error ${response.status}). Please try again.`,
  );
}
