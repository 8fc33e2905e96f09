import { AUTH_REQUIRED, JWT_EXPIRED } from '@aspire/contracts/envelope';
import { mayAct, STAFF_ROLE_REQUIRED, STAFF_ROLES, type StaffRole } from '@aspire/contracts/staff';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { ApiError } from './envelope.ts';
import { type Logger, silentLogger } from './logger.ts';

export const TOKEN_ISSUER = 'aspire-identity';
export const TOKEN_AUDIENCE = 'aspire';
export const TOKEN_ALGORITHM = 'EdDSA';

export type AuthUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  /** Whether the owner confirmed the address (claim `ev`): what lets an invitation to it be claimed. */
  emailVerified: boolean;
  /** Staff roles (claim `roles`), present only on a sign-in that passed the second factor. */
  roles: StaffRole[];
};
export type AuthEnv = { Variables: { user: AuthUser } };

/**
 * How soon a token signed by a key this service has not seen makes it fetch identity's key set again.
 * Short, so a rotated key (`pnpm keys rotate`) is accepted within seconds; a token naming an unknown
 * key costs identity at most one JWKS request per this interval.
 */
const JWKS_COOLDOWN_MS = 2_000;

/** Identity's public keys, fetched from its JWKS URL and cached by jose. */
export const remoteKeys = (jwksUrl: string): JWTVerifyGetKey =>
  createRemoteJWKSet(new URL(jwksUrl), { cooldownDuration: JWKS_COOLDOWN_MS, cacheMaxAge: 10 * 60_000 });

/**
 * How long an access token lives (identity signs every token for this long). It is also the idle limit:
 * the client renews its token at identity while the visitor is active.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_TTL = `${ACCESS_TOKEN_TTL_SECONDS / 60}m`;
/**
 * The oldest token (by `iat`) any service accepts: the access token's life plus five minutes for clocks
 * that disagree. It bounds how long a revocation must be remembered.
 */
const MAX_TOKEN_AGE_MS = (ACCESS_TOKEN_TTL_SECONDS + 5 * 60) * 1000;

/**
 * How long a service goes on deciding with a revocation list it could not refresh. Past it, signed-in
 * requests answer 503 rather than accept a token that may have been signed out. 120 s rides out a
 * restart or redeploy of identity (seconds) without a visitor noticing; the cost of a longer outage is
 * that sign-in (identity's own) and every signed-in call (cart, orders, learner area) stop after two
 * minutes while browsing, which never reads a token, goes on. A longer bound would let a stolen or
 * signed-out token keep working that much longer whenever identity is unreachable.
 */
export const REVOCATION_STALE_AFTER_MS = 120_000;
export const SIGN_IN_UNAVAILABLE = 'Sign-in is briefly unavailable, please try again shortly';

/** Identity serves the versions service-to-service only, on its own port, outside the public `/api/`. */
export const TOKEN_VERSIONS_PATH = '/internal/token-versions';
/** Where identity's versions live: the origin of the JWKS address every service is given. */
export const tokenVersionsUrl = (jwksUrl: string) => new URL(TOKEN_VERSIONS_PATH, jwksUrl).href;
const SINCE_OVERLAP_MS = 5_000;

/** Identity's answer to `GET /internal/token-versions?since=<epoch ms>`: users whose version moved since. */
export const tokenVersionsAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    versions: z.record(z.string(), z.number().int().nonnegative()),
    /** Identity's clock when it read them: the `since` of the next question. */
    asOf: z.number().int().nonnegative(),
  }),
});

/**
 * Token versions identity has moved past (sign-out, password change or reset), user id → current
 * version, followed in the background so a request waits on identity only when the list is stale. A
 * token older than its user's current version is refused with 'jwt expired', on which the client signs
 * out; while the list is staler than `staleAfterMs`, every token is refused with 503 (fail closed).
 */
