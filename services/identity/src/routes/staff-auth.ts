import {
  SECOND_FACTOR_INVALID,
  STAFF_ROLE_REQUIRED,
  type StaffChallenge,
  type StaffSession,
  staffSignInSchema,
  staffVerifySchema,
} from '@aspire/contracts/staff';
import { ApiError, body, ok, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { isTotpCode } from '../lib/second-factor.ts';
import { profileOf, sendToken } from '../lib/tokens.ts';
import type { UserDoc } from '../repo/users.ts';
import { passwordCheck } from './auth.ts';
import type { RouteDeps } from './deps.ts';

/** How long the step between password and code lasts. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** Wrong codes one challenge takes before it is spent (the password must be given again). */
export const CHALLENGE_TRIES = 5;
export const CHALLENGE_EXPIRED = 'This sign-in has expired. Start again.';

/**
 * Staff sign-in in two steps: the password (throttled as every sign-in) answers a 5-minute, single-use
 * challenge, and enrols an authenticator on the first staff sign-in; the challenge and a code from the
 * authenticator (or a recovery code) answer a token carrying the account's roles.
 */
export function staffAuthRoutes(deps: RouteDeps) {
  const { users, challenges, secondFactors, tokens, now } = deps;
  const checkPassword = passwordCheck(deps);
  const api = new Hono<ServiceEnv>();

  api.post('/auth/staff/login', body(staffSignInSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const user = await checkPassword(c, email, password);
    if (!user.roles?.length) throw new ApiError(403, STAFF_ROLE_REQUIRED);
    const { token: challenge } = await challenges.create(user._id, CHALLENGE_TTL_MS, now());
    c.header('cache-control', 'no-store');
    if (user.secondFactor?.enrolledAt) return ok(c, { step: 'verify', challenge } satisfies StaffChallenge);
    return ok(c, { step: 'enrol', challenge, ...(await pendingEnrolment(user)) } satisfies StaffChallenge);
  });

  /** The authenticator being enrolled: the pending one again (it may be scanned already), else a new one. */
  async function pendingEnrolment(user: UserDoc) {
    const id = user._id.toHexString();
    if (user.secondFactor) return secondFactors.enrolment(id, user.email, user.secondFactor.secret);
    const { sealed, ...enrolment } = await secondFactors.create(id, user.email);
    await users.startEnrolment(user._id, sealed);
    return enrolment;
  }

  /** Whether the code is the authenticator's current one (used up now) or an unused recovery code. */
  async function codeAccepted(user: UserDoc, code: string) {
    const factor = user.secondFactor;
    if (!factor) return false;
    if (isTotpCode(code)) {
      const step = secondFactors.stepOf(user._id.toHexString(), factor.secret, code.trim(), now());
      return step !== null && (await users.useStep(user._id, step));
    }
    // Recovery codes exist once the authenticator is enrolled.
    return (
      factor.enrolledAt !== null && users.useRecoveryCode(user._id, secondFactors.hashRecoveryCode(code))
    );
  }

  api.post('/auth/staff/verify', body(staffVerifySchema), async (c) => {
    const { challenge, code } = c.req.valid('json');
    const userId = await challenges.peek(challenge, now());
    const user = userId && (await users.findById(userId.toHexString()));
    if (!user) throw new ApiError(401, CHALLENGE_EXPIRED);
    if (!(await codeAccepted(user, code))) {
      await challenges.fail(challenge, CHALLENGE_TRIES, now());
      throw new ApiError(401, SECOND_FACTOR_INVALID);
    }
    if (!(await challenges.consume(challenge, now()))) throw new ApiError(401, CHALLENGE_EXPIRED);
    // Roles taken away since the password step end the sign-in here.
    if (!user.roles?.length) throw new ApiError(403, STAFF_ROLE_REQUIRED);

    let recoveryCodes: string[] | undefined;
    if (user.secondFactor && !user.secondFactor.enrolledAt) {
      const fresh = secondFactors.recoveryCodes();
      await users.completeEnrolment(user._id, fresh.hashes, now());
      recoveryCodes = fresh.codes;
    }
    await users.recordStaffSignIn(user._id, now());
    const current = (await users.findById(user._id.toHexString())) ?? user;
    const accessToken = await tokens.signIn(current, { secondFactor: true });
    sendToken(c, accessToken);
    return ok(c, {
      ...profileOf(current),
      roles: current.roles ?? [],
      accessToken,
      ...(recoveryCodes ? { recoveryCodes } : {}),
      recoveryCodesLeft: current.secondFactor?.recoveryCodes.length ?? 0,
    } satisfies StaffSession);
  });
  return api;
}
