// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiFailure, call, callFile, callText, http } from './http.ts';
import { useSession } from './session.ts';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  useSession.getState().signOut();
});

describe('http client', () => {
  it('parses the data of a success through the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(200, { success: true, data: { n: 3 } })),
    );
    await expect(call(http.get('demo/thing'), z.object({ n: z.number() }))).resolves.toEqual({ n: 3 });
  });

  it("turns a refusal into ApiFailure with the service's message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(400, {
          success: false,
          message: 'Invalid email',
          errors: { email: 'Enter a valid email address' },
        }),
      ),
    );
    const failure = await call(http.post('demo/thing', { json: {} }), z.unknown()).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({
      status: 400,
      message: 'Invalid email',
      errors: { email: 'Enter a valid email address' },
    });
  });

  it('sends the bearer token, takes a renewed one, and signs out on the spec texts', async () => {
    useSession
      .getState()
      .signIn('old-token', { firstName: 'A', lastName: 'B', email: 'a@b.c', mobileNumber: '9876543210' });
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.headers.get('authorization')).toBe('Bearer old-token');
      return answer(200, { success: true, data: null }, { authorization: 'Bearer new-token' });
    });
    vi.stubGlobal('fetch', fetchMock);
    await call(http.get('demo/thing'), z.null());
    expect(useSession.getState().accessToken).toBe('new-token');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(401, { success: false, message: 'jwt expired' })),
    );
    await expect(call(http.get('demo/thing'), z.unknown())).rejects.toMatchObject({
      status: 401,
      message: 'jwt expired',
    });
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('reads a file answer (a CSV export) as text, and its refusal as ApiFailure', async () => {
    useSession
      .getState()
      .signIn('staff-token', { firstName: 'A', lastName: 'B', email: 'a@b.c', mobileNumber: '9876543210' });
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.headers.get('authorization')).toBe('Bearer staff-token');
      return new Response('receipt,amount\nrcpt_1,499\n', { headers: { 'content-type': 'text/csv' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callText(http.get('demo/things.csv'))).resolves.toBe('receipt,amount\nrcpt_1,499\n');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(403, { success: false, message: 'Your account does not have access to this' }),
      ),
    );
    const failure = await callText(http.get('demo/things.csv')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 403, message: 'Your account does not have access to this' });
  });

  it('recognises a failure thrown by another copy of this module (a remote bundles its own)', async () => {
    const copy = './api-failure.ts?copy';
    const other = (await import(/* @vite-ignore */ copy)) as typeof import('./api-failure.ts');
    const failure = new other.ApiFailure(400, 'Invalid email', { email: 'Enter a valid email address' });
    expect(other.ApiFailure).not.toBe(ApiFailure);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(new Error('plain')).not.toBeInstanceOf(ApiFailure);
  });

  it('reads a binary file with the name the service gives it, and a refusal as ApiFailure', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff, 0x00]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(pdf, {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="ASP-26-27-000123.pdf"',
            },
          }),
      ),
    );
    const file = await callFile(http.get('demo/receipt.pdf'));
    expect(file.filename).toBe('ASP-26-27-000123.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(pdf);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(409, { success: false, message: 'This order is not paid, so it has no receipt' }),
      ),
    );
    const failure = await callFile(http.get('demo/receipt.pdf')).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 409, message: 'This order is not paid, so it has no receipt' });
  });

  it('sends JSON and the query to same-origin /api/, leaving out undefined values', async () => {
    const fetchMock = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      expect(url.pathname).toBe('/api/demo/things');
      expect([...url.searchParams]).toEqual([
        ['q', 'ayesha'],
        ['page', '2'],
      ]);
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(await request.json()).toEqual({ note: 'hello' });
      return answer(200, { success: true, data: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    await call(
      http.post('demo/things', {
        json: { note: 'hello' },
        searchParams: { q: 'ayesha', page: 2, status: undefined },
      }),
      z.literal(true),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("reads the API at API_ORIGIN where there is no page's location (a server render)", async () => {
    vi.stubGlobal('location', undefined);
    vi.stubEnv('API_ORIGIN', 'http://127.0.0.1:3100');
    const fetchMock = vi.fn(async (request: Request) => {
      expect(request.url).toBe('http://127.0.0.1:3100/api/demo/things?page=2');
      return answer(200, { success: true, data: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    await call(http.get('demo/things', { searchParams: { page: 2 } }), z.literal(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tries a read again once when the service is briefly away, and never a change', async () => {
    const busy = vi.fn(async () => answer(503, { success: false, message: 'Busy' }));
    vi.stubGlobal('fetch', busy);
    await expect(call(http.post('demo/thing', { json: {} }), z.unknown())).rejects.toMatchObject({
      status: 503,
    });
    expect(busy).toHaveBeenCalledTimes(1);

    const flaky = vi
      .fn()
      .mockImplementationOnce(async () => answer(503, { success: false, message: 'Busy' }))
      .mockImplementationOnce(async () => answer(200, { success: true, data: 7 }));
    vi.stubGlobal('fetch', flaky);
    await expect(call(http.get('demo/thing'), z.number())).resolves.toBe(7);
    expect(flaky).toHaveBeenCalledTimes(2);

    const down = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', down);
    await expect(call(http.get('demo/thing'), z.unknown())).rejects.toMatchObject({
      status: 0,
      message: 'We could not reach the server. Check your connection and try again.',
    });
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('gives a request up after its time limit, and stops at once when the caller aborts', async () => {
    const hanging = vi.fn(
      (request: Request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', hanging);
    await expect(http.post('demo/slow', { json: {}, timeout: 20 })).rejects.toMatchObject({ status: 0 });

    const caller = new AbortController();
    const read = http.get('demo/slow', { signal: caller.signal });
    caller.abort();
    await expect(read).rejects.toThrow('aborted');
    expect(hanging).toHaveBeenCalledTimes(2);
  });
});
