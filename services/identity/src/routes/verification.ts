import { verifyEmailSchema } from '@aspire/contracts/identity';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { verificationMail, verifyLink } from '../mail/verification-mail.ts';
import type { UserDoc } from '../repo/users.ts';
import type { RouteDeps } from './deps.ts';

/** A confirmation link works for a week: long enough for someone who reads mail rarely. */
export const VERIFY_TTL_MS = 7 * 24 * 3600_000;
/** At most one confirmation e-mail per account in this time. */
export const RESEND_INTERVAL_MS = 60_000;
export const VERIFY_INVALID =
  'This confirmation link has expired or was already used. Sign in and ask for a new one.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';

/**
 * Issues a new confirmation token for the user and queues its e-mail (the link is only ever in the
 * e-mail, sealed while queued). Used by sign-up and by "send a new link".
 */
export function verificationSender({
  verifications,
  mail,
  siteUrl,
  now,
}: Pick<RouteDeps, 'verifications' | 'mail' | 'siteUrl' | 'now'>) {
  return async (user: UserDoc) => {
    const { id, token } = await verifications.create(user._id, VERIFY_TTL_MS, now());
    await mail.queue({
      key: `email-verification:${id}`,
      to: user.email,
      template: 'email-verification',
      ...(await verificationMail(user, verifyLink(siteUrl, token), siteUrl)),
    });
  };
}

/** Confirms an address with the token of its e-mail, and sends a signed-in owner a new link. */
export function verificationRoutes(deps: RouteDeps) {
  const { users, verifications, tokens, formLimit, now } = deps;
  const sendVerification = verificationSender(deps);
  const api = new Hono<ServiceEnv>();

  api.post('/auth/email/verify', formLimit('confirmations'), body(verifyEmailSchema), async (c) => {
    const { token } = c.req.valid('json');
    const userId = await verifications.consume(token, now());
    const user = userId && (await users.markEmailVerified(userId));
    if (!user) throw new ApiError(400, VERIFY_INVALID, { token: VERIFY_INVALID });
    return ok(c, { email: user.email, verified: true as const });
  });

  api.post('/auth/email/verification', formLimit('confirmation e-mails'), async (c) => {
    const user = await tokens.userOf(c);
    if (user.emailVerified) return ok(c, { email: user.email, verified: true, message: ALREADY_VERIFIED });
    const last = await verifications.newestCreatedAt(user._id);
    const waitMs = last ? last.getTime() + RESEND_INTERVAL_MS - now().getTime() : 0;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      c.header('Retry-After', String(seconds));
      throw new ApiError(
        429,
        `We sent a link a moment ago. Please wait ${seconds} seconds before asking again.`,
      );
    }
    // Only the newest link works: the older ones may sit in a mailbox someone else reads.
    await verifications.revokeAll(user._id, now());
    await sendVerification(user);
    return ok(
      c,
      { email: user.email, verified: false, message: `We sent a new link to ${user.email}.` },
      202,
    );
  });
  return api;
}
