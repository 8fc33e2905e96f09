import { call, http } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import {
  type forgotPasswordSchema,
  profileSchema,
  type resetPasswordSchema,
  type SignIn,
  signInResultSchema,
  type VerifyEmail,
  verificationResultSchema,
  verifyEmailResultSchema,
} from '@aspire/contracts/identity';
import type { SignUp } from '@aspire/contracts/sign-up';
import { z } from 'zod';

const messageSchema = z.object({ message: z.string() });

/** Signs in; the session takes the token (header or body) and the profile. */
export async function signIn(credentials: SignIn) {
  const { accessToken, ...profile } = await call(
    http.post('identity/auth/user/login', { json: credentials }),
    signInResultSchema,
  );
  useSession.getState().signIn(accessToken, profile);
  return profile;
}

export const signUp = (account: SignUp) =>
  call(http.post('identity/auth/user/signup', { json: account }), profileSchema);

export const requestPasswordReset = (email: string) =>
  call(
    http.post('identity/auth/password/forgot', {
      json: { email } satisfies z.input<typeof forgotPasswordSchema>,
    }),
    messageSchema,
  );

export const resetPassword = (payload: z.input<typeof resetPasswordSchema>) =>
  call(http.post('identity/auth/password/reset', { json: payload }), messageSchema);

/** Confirms the signed-in or signed-out owner's address with the token of the confirmation e-mail. */
export const verifyEmail = (token: string) =>
  call(
    http.post('identity/auth/email/verify', { json: { token } satisfies VerifyEmail }),
    verifyEmailResultSchema,
  );

/** Asks for a new confirmation link for the signed-in account (older links stop working). */
export const requestVerificationLink = () =>
  call(http.post('identity/auth/email/verification', { json: {} }), verificationResultSchema);

/**
 * Renews the signed-in session now (the new token comes back in the answer's `authorization` header,
 * which the client keeps), so what the token says of the account, its address confirmed, is current.
 */
export const renewSession = () => http.post('identity/token/refresh').then(() => undefined);

/** Ends the session on the server (earlier tokens stop working), then forgets it here whatever happens. */
export async function signOut() {
  try {
    await call(http.post('identity/auth/logout', { json: {} }), z.unknown());
  } catch {
    // Signed out locally even when the server cannot be reached or the token had already expired.
  } finally {
    useSession.getState().signOut();
  }
}
