import { z } from 'zod';

const INVALID_EMAIL = 'Enter a valid email address';
/** zod's own e-mail pattern, with host-name labels of 1–63 characters that begin and end with a letter or digit. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
/**
 * An address mail can reach, as the documented `format: email` means it: at most 254 characters, a
 * local part of at most 64 (RFC 5321), and no label with `--` in its 3rd and 4th places (reserved for
 * internationalised names, which the site does not take).
 */
export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL })
  .max(254, 'Email is too long')
  .refine(
    (email) =>
      email.lastIndexOf('@') <= 64 &&
      !email
        .slice(email.lastIndexOf('@') + 1)
        .split('.')
        .some((label) => label.slice(2, 4) === '--'),
    INVALID_EMAIL,
  );

/** Sign-up payload of spec section 7. The overlays do no client-side checks; the service does. */
export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(60, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(60, 'Last name is too long'),
    email: emailSchema,
    mobileNumber: z
      .string()
      .trim()
      .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
    password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
    confirmPassword: z.string().max(128, 'Password is too long'),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignUp = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: z.string().trim().max(254, 'Email is too long').min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
});
export type SignIn = z.infer<typeof signInSchema>;

/**
 * What sign-in answers in `data` (spec section 7). The access token comes in the `authorization`
 * response header (`Bearer <jwt>`) and, for clients that cannot read headers, as `data.accessToken`.
 */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
});
export const signInResultSchema = profileSchema.extend({ accessToken: z.string() });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({
    token: z.string().min(10).max(200),
    password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
    confirmPassword: z.string().max(128),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
