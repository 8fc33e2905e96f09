import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { ApiError } from './envelope.ts';

export const TOKEN_ISSUER = 'aspire-identity';
export const TOKEN_AUDIENCE = 'aspire';
export const TOKEN_ALGORITHM = 'EdDSA';

export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
};
export type AuthEnv = { Variables: { user: AuthUser } };

/** Identity's public keys, fetched once from its JWKS URL and cached by jose. */
export const remoteKeys = (jwksUrl: string): JWTVerifyGetKey =>
  createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });

export async function verifyToken(token: string, keys: JWTVerifyGetKey): Promise<AuthUser> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALGORITHM],
    });
    return {
      id: String(payload.sub),
      email: String(payload.email),
      firstName: String(payload.firstName ?? ''),
      lastName: String(payload.lastName ?? ''),
      mobileNumber: String(payload.mobileNumber ?? ''),
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError(401, JWT_EXPIRED);
    throw new ApiError(401, 'invalid token');
  }
}

export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];

/** Requires `authorization: Bearer <token>`; answers 401 with the spec's texts otherwise. */
export function requireAuth(keys: JWTVerifyGetKey): MiddlewareHandler<AuthEnv> {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, AUTH_REQUIRED);
    c.set('user', await verifyToken(token, keys));
    await next();
  });
}

/** Signs an access token; identity is the only service holding a private key in production. */
export async function signToken(
  privateKey: CryptoKey,
  user: AuthUser & { tokenVersion?: number },
  options: { kid: string; expiresIn: string | number },
) {
  return new SignJWT({
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobileNumber: user.mobileNumber,
    ver: user.tokenVersion ?? 0,
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: options.kid })
    .setSubject(user.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn)
    .sign(privateKey);
}
