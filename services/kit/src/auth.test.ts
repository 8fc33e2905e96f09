import { createServer } from 'node:http';
import { decodeJwt, type JWTVerifyGetKey } from 'jose';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceApp } from './app.ts';
import {
  ACCESS_TOKEN_TTL,
  followTokenVersions,
  requireAuth,
  SIGN_IN_UNAVAILABLE,
  signToken,
  type TokenVersions,
  tokenVersionsUrl,
  verifyToken,
} from './auth.ts';
import { kitSettings } from './env.ts';
import { ok } from './envelope.ts';
import { silentLogger } from './logger.ts';
import { bearer, testKeys } from './testing/fixtures.ts';

const { keys, sign, privateKey } = await testKeys();

/** A stand-in of identity's service-to-service list: versions with the time they changed. */
const identity = {
  changes: new Map<string, { version: number; at: number }>(),
  up: true,
  asked: [] as URL[],
  bump(userId: string) {
    this.changes.set(userId, { version: (this.changes.get(userId)?.version ?? 0) + 1, at: Date.now() });
  },
};
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://identity');
  identity.asked.push(url);
  if (!identity.up) {
    response.statusCode = 503;
    response.end();
    return;
  }
  const since = Number(url.searchParams.get('since'));
  const versions = Object.fromEntries(
    [...identity.changes].filter(([, { at }]) => at > since).map(([id, { version }]) => [id, version]),
  );
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ success: true, data: { versions, asOf: Date.now() } }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const jwksUrl = `http://127.0.0.1:${port}/api/identity/.well-known/jwks.json`;
afterAll(() => server.close());

let feed: TokenVersions | undefined;
afterEach(() => {
  feed?.stop();
  identity.up = true;
  identity.asked = [];
});

describe('access tokens', () => {
  it('carry the user, token version, session id and start, and live ACCESS_TOKEN_TTL by default', async () => {
    const token = await signToken(
      privateKey,
      {
        id: 'u1',
        email: 'a@b.c',
        firstName: 'A',
        lastName: 'B',
        mobileNumber: '',
        tokenVersion: 3,
        session: { id: 's-1', startedAt: 1_700_000_000 },
      },
      { kid: 'test' },
    );
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: 'u1', ver: 3, sid: 's-1', sat: 1_700_000_000 });
    expect(ACCESS_TOKEN_TTL).toBe('15m');
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    await expect(verifyToken(token, keys)).resolves.toMatchObject({ id: 'u1', email: 'a@b.c' });
  });

  it('are refused as expired once older than their life allows, whatever their expiry says', async () => {
    const token = await sign({ id: 'u1' }, '2h');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 21 * 60_000);
      await expect(verifyToken(token, keys)).rejects.toMatchObject({ status: 401, message: 'jwt expired' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a token verified once', () => {
  it('is not verified again within the minute, yet refused once expired or signed by another key set', async () => {
    let lookups = 0;
    const counted: JWTVerifyGetKey = (...args) => {
      lookups += 1;
      return keys(...args);
    };
    const token = await sign({ id: 'u9' }, '2m');
    await verifyToken(token, counted);
    await verifyToken(token, counted);
    expect(lookups).toBe(1);

    const other = await testKeys();
    await expect(verifyToken(token, other.keys)).rejects.toMatchObject({ status: 401 });

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await verifyToken(token, counted);
      expect(lookups).toBe(2);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      await expect(verifyToken(token, counted)).rejects.toMatchObject({
        status: 401,
        message: 'jwt expired',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('token revocation', () => {
  it("is asked of identity's origin, from the JWKS address as configured or defaulted", () => {
    expect(tokenVersionsUrl(jwksUrl)).toBe(`http://127.0.0.1:${port}/internal/token-versions`);
    expect(tokenVersionsUrl(kitSettings({}).IDENTITY_JWKS_URL)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/internal\/token-versions$/,
    );
  });

  it('refuses a token older than its user’s version within the refresh interval, asking only for changes', async () => {
    const old = await sign({ id: 'u1', tokenVersion: 0 });
    const other = await sign({ id: 'u2' });
    feed = followTokenVersions(tokenVersionsUrl(jwksUrl), { refreshMs: 50 });
    // The first answer is awaited, not guessed at.
    await expect(verifyToken(old, keys)).resolves.toMatchObject({ id: 'u1' });
    identity.bump('u1');
    await expect
      .poll(() => verifyToken(old, keys).catch((error: Error) => error.message), { timeout: 2_000 })
      .toBe('jwt expired');
    await expect(verifyToken(other, keys)).resolves.toMatchObject({ id: 'u2' });
    await expect(verifyToken(await sign({ id: 'u1', tokenVersion: 1 }), keys)).resolves.toMatchObject({
      id: 'u1',
    });
    // Each question after the first asks for what changed since shortly before the previous answer.
    const since = identity.asked.map((url) => Number(url.searchParams.get('since')));
    expect(identity.asked[0]?.pathname).toBe('/internal/token-versions');
    expect(since[0]).toBeGreaterThan(0);
    expect(since.at(-1)).toBeGreaterThan(since[0]!);
    expect(since.at(-1)).toBeGreaterThan(Date.now() - 10_000);
  });

  it('fails closed: identity unreachable past the bound answers 503 to signed-in calls, never to public ones', async () => {
    const app = createServiceApp({ name: 'demo', logger: silentLogger, ready: async () => true }, (api) => {
      api.get('/public', (c) => ok(c, 'hello'));
      api.get('/mine', requireAuth(keys), (c) => ok(c, c.var.user.id));
    });
    const token = bearer(await sign({ id: 'u3' }));
    feed = followTokenVersions(tokenVersionsUrl(jwksUrl), { refreshMs: 50, staleAfterMs: 300 });
    expect((await app.request('/api/demo/mine', { headers: token })).status).toBe(200);
    identity.up = false;
    // Within the bound the last list still decides.
    expect((await app.request('/api/demo/mine', { headers: token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const refused = await app.request('/api/demo/mine', { headers: token });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ success: false, message: SIGN_IN_UNAVAILABLE });
    expect((await app.request('/api/demo/public')).status).toBe(200);
    identity.up = true;
    await expect
      .poll(async () => (await app.request('/api/demo/mine', { headers: token })).status, { timeout: 2_000 })
      .toBe(200);
  });

  it('refuses signed-in calls while no list has ever been read', async () => {
    identity.up = false;
    feed = followTokenVersions(tokenVersionsUrl(jwksUrl), { refreshMs: 50 });
    await expect(verifyToken(await sign({ id: 'u4' }), keys)).rejects.toMatchObject({
      status: 503,
      message: SIGN_IN_UNAVAILABLE,
    });
  });
});
