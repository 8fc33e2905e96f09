import { ERASURE_LINK_HOURS, erasureConfirmSchema } from '@aspire/contracts/privacy';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { STAFF_ERASURE } from '../lib/account-erasure.ts';
import { erasureLink, erasureRequestMail } from '../mail/erasure-mails.ts';
import type { RouteDeps } from './deps.ts';

export const ERASURE_LINK_INVALID = 'This link is not valid. Ask for a new one from your account page.';
export const ERASURE_LINK_EXPIRED = 'This link has expired. Ask for a new one from your account page.';

/**
 * "Erase my account": a signed-in person asks, and confirms with the link mailed to their address
 * (signed in or not: the link may open in another browser). A second click answers as the first.
 */
export function erasureRoutes({
  users,
  tokens,
  erasureLinks,
  erasure,
  mail,
  siteUrl,
  formLimit,
  now,
}: RouteDeps) {
  const api = new Hono<ServiceEnv>();

  api.post('/erasure', formLimit('erasure requests'), async (c) => {
    const user = await tokens.userOf(c);
    if (user.roles?.length) throw new ApiError(409, STAFF_ERASURE);
    const { id, token } = await erasureLinks.create(user._id, ERASURE_LINK_HOURS * 3600_000, now());
    await mail.queue({
      key: `account-erasure:${id}`,
      to: user.email,
      template: 'account-erasure',
      ...(await erasureRequestMail(user, erasureLink(siteUrl, token), siteUrl)),
    });
    return ok(
      c,
      {
        email: user.email,
        message: `We sent a link to ${user.email}. Your account is erased only when you open it and confirm, within ${ERASURE_LINK_HOURS} hours.`,
      },
      202,
    );
  });

  api.post('/erasure/confirm', formLimit('erasure confirmations'), body(erasureConfirmSchema), async (c) => {
    const { token } = c.req.valid('json');
    let userId = await erasureLinks.consume(token, now());
    if (!userId) {
      const outcome = await erasureLinks.outcome(token, now());
      // A used link was confirmed already (a mail scanner, a double click): it answers the same.
      if (outcome?.used) userId = outcome.userId;
      else if (outcome?.expired)
        throw new ApiError(410, ERASURE_LINK_EXPIRED, { token: ERASURE_LINK_EXPIRED });
      else throw new ApiError(400, ERASURE_LINK_INVALID, { token: ERASURE_LINK_INVALID });
    }
    const user = await users.findById(userId.toHexString());
    if (!user) throw new ApiError(400, ERASURE_LINK_INVALID, { token: ERASURE_LINK_INVALID });
    const { erasure: done, email } = await erasure.erase(user, { requestedBy: 'self', reason: null });
    return ok(c, { email: email ?? '', completeBy: done.completeBy.toISOString() });
  });
  return api;
}
