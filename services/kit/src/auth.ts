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

/**
 * Token versions identity has moved past (sign-out, password reset), user id → current version,
 * refreshed in the background so no request waits on identity. A token older than its user's current
 * version is refused with 'jwt expired', on which the client signs out.
 */
export type TokenVersions = { current: (userId: string) => number; stop: () => void };
let tokenVersions: TokenVersions | undefined;

export function followTokenVersions(url: string, refreshMs = 5_000): TokenVersions {
  let versions: Record<string, number> = {};
  const refresh = async () => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) });
      const body = (await response.json()) as { data?: Record<string, number> };
      if (response.ok && body.data) versions = body.data;
    } catch {
      // Keep the last list; identity being briefly away must not lock everyone out.
    }
  };
  void refresh();
  const timer = setInterval(refresh, refreshMs);
  timer.unref();
  tokenVersions = {
    current: (userId) => versions[userId] ?? 0,
    stop: () => {
      clearInterval(timer);
      tokenVersions = undefined;
    },
  };
  return tokenVersions;
}

export async function verifyToken(token: string, keys: JWTVerifyGetKey): Promise<AuthUser> {
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALGORITHM],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError(401, JWT_EXPIRED);
    throw new ApiError(401, 'invalid token');
  }
  if (tokenVersions && Number(payload.ver ?? 0) < tokenVersions.current(String(payload.sub))) {
    throw new ApiError(401, JWT_EXPIRED);
  }
  return {
    id: String(payload.sub),
    email: String(payload.email),
    firstName: String(payload.firstName ?? ''),
    lastName: String(payload.lastName ?? ''),
    mobileNumber: String(payload.mobileNumber ?? ''),
  };
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
