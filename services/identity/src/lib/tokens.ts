import { randomUUID } from 'node:crypto';
import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import type { StaffRole } from '@aspire/contracts/staff';
import { ApiError, verifyToken } from '@aspire/service-kit';
import { ACCESS_TOKEN_TTL_SECONDS, type AuthUser, bearerToken, signToken } from '@aspire/service-kit/auth';
import type { Context } from 'hono';
import { createLocalJWKSet, decodeJwt, type JWK } from 'jose';
import type { SigningKey } from '../repo/keys.ts';
import type { UserDoc, UsersRepo } from '../repo/users.ts';

/**
 * The kit's ACCESS_TOKEN_TTL (15 minutes) in seconds, for the arithmetic below: the idle limit, since
 * an idle client stops renewing its token.
 */
/** However active the visitor, a session ends 12 hours after its sign-in. */
export const SESSION_LIMIT_S = 12 * 3600;
/** Retired keys stay published this long: a token they signed has expired by then (with a margin). */
export const RETIRED_KEY_PUBLISHED_MS = (ACCESS_TOKEN_TTL_SECONDS + 5 * 60) * 1000;

/** The keys as identity uses them: the one it signs with and every one it (and its JWKS) still trusts. */
export type KeySource = () => Promise<{ signing: SigningKey; published: JWK[] }>;

/**
 * One sign-in: its id and start (epoch seconds), carried by every token renewed from it (`sid`, `sat`),
 * and whether it passed the second factor: only such a session's tokens carry the account's roles.
 */
export type Session = { id: string; startedAt: number; secondFactor: boolean };

export type Tokens = ReturnType<typeof tokenService>;

/** An account as the kit's `AuthUser` (what a token says of it), with the roles its session carries. */
export const authUserOf = (user: UserDoc, roles: StaffRole[]): AuthUser => ({
  id: user._id.toHexString(),
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  mobileNumber: user.mobileNumber,
  emailVerified: user.emailVerified === true,
  roles,
});

/** Issues, renews and checks identity's access tokens (Ed25519 JWTs, claims as the kit defines them). */
export function tokenService(keySource: KeySource, users: UsersRepo) {
  // The system clock, as jose reads it for `iat` and `exp`.
  const seconds = () => Math.floor(Date.now() / 1000);

  async function issue(user: UserDoc, session: Session) {
    const { signing } = await keySource();
    return signToken(
      signing.privateKey,
      {
        ...authUserOf(user, session.secondFactor ? (user.roles ?? []) : []),
        tokenVersion: user.tokenVersion,
        session: { id: session.id, startedAt: session.startedAt },
      },
      // Never past the session's absolute limit.
      {
        kid: signing.kid,
        expiresIn: Math.min(seconds() + ACCESS_TOKEN_TTL_SECONDS, session.startedAt + SESSION_LIMIT_S),
      },
    );
  }

  /**
   * The user and session a request's bearer token names, refusing missing, tampered, expired and
   * revoked tokens (signed out or password changed since) with the spec's texts.
   */
  async function sessionOf(c: Context): Promise<{ user: UserDoc; session: Session }> {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, AUTH_REQUIRED);
    const { published } = await keySource();
    const claims = await verifyToken(token, createLocalJWKSet({ keys: published }));
    const user = await users.findById(claims.id);
    const { ver, sid, sat, iat } = decodeJwt(token);
    if (!user || user.tokenVersion !== Number(ver ?? 0)) throw new ApiError(401, JWT_EXPIRED);
    // A token from before sessions had neither: its session started when it was issued.
    const session = {
      id: typeof sid === 'string' ? sid : randomUUID(),
      startedAt: typeof sat === 'number' ? sat : (iat ?? seconds()),
      // Only a second-factor session's tokens carry roles, and a change of roles or of the second factor
      // moves the version: a current token with roles is a second-factor session.
      secondFactor: claims.roles.length > 0,
    };
    return { user, session };
  }

  return {
    jwks: async () => ({ keys: (await keySource()).published }),
    /** A token for a new session: an ordinary sign-in, or a staff one that passed the second factor. */
    signIn: (user: UserDoc, { secondFactor = false } = {}) =>
      issue(user, { id: randomUUID(), startedAt: seconds(), secondFactor }),
    /** A token for the same session, for a user whose token version may have moved (password change). */
    continueSession: issue,
    sessionOf,
    userOf: async (c: Context) => (await sessionOf(c)).user,
    /** A fresh token for a still-valid one, refused once the session is older than its absolute limit. */
    async renew(c: Context) {
      const { user, session } = await sessionOf(c);
      if (seconds() - session.startedAt >= SESSION_LIMIT_S) throw new ApiError(401, JWT_EXPIRED);
      return issue(user, session);
    },
  };
}

/** Sends a token the way the spec's clients take it: the `authorization` header replaces theirs. */
export function sendToken(c: Context, token: string) {
  c.header('authorization', `Bearer ${token}`);
  c.header('cache-control', 'no-store');
}

export const profileOf = (user: UserDoc) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobileNumber: user.mobileNumber,
  emailVerified: user.emailVerified === true,
});

/** The roles a session acts with: the account's, for a session that passed the second factor. */
export const sessionRoles = (user: UserDoc, session: Session) =>
  session.secondFactor ? (user.roles ?? []) : [];
