import { forgotPasswordSchema, resetPasswordSchema } from '@aspire/contracts/identity';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { hashPassword } from '../lib/passwords.ts';
import type { RouteDeps } from './deps.ts';

export const RESET_TTL_MS = 30 * 60_000;
/** At most this many reset e-mails per address an hour; further requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;
export const FORGOT_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.';
export const RESET_INVALID = 'This reset link is invalid, expired or already used. Please ask for a new one.';

/** Forgot password (always the same answer) and reset with a single-use, 30-minute token. */
export function passwordRoutes({ users, resets, outbox, failures, logger, siteUrl, now }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.post('/auth/password/forgot', body(forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    const user = await users.findByEmail(email);
    const recent = user ? await outbox.countSince(user.email, new Date(now().getTime() - 3600_000)) : 0;
    if (user && recent >= RESET_MAILS_PER_HOUR) {
      logger('warn', 'reset mail not sent: hourly cap reached', { to: user.email });
    } else if (user) {
      const token = await resets.create(user._id, RESET_TTL_MS, now());
      const link = `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const message = {
        to: user.email,
        subject: 'Reset your Aspire password',
        text: [
          `Assalamu alaikum ${user.firstName},`,
          '',
          'We received a request to reset the password of your Aspire account. Open this link to choose a new one:',
          link,
          '',
          'The link works once and expires in 30 minutes. If you did not ask for it, you can ignore this e-mail.',
          '',
          'Aspire College & Trust',
        ].join('\n'),
        link,
        createdAt: now(),
      };
      await outbox.add(message);
      logger('info', 'mail queued (development outbox)', { to: message.to, subject: message.subject, link });
    }
    return ok(c, { message: FORGOT_ANSWER });
  });

  api.post('/auth/password/reset', body(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const userId = await resets.consume(token, now());
    if (!userId) throw new ApiError(400, RESET_INVALID, { token: RESET_INVALID });
    const user = await users.findById(userId.toHexString());
    if (!user) throw new ApiError(400, RESET_INVALID, { token: RESET_INVALID });
    // A new password ends every session signed in with the old one and lifts the sign-in lock.
    await users.setPassword(user._id, await hashPassword(password));
    await failures.clear(`acct:${user.email}`);
    return ok(c, { message: 'Your password has been changed. You can sign in with it now.' });
  });
  return api;
}
