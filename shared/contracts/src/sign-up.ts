import { z } from 'zod';
import { emailSchema } from './email.ts';
import { phoneSchema } from './phone.ts';

/** Sign-up payload of spec section 7. The overlays do no client-side checks; the service does. */
export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(60, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(60, 'Last name is too long'),
    email: emailSchema,
    /** Stored in E.164; 10 Indian digits are still taken as typed today. */
    mobileNumber: phoneSchema,
    password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
    confirmPassword: z.string().max(128, 'Password is too long'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignUp = z.infer<typeof signUpSchema>;
