import { bearer } from '@aspire/service-kit/testing/fixtures';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identityApp, json } from '../test-app.ts';

const { post, get, signedIn } = await identityApp();
const minutes = (count: number) => vi.setSystemTime(Date.now() + count * 60_000);
const refresh = (token: string) => post('token/refresh', {}, bearer(token));

// Only the clock is faked (jose reads it for `iat` and `exp`); timers and the database run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('token renewal', () => {
  it('answers a fresh token for the same session, in data and in the authorization header', async () => {
    const { token } = await signedIn();
    minutes(5);
    const response = await refresh(token);
    expect(response.status).toBe(200);
    const fresh = (await json(response)).data?.token as string;
    expect(response.headers.get('authorization')).toBe(`Bearer ${fresh}`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [before, after] = [decodeJwt(token), decodeJwt(fresh)];
    expect(after).toMatchObject({ sub: before.sub, sid: before.sid, sat: before.sat, ver: before.ver });
    expect((after.exp ?? 0) - (before.exp ?? 0)).toBe(5 * 60);
  });

  it('keeps a session alive past the access token life while the visitor is active', async () => {
    let { token } = await signedIn();
    const first = token;
    for (let step = 0; step < 4; step += 1) {
      minutes(10);
      token = (await json(await refresh(token))).data?.token as string;
    }
    // 40 minutes in: the sign-in token is long expired, the renewed one works.
    expect(await json(await get('me', bearer(first)))).toMatchObject({ message: 'jwt expired' });
    expect((await get('me', bearer(token))).status).toBe(200);
  });

  it('ends an idle session: a token not renewed within 15 minutes cannot be renewed', async () => {
    const { token } = await signedIn();
    minutes(16);
    const response = await refresh(token);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ success: false, message: 'jwt expired' });
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    let { token } = await signedIn();
    for (let elapsed = 0; elapsed < 11 * 60 + 50; elapsed += 10) {
      minutes(10);
      token = (await json(await refresh(token))).data?.token as string;
    }
    // The last token never outlives the session's 12 hours.
    const { exp, sat } = decodeJwt(token);
    expect(exp).toBe(Number(sat) + 12 * 3600);
    minutes(10);
    expect((await refresh(token)).status).toBe(401);
    expect((await get('me', bearer(token))).status).toBe(401);
  });

  it('refuses to renew a token of a session that signed out', async () => {
    const { token } = await signedIn();
    await post('auth/logout', {}, bearer(token));
    const response = await refresh(token);
    expect(response.status).toBe(401);
    expect(await json(response)).toMatchObject({ message: 'jwt expired' });
  });

  it('refuses a missing or forged token', async () => {
    expect(await json(await refresh(''))).toMatchObject({ message: 'authorization token required' });
    expect((await post('token/refresh', {}, { authorization: 'Bearer not.a.token' })).status).toBe(401);
  });
});
