// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from './session.ts';
import { keepSessionFresh, tokenExpiry } from './session-renewal.ts';

const TOKEN_LIFE_MS = 15 * 60_000;
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
/** A token shaped as identity's (unsigned: the page never verifies), ending `lifeMs` from now. */
const tokenFor = (lifeMs = TOKEN_LIFE_MS) =>
  `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ sub: 'u1', exp: Math.floor((Date.now() + lifeMs) / 1000) })}.c2ln`;

const profile = { firstName: 'A', lastName: 'B', email: 'a@b.c', mobileNumber: '9876543210' };
const refreshed = () =>
  new Response(JSON.stringify({ success: true, data: { token: 'in-header' } }), {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor()}` },
  });
const refused = () =>
  new Response(JSON.stringify({ success: false, message: 'jwt expired' }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });
const visitorActs = () => window.dispatchEvent(new Event('pointerdown'));

let stop: () => void = () => {};
// The renewal loads the HTTP client on first use; loaded here first, so fake timers alone drive it.
beforeAll(async () => {
  await import('./http.ts');
});
beforeEach(() => {
  vi.useFakeTimers();
  useSession.getState().signIn(tokenFor(), profile);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useSession.getState().signOut();
});

describe('session renewal', () => {
  it("reads a token's expiry from its payload, and nothing from what is not a JWT", () => {
    const token = tokenFor(60_000);
    expect(tokenExpiry(token)).toBe(Math.floor((Date.now() + 60_000) / 1000) * 1000);
    expect(tokenExpiry('old-token')).toBeUndefined();
    expect(tokenExpiry('a.%%%.c')).toBeUndefined();
  });

  it("keeps an active visitor's token fresh well past the token's 15-minute life", async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.method).toBe('POST');
      expect(new URL(request.url).pathname).toBe('/api/identity/token/refresh');
      return refreshed();
    });
    vi.stubGlobal('fetch', fetchMock);
    stop = keepSessionFresh(window);
    for (let minute = 1; minute <= 60; minute += 1) {
      visitorActs();
      await vi.advanceTimersByTimeAsync(60_000);
      const token = useSession.getState().accessToken;
      expect(token, `signed in at minute ${minute}`).not.toBeNull();
      expect(tokenExpiry(token!)! - Date.now(), `token left at minute ${minute}`).toBeGreaterThan(0);
    }
    // Renewed once per ten minutes or so (in each token's last five), not on every action.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(7);
  });

  it('lets an idle visitor’s token run out', async () => {
    const fetchMock = vi.fn(async () => refreshed());
    vi.stubGlobal('fetch', fetchMock);
    stop = keepSessionFresh(window);
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(tokenExpiry(useSession.getState().accessToken!)!).toBeLessThan(Date.now());
  });

  it('asks once at a time, and signs out when the renewal is refused', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    stop = keepSessionFresh(window);
    await vi.advanceTimersByTimeAsync(TOKEN_LIFE_MS - 4 * 60_000);
    for (let i = 0; i < 5; i += 1) visitorActs();
    // Within the client's 15-second timeout, checks and actions go on while the first call is out.
    await vi.advanceTimersByTimeAsync(10_000);
    visitorActs();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(refused());
    // The refusal's reader is loaded when the first refusal comes.
    await vi.waitFor(() => expect(useSession.getState().accessToken).toBeNull());
  });
});
