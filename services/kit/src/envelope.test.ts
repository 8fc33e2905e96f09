import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { encodeOk, okEncoded } from './envelope.ts';

describe('encodeOk and okEncoded', () => {
  const answer = encodeOk({ title: 'Tafsir' });
  const app = new Hono().get('/', (c) => okEncoded(c, answer));

  it('sends the envelope with an ETag made once from its bytes', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(answer.etag);
    expect(await response.json()).toEqual({ success: true, data: { title: 'Tafsir' } });
    expect(encodeOk({ title: 'Tafsir' }).etag).toBe(answer.etag);
    expect(encodeOk({ title: 'Fiqh' }).etag).not.toBe(answer.etag);
  });

  it('answers 304 without a body when the caller holds the same bytes, weak or among others', async () => {
    for (const held of [answer.etag, `W/${answer.etag}`, `"other", ${answer.etag}`, '*']) {
      const response = await app.request('/', { headers: { 'if-none-match': held } });
      expect(response.status, held).toBe(304);
      expect(await response.text()).toBe('');
    }
    const stale = await app.request('/', { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
  });
});
