// zod/mini: every app's HTTP client reads refusals through this, so it must not bring the whole of zod
// into a first page that reads nothing else.
import * as z from 'zod/mini';

/** Field errors keyed by the dotted path of the field (`shippingAddress.pincode`). */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** The spec's answer envelope of a refusal: `{ success: false, message, errors? }`. */
export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(fieldErrorsSchema),
});
export type Failure = z.infer<typeof failureSchema>;

/** Texts the spec gives for auth failures; the client signs out on either. */
export const AUTH_REQUIRED = 'authorization token required';
export const JWT_EXPIRED = 'jwt expired';
