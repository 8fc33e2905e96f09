import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RASTER_DIR, type RasterIndex, rasterCopies } from './raster-copies.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'aspire-raster-'));
mkdirSync(path.join(dir, RASTER_DIR));
const WEBP = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake');
const PHONE_WEBP = Buffer.from('RIFF\0\0\0\0WEBPVP8 phone');
writeFileSync(path.join(dir, RASTER_DIR, '0.webp'), WEBP);
writeFileSync(path.join(dir, RASTER_DIR, '1.webp'), WEBP);
writeFileSync(path.join(dir, RASTER_DIR, '1.mobile.webp'), PHONE_WEBP);
const index: RasterIndex = {
  '/api/shop/media/products/mat-1.svg': {
    file: '0.webp',
    cacheControl: 'public, max-age=31536000, immutable',
  },
  '/api/catalog/media/v1/courses/1/banner.svg': {
    file: '1.webp',
    mobileFile: '1.mobile.webp',
    cacheControl: 'public, max-age=31536000, immutable',
  },
  '/api/info/media/banners/gone.svg': { file: 'missing.webp', cacheControl: 'no-cache' },
};
writeFileSync(path.join(dir, RASTER_DIR, 'index.json'), JSON.stringify(index));

const app = new Hono();
app.use(rasterCopies(dir, (c) => /Android/.test(c.req.header('user-agent') ?? '')));
app.get('*', (c) => c.body('<svg/>', 200, { 'content-type': 'image/svg+xml' }));
const get = (url: string, accept?: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') =>
  app.request(url, { headers: { 'user-agent': userAgent, ...(accept ? { accept } : {}) } });

describe('raster copies of SVG art', () => {
  it('sends the WebP copy to a browser that accepts WebP, with the SVG’s cache policy', async () => {
    const response = await get('/api/shop/media/products/mat-1.svg', 'image/avif,image/webp,*/*;q=0.8');
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('sends the SVG, marked as varying by Accept, to anyone else', async () => {
    const response = await get('/api/shop/media/products/mat-1.svg', 'image/svg+xml,*/*');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('leaves addresses without a copy alone, and falls back to the SVG when a copy is missing', async () => {
    const other = await get('/api/shop/media/products/new-product.svg', 'image/webp');
    expect(other.headers.get('content-type')).toBe('image/svg+xml');
    expect(other.headers.get('vary')).toBeNull();
    const missing = await get('/api/info/media/banners/gone.svg', 'image/webp');
    expect(missing.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('sends phones the narrower copy of wide art, and says the answer varies by browser', async () => {
    const url = '/api/catalog/media/v1/courses/1/banner.svg';
    const phone = await get(url, 'image/webp', 'Mozilla/5.0 (Linux; Android 11)');
    expect(Buffer.from(await phone.arrayBuffer())).toEqual(PHONE_WEBP);
    expect(phone.headers.get('vary')).toBe('Accept, User-Agent');
    const desktop = await get(url, 'image/webp');
    expect(Buffer.from(await desktop.arrayBuffer())).toEqual(WEBP);
    expect((await get(url)).headers.get('vary')).toBe('Accept, User-Agent');
  });
});
