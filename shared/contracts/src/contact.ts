import { z } from 'zod';
import { visitSourceSchema } from './admissions.ts';
import { emailSchema } from './email.ts';
import { phoneSchema } from './phone.ts';

/**
 * The "Write to us" overlay (spec section 2), posted to `POST /api/catalog/contact`. The overlay does no
 * client-side checks (spec section 5); the catalog service validates and stores the message.
 */
export const contactMessageSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(60, 'First name is too long'),
  lastName: z.string().trim().max(60, 'Last name is too long').default(''),
  email: emailSchema,
  phoneNumber: phoneSchema,
  subject: z.string().trim().min(1, 'Subject is required').max(150, 'Subject is too long'),
  message: z.string().trim().min(1, 'Message is required').max(4000, 'Message is too long'),
  /** Where the visitor came from (UTM parameters, referrer). */
  source: visitSourceSchema.optional(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
