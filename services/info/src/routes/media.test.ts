import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

const { app, get } = await testApp();

describe('GET /api/info/media', () => {
  it('serves every image the content refers to as SVG with a long immutable cache', async () => {
    const lists = [
      'event',
      'post',
      'gallery',
      'magazines',
      'alumni',
      'testimonials',
      'testimonial-images',
      'faculty',
      'leadership',
      'community',
    ];
    const paths = new Set<string>();
    for (const list of lists) {
      const { body } = await get(list);
      for (const item of body.data as Record<string, unknown>[]) {
        for (const key of ['image', 'imageUrl', 'cover'])
          if (typeof item[key] === 'string') paths.add(item[key] as string);
      }
    }
    expect(paths.size).toBeGreaterThan(90);
    for (const path of paths) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toMatch(/^<svg/);
    }
  });

  it('renders each magazine issue as a PDF', async () => {
    const response = await app.request('/api/info/media/magazines/2023-10.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.request('/api/info/media/magazines/2023-11.pdf')).status).toBe(404);
  });

  it('refuses path tricks and unknown folders', async () => {
    for (const path of [
      'media/..%2Fsrc/app.ts',
      'media/gallery/..%2F..%2Fpackage.json',
      'media/secrets/a.svg',
      'media/eventsx/peace-expo-chennai.svg',
      'media/gallery/a.js',
    ]) {
      const { status } = await get(path);
      expect([400, 404], path).toContain(status);
    }
    const missing = await get('media/gallery/nope.svg');
    expect(missing.status).toBe(404);
    expect(missing.response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
