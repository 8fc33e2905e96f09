import { describe, expect, it } from 'vitest';
import { CLIPS } from '../seed/clips.ts';
import { lmsTestApp } from '../test-app.ts';
import { byteRange } from './media.ts';

const t = await lmsTestApp();
const get = (file: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/lms/media/${file}`, { headers });

describe('GET /api/lms/media/:file', () => {
  it('serves every clip, its captions and poster publicly, cached for good', async () => {
    for (const clip of CLIPS) {
      const video = await get(`${clip.id}.webm`);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/webm');
      expect(video.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(video.headers.get('accept-ranges')).toBe('bytes');
      const bytes = new Uint8Array(await video.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML (WebM) header
      expect(bytes.length).toBeLessThan(300_000);
      const captions = await get(`${clip.id}.vtt`);
      expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(await captions.text()).toMatch(/^WEBVTT\n\n1\n00:00:00\.500 --> /);
      expect((await get(`${clip.id}-poster.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers byte ranges with 206 and unsatisfiable ones with 416', async () => {
    const whole = new Uint8Array(await (await get('welcome-v1.webm')).arrayBuffer());
    const part = await get('welcome-v1.webm', { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(100, 200));
    const open = await get('welcome-v1.webm', { range: 'bytes=0-' });
    expect(open.status).toBe(206);
    expect(Number(open.headers.get('content-length'))).toBe(whole.length);
    const tail = await get('welcome-v1.webm', { range: 'bytes=-10' });
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(-10));
    const beyond = await get('welcome-v1.webm', { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('answers a revalidation with 304', async () => {
    const first = await get('arabic-v1.vtt');
    const again = await get('arabic-v1.vtt', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers 404 to unknown files and to anything outside the media folder', async () => {
    for (const file of [
      'nope.webm',
      '..%2Fpackage.json',
      '..%2F..%2Fpackage.json',
      'courses.ts',
      'WELCOME-V1.webm',
    ]) {
      expect((await get(file)).status, file).toBe(404);
    }
  });
});

describe('byteRange', () => {
  it('parses the three single-range forms and refuses the rest', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(byteRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBeNull();
    expect(byteRange('bytes=9-3', 100)).toBeNull();
    expect(byteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(byteRange('items=0-1', 100)).toBeUndefined();
  });
});
