import { ApiError, type AuthUser } from '@aspire/service-kit';

/**
 * The signed-in learner's key: the lower-cased e-mail of the verified token. Everything a learner
 * reads or writes is looked up by it, never by an id the client sends.
 */
export function learnerEmail(c: { var: { user: AuthUser } }) {
  const email = c.var.user.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new ApiError(401, 'invalid token');
  return email;
}

/** Learner data is private: browsers and proxies may keep it only to revalidate it. */
export const PRIVATE = 'private, no-cache';
