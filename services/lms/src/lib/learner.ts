import { ApiError, type AuthUser, encodeOk, okEncoded } from '@aspire/service-kit';
import type { Context } from 'hono';

/** Who is asking, as enrolments are matched: the account, and its address only once it is confirmed. */
export type Learner = { id: string; email: string; emailVerified: boolean };

/**
 * The signed-in learner, from the verified token only (never from what the client sends): the account
 * id, the lower-cased e-mail and whether its owner confirmed it (an invitation to an address is claimed
 * only by a confirmed one).
 */
export function learnerOf(c: { var: { user: AuthUser } }): Learner {
  const { id, emailVerified } = c.var.user;
  const email = c.var.user.email.trim().toLowerCase();
  if (!id || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new ApiError(401, 'invalid token');
  return { id, email, emailVerified };
}

/**
 * Answers learner data, which is private: browsers and proxies may keep it only to revalidate it, and a
 * learner whose copy is current gets a 304.
 */
export function privateAnswer<T>(c: Context, data: T) {
  c.header('Cache-Control', 'private, no-cache');
  return okEncoded(c, encodeOk(data));
}
