import { mayAct, STAFF_ROLE_REQUIRED, type StaffRole } from '@aspire/contracts/staff';
import { ApiError, type AuthEnv, type ServiceEnv } from '@aspire/service-kit';
import { createMiddleware } from 'hono/factory';
import { authUserOf, sessionRoles, type Tokens } from '../lib/tokens.ts';

export type StaffEnv = { Variables: ServiceEnv['Variables'] & AuthEnv['Variables'] };

/**
 * The kit's `requireRole` for identity's own routes, which also checks the token's version against the
 * account (identity follows no revocation list: it keeps the versions): 401 without a current token, 403
 * without one of `roles` (admin passes). Sets `user` as the kit's middleware does.
 */
export const staffGuard =
  (tokens: Tokens) =>
  (...roles: StaffRole[]) =>
    createMiddleware<StaffEnv>(async (c, next) => {
      const { user, session } = await tokens.sessionOf(c);
      const held = sessionRoles(user, session);
      if (!roles.some((role) => mayAct(held, role))) throw new ApiError(403, STAFF_ROLE_REQUIRED);
      c.set('user', authUserOf(user, held));
      await next();
    });