export type TokenVersions = {
  current: (userId: string) => number;
  /** Whether the list is recent enough to decide on a token, after one more try if it is not. */
  fresh: () => Promise<boolean>;
  stop: () => void;
};
let followed: TokenVersions | undefined;

export function followTokenVersions(
  url: string,
  {
    refreshMs = 5_000,
    staleAfterMs = REVOCATION_STALE_AFTER_MS,
    logger = silentLogger,
  }: { refreshMs?: number; staleAfterMs?: number; logger?: Logger } = {},
): TokenVersions {
  const versions = new Map<string, { version: number; seenAt: number }>();
  // A change older than the oldest token accepted cannot matter, so the first question starts there.
  let since = Date.now() - MAX_TOKEN_AGE_MS;
  let refreshedAt: number | undefined;
  let attemptedAt = 0;
  let failing = false;
  let inFlight: Promise<void> | undefined;

  const load = async () => {
    attemptedAt = Date.now();
    try {
      const address = new URL(url);
      address.searchParams.set('since', String(since));
      const response = await fetch(address, { signal: AbortSignal.timeout(3_000) });
      if (!response.ok) throw new Error(`identity answered ${response.status}`);
      const { data } = tokenVersionsAnswer.parse(await response.json());
      const now = Date.now();
      for (const [userId, version] of Object.entries(data.versions))
        if (version > (versions.get(userId)?.version ?? 0)) versions.set(userId, { version, seenAt: now });
      // Every token issued before a change this old is refused for its age anyway.
      for (const [userId, { seenAt }] of versions)
        if (now - seenAt > MAX_TOKEN_AGE_MS) versions.delete(userId);
      // Asked again with some overlap: a sign-out written while identity read the list, stamped just
      // before `asOf`, is then still seen. Merging a version twice changes nothing.
      since = data.asOf - SINCE_OVERLAP_MS;
      refreshedAt = now;
      if (failing) logger('info', 'token versions refreshed again', { url });
      failing = false;
    } catch (error) {
      if (!failing) logger('warn', 'token versions could not be refreshed', { url, error: String(error) });
      failing = true;
    }
  };
  const refresh = () => {
    inFlight ??= load().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  const isFresh = () => refreshedAt !== undefined && Date.now() - refreshedAt <= staleAfterMs;

  void refresh();
  const timer = setInterval(refresh, refreshMs);
  timer.unref();
  const handle: TokenVersions = {
    current: (userId) => versions.get(userId)?.version ?? 0,
    fresh: async () => {
      if (isFresh()) return true;
      // Requests waiting on a stale list share one try, and start at most one a second.
      if (inFlight || Date.now() - attemptedAt >= 1_000) await refresh();
      return isFresh();
    },
    stop: () => {
      clearInterval(timer);
      if (followed === handle) followed = undefined;
    },
  };
  followed = handle;
  return handle;
}

type Payload = Awaited<ReturnType<typeof jwtVerify>>['payload'];

/**
 * Tokens whose signature was checked, per key set, for a minute at most: an Ed25519 verification is a
 * fifth of the CPU of a busy staff list answered from memory, and a member of staff sends the same token
 * for fifteen minutes. Expiry, age and the token version are still checked on every request; a key
 * withdrawn from identity's key set stops its tokens within the minute.
 */
const verifiedTokens = new WeakMap<JWTVerifyGetKey, Map<string, { payload: Payload; until: number }>>();
const VERIFIED_FOR_MS = 60_000;
const VERIFIED_MAX = 5_000;

function verifiedBefore(token: string, keys: JWTVerifyGetKey) {
  const verified = verifiedTokens.get(keys)?.get(token);
  return verified && Date.now() < verified.until ? verified.payload : undefined;
}

function rememberVerified(token: string, keys: JWTVerifyGetKey, payload: Payload) {
  const verified = verifiedTokens.get(keys) ?? new Map();
  verifiedTokens.set(keys, verified);
  const until = Math.min(
    Date.now() + VERIFIED_FOR_MS,
    (payload.exp ?? 0) * 1000,
    (payload.iat ?? 0) * 1000 + MAX_TOKEN_AGE_MS,
  );
  verified.delete(token);
  verified.set(token, { payload, until });
  if (verified.size > VERIFIED_MAX) verified.delete(verified.keys().next().value!);
}

export async function verifyToken(token: string, keys: JWTVerifyGetKey): Promise<AuthUser> {
  const payload = verifiedBefore(token, keys) ?? (await verifySignature(token, keys));
  if (followed) {
    if (!(await followed.fresh())) throw new ApiError(503, SIGN_IN_UNAVAILABLE);
    if (Number(payload.ver ?? 0) < followed.current(String(payload.sub)))
      throw new ApiError(401, JWT_EXPIRED);
  }
  return {
    id: String(payload.sub),
    email: String(payload.email),
    firstName: String(payload.firstName ?? ''),
    lastName: String(payload.lastName ?? ''),
    mobileNumber: String(payload.mobileNumber ?? ''),
    emailVerified: payload.ev === true,
    roles: Array.isArray(payload.roles)
      ? STAFF_ROLES.filter((role) => (payload.roles as unknown[]).includes(role))
      : [],
  };
}

async function verifySignature(token: string, keys: JWTVerifyGetKey): Promise<Payload> {
  let payload: Payload;
  const verify = () =>
    jwtVerify(token, keys, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [TOKEN_ALGORITHM],
      maxTokenAge: MAX_TOKEN_AGE_MS / 1000,
    });
  try {
    ({ payload } = await verify().catch(async (error: unknown) => {
      // A key identity has just rotated to, while the key set was fetched moments ago: fetch it again
      // once the cool-down allows, rather than signing the visitor out.
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      await new Promise((resolve) => setTimeout(resolve, JWKS_COOLDOWN_MS + 100));
      return verify();
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new ApiError(401, JWT_EXPIRED);
    throw new ApiError(401, 'invalid token');
  }
  rememberVerified(token, keys, payload);
  return payload;
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

/**
 * Requires a signed-in member of staff holding one of `roles` (or `admin`): 401 without a valid token,
 * 403 with one that lacks them. Every service's staff routes sit behind it.
 */
export function requireRole(keys: JWTVerifyGetKey, ...roles: StaffRole[]): MiddlewareHandler<AuthEnv> {
  const auth = requireAuth(keys);
  return createMiddleware<AuthEnv>((c, next) =>
    auth(c, async () => {
      // `c.get`: `c.var` copies every variable into a new object on each read.
      const held = c.get('user').roles;
      if (!roles.some((role) => mayAct(held, role))) throw new ApiError(403, STAFF_ROLE_REQUIRED);
      await next();
    }),
  );
}

/** What an access token says besides the user: its version, and the sign-in session it renews. */
export type TokenClaims = Omit<AuthUser, 'emailVerified' | 'roles'> & {
  emailVerified?: boolean;
  roles?: StaffRole[];
  tokenVersion?: number;
  /** `sid`: the sign-in session; `sat`: when it started (epoch seconds), for the absolute limit. */
  session: { id: string; startedAt: number };
};

/** Signs an access token; identity is the only service holding a private key in production. */
export async function signToken(
  privateKey: CryptoKey,
  claims: TokenClaims,
  options: { kid: string; expiresIn?: string | number },
) {
  return new SignJWT({
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
    mobileNumber: claims.mobileNumber,
    ev: claims.emailVerified ?? false,
    ...(claims.roles?.length ? { roles: claims.roles } : {}),
    ver: claims.tokenVersion ?? 0,
    sid: claims.session.id,
    sat: claims.session.startedAt,
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: options.kid })
    .setSubject(claims.id)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? ACCESS_TOKEN_TTL)
    .sign(privateKey);
}
