import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { closeSockets, send, underLoad } from './measure.ts';

// A loopback server: 200 with a body on /ok (echoing a POST's body), 503 on anything else.
const received: string[] = [];
const server = http.createServer(async (request, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  received.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''} ${body}`);
  response.writeHead(request.url?.startsWith('/ok') ? 200 : 503, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ padding: 'x'.repeat(20_000) }));
});
server.listen(0, '127.0.0.1');
await once(server, 'listening');
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(async () => {
  await closeSockets();
  server.close();
});

describe("the scale bench's client", () => {
  it('sends the method, path, query, headers and body, and reads the answer to its end', async () => {
    const signal = AbortSignal.timeout(5_000);
    await send(`${base}/ok?page=2`, signal, {
      method: 'POST',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: '{"qty":1}',
    });
    await send(`${base}/ok`, signal);
    expect(received.slice(-2)).toEqual(['POST /ok?page=2 Bearer t {"qty":1}', 'GET /ok  ']);
  });

  it('throws on an answer that is not 2xx, naming the status', async () => {
    await expect(send(`${base}/down`, AbortSignal.timeout(5_000))).rejects.toThrow('GET http://127.0.0.1');
    await expect(send(`${base}/down`, AbortSignal.timeout(5_000))).rejects.toThrow(': 503');
  });

  it('times every call from 50 connections at once, and counts the failed ones apart', async () => {
    const ok = await underLoad((_, signal) => send(`${base}/ok`, signal), 0.3);
    expect(ok.requests).toBeGreaterThan(50);
    expect(ok.errors).toBe(0);
    expect(ok.p99).toBeGreaterThanOrEqual(ok.p50);
    const failing = await underLoad((_, signal) => send(`${base}/down`, signal), 0.2);
    expect(failing.requests).toBe(0);
    expect(failing.errors).toBeGreaterThan(0);
  });
});
