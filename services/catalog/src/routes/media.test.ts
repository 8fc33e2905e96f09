import { describe, expect, it } from 'vitest';
import { madeBrochure } from '../media/addresses.ts';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';

const { app } = await testApp();

describe('catalogue media', () => {
  it('serves a brochure PDF for every course, from its address named by what it prints', async () => {
    for (const course of SEED_COURSES) {
      const moved = await app.request(course.brochurePdf);
      expect(moved.status).toBe(302);
      expect(moved.headers.get('location')).toBe(madeBrochure(course));
      const response = await app.request(madeBrochure(course));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-security-policy')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = bytes.toString('latin1');
      expect(text).toContain(course.title.slice(0, 10));
      // Every character of the content fits the PDF's Latin-1 fonts (none replaced by '?').
      expect(text).not.toMatch(/\?\s|\?\)/);
    }
  });

  it('answers 404 in the envelope for a brochure of an unknown course or a bad file name', async () => {
    for (const file of ['999.pdf', 'abc.pdf', '1.svg', '..%2F1.pdf']) {
      const response = await app.request(`/api/catalog/media/brochures/${file}`);
      expect(response.status, file).toBe(404);
      expect(await response.json()).toMatchObject({ success: false });
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
    const unknown = await app.request('/api/catalog/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'Not found' });
  });

  it('serves course, certificate and avatar art as immutable SVG', async () => {
    const course = SEED_COURSES[0];
    for (const url of [
      course?.image,
      course?.certificate,
      course?.reviews[0]?.image,
      course?.faculties[0]?.img,
    ]) {
      const response = await app.request(String(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it('escapes titles in the art and refuses unknown images', async () => {
    const bba = await app.request('/api/catalog/media/v1/courses/1/banner.svg');
    expect(await bba.text()).toContain('Aspire College &amp; Trust');
    for (const path of [
      '/api/catalog/media/v1/courses/99/banner.svg',
      '/api/catalog/media/v1/courses/1/other.svg',
      '/api/catalog/media/v0/courses/1/banner.svg',
      '/api/catalog/media/v1/avatars/%3Cscript%3E.svg',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});
