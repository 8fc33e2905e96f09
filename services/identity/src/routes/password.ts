import { JWT_EXPIRED } from '@aspire/contracts/envelope';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@aspire/contracts/identity';
import { ApiError, body, clientAddress, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { refuseWeakPassword } from '../lib/common-passwords.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { waitText } from '../lib/throttle.ts';
import { sendToken } from '../lib/tokens.ts';
import { passwordChangedMail, resetLink, resetMail } from '../mail/password-mails.ts';
import type { UserDoc } from '../repo/users.ts';
import type { RouteDeps } from './deps.ts';

export const RESET_TTL_MS = 30 * 60_000;
/** At most this many reset e-mails per account an hour; further requests get the same answer and no mail. */
export const RESET_MAILS_PER_HOUR = 3;
export const FORGOT_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.';
export const RESET_INVALID = 'This reset link is invalid, expired or already used. Please ask for a new one.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.';

/**
 * Forgot password (always the same answer), reset with a single-use, 30-minute token, and change
 * password for a signed-in user.
 */
export function passwordRoutes({
  users,
  resets,
  mail,
  tokens,
  throttle,
  hashing,
  passwords,
  logger,
  siteUrl,
  formLimit,
  now,
}: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  /** Tells the owner, once per change (the version a change moved to is unique to it). */
  const queueChangedMail = async (user: UserDoc) =>
    mail.queue({
      key: `password-changed:${user._id.toHexString()}:${user.tokenVersion}`,
      to: user.email,
      template: 'password-changed',
      ...(await passwordChangedMail(user, siteUrl)),
    });

  api.post(
    '/auth/password/forgot',
    formLimit('password reset requests'),
    body(forgotPasswordSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      const user = await users.findByEmail(email);
      const recent = user ? await resets.countSince(user._id, new Date(now().getTime() - 3600_000)) : 0;
      if (user && recent >= RESET_MAILS_PER_HOUR) {
        logger('warn', 'reset mail not sent: hourly cap reached', { to: user.email });
      } else if (user) {
        const { id, token } = await resets.create(user._id, RESET_TTL_MS, now());
        // The link is a password: it goes in the e-mail only (sealed while queued), never in a log line.
        await mail.queue({
          key: `password-reset:${id}`,
          to: user.email,
          template: 'password-reset',
          ...(await resetMail(user, resetLink(siteUrl, token), siteUrl)),
        });
      }
      return ok(c, { message: FORGOT_ANSWER });
    },
  );

  api.post('/auth/password/reset', formLimit('password resets'), body(resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const userId = await resets.peek(token, now());
    const owner = userId && (await users.findById(userId.toHexString()));
    if (!owner) throw new ApiError(400, RESET_INVALID, { token: RESET_INVALID });
    // Checked before the token is used up, so a refused password leaves the link working.
    refuseWeakPassword(password, owner.email, 'password');
    if (!(await resets.consume(token, now())))
      throw new ApiError(400, RESET_INVALID, { token: RESET_INVALID });
    // A new password ends every session signed in with the old one and lifts the sign-in delays.
    const changed = await users.setPassword(owner._id, await hashing.run(() => passwords.hash(password)));
    await throttle.clearAccount(owner.email);
    if (changed) await queueChangedMail(changed);
    return ok(c, { message: 'Your password has been changed. You can sign in with it now.' });
  });

  api.post('/password/change', body(changePasswordSchema), async (c) => {
    const { user, session } = await tokens.sessionOf(c);
    const { currentPassword, newPassword } = c.req.valid('json');
    // A stolen token must not give unlimited guesses at the current password: counted like sign-ins.
    const wait = await throttle.admit(user.email, clientAddress(c));
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, `Too many attempts. Please try again in ${waitText(wait)}.`);
    }
    if (!(await hashing.run(() => verifyPassword(currentPassword, user.passwordHash))))
      throw new ApiError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    await throttle.succeeded(user.email, clientAddress(c));
    refuseWeakPassword(newPassword, user.email, 'newPassword');
    const changed = await users.setPassword(user._id, await hashing.run(() => passwords.hash(newPassword)));
    if (!changed) throw new ApiError(401, JWT_EXPIRED);
    await queueChangedMail(changed);
    // The version moved, so every other session's token is refused; this one goes on with a new token.
    const token = await tokens.continueSession(changed, session);
    sendToken(c, token);
    return ok(c, { message: PASSWORD_CHANGED, token });
  });
  return api;
}
