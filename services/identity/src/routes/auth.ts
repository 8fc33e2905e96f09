import { signInSchema } from '@aspire/contracts/identity';
import { signUpSchema } from '@aspire/contracts/sign-up';
import { ApiError, body, clientAddress, ok, type ServiceEnv } from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { refuseWeakPassword } from '../lib/common-passwords.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { waitText } from '../lib/throttle.ts';
import { profileOf, sendToken, sessionRoles } from '../lib/tokens.ts';
import { DuplicateEmailError, type UserDoc } from '../repo/users.ts';
import type { RouteDeps } from './deps.ts';
import { verificationSender } from './verification.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const DUPLICATE_EMAIL = 'An account with this email already exists';

/** Sign up, sign in (site and LMS, spec section 7), sign out and the signed-in profile. */
export function authRoutes(deps: RouteDeps) {
  const { users, consents, tokens, hashing, passwords, formLimit, now } = deps;
  const checkPassword = passwordCheck(deps);
  const sendVerification = verificationSender(deps);
  const api = new Hono<ServiceEnv>();
  const signUpLimit = formLimit('sign-ups');
  api.post('/auth/user/signup', signUpLimit, body(signUpSchema), async (c) => {
    const { confirmPassword: _, password, ...profile } = c.req.valid('json');
    refuseWeakPassword(password, profile.email, 'password');
    try {
      const passwordHash = await hashing.run(() => passwords.hash(password));
      const user = await users.create({ ...profile, passwordHash });
      // Signing up is agreeing to the privacy notice for the account itself.
      await consents.give(user._id, 'account', now(), 'self');
      // Queued with the account, so no new account is left without its confirmation e-mail.
      await sendVerification(user);
      return ok(c, profileOf(user), 201);
    } catch (error) {
      if (error instanceof DuplicateEmailError)
        throw new ApiError(409, DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });
      throw error;
    }
  });

  // The learner area signs in with the same accounts (spec section 7, `/auth/lms/login`).
  for (const path of ['/auth/user/login', '/auth/lms/login']) {
    api.post(path, body(signInSchema), async (c) => {
      const { email, password } = c.req.valid('json');
      const user = await checkPassword(c, email, password);
      // An ordinary sign-in, also of a member of staff: its token carries no roles.
      const accessToken = await tokens.signIn(user);
      sendToken(c, accessToken);
      return ok(c, { ...profileOf(user), accessToken });
    });
  }

  api.post('/auth/logout', async (c) => {
    const user = await tokens.userOf(c);
    await users.bumpTokenVersion(user._id);
    return ok(c, { signedOut: true });
  });

  api.get('/me', async (c) => {
    const { user, session } = await tokens.sessionOf(c);
    c.header('cache-control', 'private, no-store');
    return ok(c, { ...profileOf(user), roles: sessionRoles(user, session) });
  });
  return api;
}

/**
 * Checks an e-mail and password as every sign-in does (ordinary and staff): throttled per account and
 * address before the costly hash, the same answer and time for an unknown e-mail as for a wrong
 * password, the hash renewed at today's cost. Answers the account.
 */
export function passwordCheck({ users, throttle, hashing, passwords }: RouteDeps) {
  return async (c: Context, email: string, password: string): Promise<UserDoc> => {
    const address = clientAddress(c);
    // Counted before the (costly) hash, so a parallel burst gets no more checks than the limit.
    const wait = await throttle.admit(email, address);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many failed sign-in attempts. Please try again in ${waitText(wait)}.`);
    }
    const user = await users.findByEmail(email);
    // The hash is checked even for an unknown email, so both failures look and take the same.
    const stored = user?.passwordHash ?? passwords.unknownAccountHash;
    const valid = await hashing.run(() => verifyPassword(password, stored));
    if (!user || !valid) throw new ApiError(401, INVALID_CREDENTIALS);
    await throttle.succeeded(email, address);
    if (passwords.needsRehash(user.passwordHash))
      await users.rehash(user._id, await hashing.run(() => passwords.hash(password)));
    return user;
  };
}
