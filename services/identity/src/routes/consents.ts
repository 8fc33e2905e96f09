import { CONSENT_PURPOSES, type ConsentPurpose, consentChangeSchema } from '@aspire/contracts/privacy';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { consentView } from '../repo/consents.ts';
import type { RouteDeps } from './deps.ts';

export const NO_SUCH_CONSENT = 'There is no such consent';
export const ACCOUNT_CONSENT_STAYS =
  'This consent ends only with your account. To withdraw it, erase your account.';

const isPurpose = (purpose: string): purpose is ConsentPurpose =>
  (CONSENT_PURPOSES as readonly string[]).includes(purpose);

/** The consents a signed-in person gave, and giving or withdrawing the optional ones. */
export function consentRoutes({ tokens, consents, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/consents', async (c) => {
    const user = await tokens.userOf(c);
    c.header('cache-control', 'private, no-store');
    const records = await consents.of(user);
    return ok(
      c,
      records.map(({ purpose, doc }) => consentView(purpose, doc)),
    );
  });

  api.put('/consents/:purpose', body(consentChangeSchema), async (c) => {
    const user = await tokens.userOf(c);
    const purpose = c.req.param('purpose');
    if (!isPurpose(purpose)) throw new ApiError(404, NO_SUCH_CONSENT);
    if (purpose === 'account')
      throw new ApiError(400, ACCOUNT_CONSENT_STAYS, { given: ACCOUNT_CONSENT_STAYS });
    const { given } = c.req.valid('json');
    const doc = given
      ? await consents.give(user._id, purpose, now(), 'self')
      : await consents.withdraw(user, purpose, now(), 'self');
    c.header('cache-control', 'private, no-store');
    return ok(c, consentView(purpose, doc ?? undefined));
  });
  return api;
}
