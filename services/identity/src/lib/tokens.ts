import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import { ApiError, verifyToken } from '@aspire/service-kit';
import { bearerToken, signToken } from '@aspire/service-kit/auth';
import type { Context } from 'hono';
import { createLocalJWKSet, decodeJwt } from 'jose';
import type { SigningKey } from '../repo/keys.ts';
import type { UserDoc, UsersRepo } from '../repo/users.ts';

export const TOKEN_LIFETIME = '12h';

export type Tokens = ReturnType<typeof tokenService>;

/** Issues and checks identity's access tokens (Ed25519 JWTs, claims as the kit defines them). */
export function tokenService(
  signing: SigningKey,
  users: UsersRepo,
  lifetime: string | number = TOKEN_LIFETIME,
) {
  const keys = createLocalJWKSet({ keys: [signing.publicJwk] });
  return {
    jwks: { keys: [signing.publicJwk] },
    issue: (user: UserDoc) =>
      signToken(
        signing.privateKey,
        {
          id: user._id.toHexString(),
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          mobileNumber: user.mobileNumber,
          tokenVersion: user.tokenVersion,
        },
        { kid: signing.kid, expiresIn: lifetime },
      ),
    /**
     * The user a request's bearer token names, refusing missing, tampered, expired and revoked tokens
     * (signed out or password changed since) with the spec's texts.
     */
    async userOf(c: Context): Promise<UserDoc> {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) throw new ApiError(401, AUTH_REQUIRED);
      const claims = await verifyToken(token, keys);
      const user = await users.findById(claims.id);
      const version = Number(decodeJwt(token).ver ?? 0);
      if (!user || user.tokenVersion !== version) throw new ApiError(401, JWT_EXPIRED);
      return user;
    },
  };
}

export const profileOf = (user: UserDoc) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobileNumber: user.mobileNumber,
});
