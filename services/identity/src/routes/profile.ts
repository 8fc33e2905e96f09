import { JWT_EXPIRED } from '@aspire/contracts/envelope';
import { profileChangeSchema } from '@aspire/contracts/privacy';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { accountHolder } from '../lib/account-erasure.ts';
import { profileOf, sendToken, sessionRoles } from '../lib/tokens.ts';
import type { RouteDeps } from './deps.ts';

/** How the log names the fields a person corrected (never their values). */
const FIELD_NAMES = { firstName: 'first name', lastName: 'last name', mobileNumber: 'mobile number' };

/** The person corrects their own details (the e-mail is their sign-in, changed by no form). */
export function profileRoutes({ users, tokens, audit }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.patch('/me', body(profileChangeSchema), async (c) => {
    const { user, session } = await tokens.sessionOf(c);
    const change = c.req.valid('json');
    const corrected = (Object.keys(change) as (keyof typeof change)[]).filter(
      (field) => change[field] !== user[field],
    );
    let current = user;
    if (corrected.length) {
      const changed = await users.correct(
        user._id,
        Object.fromEntries(corrected.map((field) => [field, change[field]])),
      );
      if (!changed) throw new ApiError(401, JWT_EXPIRED);
      current = changed;
      await audit.record(accountHolder(user._id), {
        action: 'account.corrected',
        subject: { kind: 'account', id: user._id.toHexString() },
        note: `Corrected: ${corrected.map((field) => FIELD_NAMES[field]).join(', ')}`,
      });
    }
    // The same session goes on with a token that carries the corrected details.
    sendToken(c, await tokens.continueSession(current, session));
    return ok(c, { ...profileOf(current), roles: sessionRoles(current, session) });
  });
  return api;
}
