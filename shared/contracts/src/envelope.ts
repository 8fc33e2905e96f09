import { z } from 'zod';

/** Field errors keyed by the dotted path of the field (`shippingAddress.pincode`). */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const failureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: fieldErrorsSchema.optional(),
});
export type Failure = z.infer<typeof failureSchema>;

/** The spec's answer envelope: `{ success: true, data }`. */
export const successSchema = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** Texts the spec gives for auth failures; the client signs out on either. */
export const AUTH_REQUIRED = 'authorization token required';
export const JWT_EXPIRED = 'jwt expired';
