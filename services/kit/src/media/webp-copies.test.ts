import { brotliCompressSync } from 'node:zlib';
import { Hono } from 'hono';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { svgToWebp } from './raster.ts';
import { webpCopies } from './webp-copies.ts';

const art = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#3e1b4c"/></svg>`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE };

const app = new Hono();
// Drawn in this process, to count the drawings (the drawing process has its own test).
const draw = vi.fn(svgToWebp);
app.use(webpCopies({ draw }));
app.get('/media/wide.svg', (c) => c.body(art(1600, 600), 200, svgHeaders));
app.get('/media/once.svg', (c) => c.body(art(1000, 400), 200, svgHeaders));
app.get('/media/small.svg', (c) => c.body(art(64, 64), 200, svgHeaders));
app.get('/media/broken.svg', (c) => c.body('<svg><rect', 200, svgHeaders));
app.get('/media/packed.svg', (c) =>
  c.body(new Uint8Array(brotliCompressSync(art(300, 200))), 200, { ...svgHeaders, 'content-encoding': 'br' }),
);
app.get('/media/missing.svg', (c) => c.text('Not found', 404));

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64)';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36';
const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers: { 'user-agent': DESKTOP, ...headers } });
const pixels = async (response: Response) => {
  const { format, width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { format, width, height };
};
const WEBP = { accept: 'image/avif,image/webp,*/*;q=0.8' };

describe('WebP copies of SVG art', () => {
  it('sends a browser that takes WebP a copy at the same address, with the SVG’s cache policy', async () => {
    const response = await get('/media/small.svg', WEBP);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await pixels(response)).toEqual({ format: 'webp', width: 64, height: 64 });
  });

  it('sends the SVG, marked as varying by Accept, to a browser that does not take WebP', async () => {
    const response = await get('/media/small.svg', { accept: 'image/svg+xml,*/*' });
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(await response.text()).toBe(art(64, 64));
  });

  it('sends phones the narrower copy of wide art, and says the copy varies by browser', async () => {
    const desktop = await get('/media/wide.svg', WEBP);
    expect(await pixels(desktop)).toEqual({ format: 'webp', width: 1280, height: 480 });
    expect(desktop.headers.get('vary')).toBe('Accept, User-Agent');
    const phone = await get('/media/wide.svg', { ...WEBP, 'user-agent': PHONE });
    expect(await pixels(phone)).toEqual({ format: 'webp', width: 560, height: 210 });
    const hinted = await get('/media/wide.svg', { ...WEBP, 'sec-ch-ua-mobile': '?1' });
    expect(await pixels(hinted)).toEqual({ format: 'webp', width: 560, height: 210 });
    expect(desktop.headers.get('etag')).not.toBe(phone.headers.get('etag'));
  });

  it('draws each SVG once, and answers a copy the browser has with 304', async () => {
    draw.mockClear();
    const [first] = await Promise.all([get('/media/once.svg', WEBP), get('/media/once.svg', WEBP)]);
    await get('/media/once.svg', { ...WEBP, 'user-agent': PHONE });
    expect(draw).toHaveBeenCalledTimes(1);
    const again = await get('/media/once.svg', { ...WEBP, 'if-none-match': first!.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-type')).toBe('image/webp');
  });

  it('draws an SVG that was sent compressed', async () => {
    const response = await get('/media/packed.svg', { ...WEBP, 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await pixels(response)).toEqual({ format: 'webp', width: 300, height: 200 });
  });

  it('sends an SVG that cannot be drawn as it is, and leaves other answers alone', async () => {
    const broken = await get('/media/broken.svg', WEBP);
    expect(broken.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await broken.text()).toBe('<svg><rect');
    const missing = await get('/media/missing.svg', WEBP);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('vary')).toBeNull();
  });
});
