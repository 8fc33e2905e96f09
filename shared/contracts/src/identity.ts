import { z } from 'zod';
import { emailSchema } from './email.ts';
import { staffRoleSchema } from './staff.ts';

/** Sign-up's payload is in `sign-up.ts`: it carries the phone library, which sign-in need not load. */
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
  /** Whether the owner followed the link of the confirmation e-mail sent at sign-up. */
  emailVerified: z.boolean(),
  /** Staff roles of the presented token: none unless it came from a staff sign-in (second factor). */
  roles: z.array(staffRoleSchema).default([]),
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

/** Change password of a signed-in user: the current one proves it is them; other sessions end. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(128, 'Password is too long'),
    newPassword: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long'),
    confirmPassword: z.string().max(128, 'Password is too long'),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/**
 * A renewed access token (`POST token/refresh`, and change password for the session that made it). The
 * same token also comes in the `authorization` response header, which replaces the client's token.
 */
export const tokenResultSchema = z.object({ token: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;
export const changePasswordResultSchema = tokenResultSchema.extend({ message: z.string() });

/**
 * The token of an e-mail confirmation link (`/verify-email?token=…`): 32 random bytes, base64url. A
 * token cut short or padded by a mail program is refused with a field error before any look-up.
 */
export const EMAIL_LINK_INCOMPLETE =
  'This confirmation link is incomplete. Open the link from the e-mail again.';
export const verifyEmailSchema = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, EMAIL_LINK_INCOMPLETE),
});
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;
/** A confirmed address: the token is never part of any answer. */
export const verifyEmailResultSchema = z.object({ email: z.string(), verified: z.literal(true) });
/** A confirmation link asked for again: sent (202) or not needed, the address already confirmed (200). */
export const verificationResultSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  message: z.string(),
});
