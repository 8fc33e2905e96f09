import { courseSchema, courseSummaryListSchema } from '@aspire/contracts/catalog';
import { COURSE_SLUGS } from '@aspire/contracts/courses';
import { silentLogger } from '@aspire/service-kit';
import { testKeys } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';

const { app, database } = await testApp();

const ids = async (path: string) => {
  const response = await app.request(path);
  expect(response.status).toBe(200);
  const json = (await response.json()) as { success: boolean; data: unknown };
  return courseSummaryListSchema.parse(json.data).map((course) => course.id);
};

describe('course catalogue', () => {
  it('lists the spec ids for every category, and every course for all (the default)', async () => {
    expect(await ids('/api/catalog/courses?category=on-campus')).toEqual([1, 2, 3, 4, 17]);
    expect(await ids('/api/catalog/courses?category=diploma')).toEqual([5, 6, 7, 12]);
    expect(await ids('/api/catalog/courses?category=online')).toEqual([13, 14, 15, 16, 18]);
    expect(await ids('/api/catalog/courses?category=free')).toEqual([8, 9, 10, 11]);
    const all = Array.from({ length: 18 }, (_, i) => i + 1);
    expect(await ids('/api/catalog/courses?category=all')).toEqual(all);
    expect(await ids('/api/catalog/courses')).toEqual(all);
  });

  it('limits the list for the home page widget', async () => {
    expect(await ids('/api/catalog/courses?limit=3')).toEqual([1, 2, 3]);
  });

  it('refuses an unknown category, a bad limit and operator-shaped queries with 400 naming the field', async () => {
    for (const [path, field] of [
      ['/api/catalog/courses?category=evening', 'category'],
      ['/api/catalog/courses?category=free&category=all', 'category'],
      ['/api/catalog/courses?limit=0', 'limit'],
      ['/api/catalog/courses?limit=abc', 'limit'],
      ['/api/catalog/courses?limit=1000', 'limit'],
    ] as const) {
      const response = await app.request(path);
      expect(response.status, path).toBe(400);
      const json = (await response.json()) as { success: boolean; errors: Record<string, string> };
      expect(json.success).toBe(false);
      expect(Object.keys(json.errors), path).toContain(field);
    }
    // A bracketed key is not a field of the query: it is ignored, never turned into an operator.
    expect(await ids('/api/catalog/courses?category[$ne]=free')).toHaveLength(18);
  });

  it('serves every field of every course, with the shared slugs', async () => {
    for (const seed of SEED_COURSES) {
      const response = await app.request(`/api/catalog/courses/${seed.id}`);
      expect(response.status).toBe(200);
      const course = courseSchema.parse(((await response.json()) as { data: unknown }).data);
      expect(course.slug).toBe(COURSE_SLUGS[course.id as keyof typeof COURSE_SLUGS]);
      expect(course.location).toBe('Chennai | Bengaluru');
      expect(course.offer).toBe('Financial Support');
      expect(course.language).toBe('');
      expect(course.values).toHaveLength(4);
      expect(course.faculties).toHaveLength(2);
      expect(course.curriculum.length).toBeGreaterThan(1);
      expect(course.curriculum.every((block) => block.learningUnits.length > 0)).toBe(true);
      expect(course.programFee.length).toBeGreaterThan(2);
      expect(course.reviews.length).toBeGreaterThan(1);
      expect(course.reviews.every((r) => /^\d{2}-\d{2}-\d{4}$/.test(r.date))).toBe(true);
      expect(course.brochurePdf).toBe(`/api/catalog/media/brochures/${course.id}.pdf`);
    }
    expect(new Set(SEED_COURSES.map((c) => c.title)).size).toBe(18);
    expect(new Set([6, 7, 8, 9, 10, 11, 12].map((id) => SEED_COURSES[id - 1]?.slug)).size).toBe(1);
  });

  it('answers 404 in the envelope for an unknown or non-integer id', async () => {
    for (const id of ['999', '0', 'abc', '1.5', '-1', '%7B%22%24gt%22%3A0%7D']) {
      const response = await app.request(`/api/catalog/courses/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Course not found' });
    }
  });

  it('sets Cache-Control and an ETag, and answers 304 to a matching If-None-Match', async () => {
    const first = await app.request('/api/catalog/courses/1');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    // Revalidated on every read, so a course staff publish shows at once.
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await app.request('/api/catalog/courses/1', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
    const list = await app.request('/api/catalog/courses?category=free');
    expect(list.headers.get('etag')).toBeTruthy();
    expect(list.headers.get('cache-control')).toContain('public');
  });

  it('seeds idempotently and never overwrites a course the college edited', async () => {
    const courses = database.db.collection('courses');
    await courses.updateOne({ _id: '2' as never }, { $set: { title: 'B.Sc. Psychology (revised)' } });
    await courses.deleteOne({ _id: '9' as never });
    const { keys } = await testKeys();
    await buildApp({ database, logger: silentLogger, keys });
    const restarted = await buildApp({ database, logger: silentLogger, keys });
    expect(await courses.countDocuments()).toBe(18);
    expect(await courses.countDocuments({ id: 9 })).toBe(1);
    expect((await courses.findOne({ id: 2 }))?.title).toBe('B.Sc. Psychology (revised)');
    const response = await restarted.request('/api/catalog/courses/2');
    expect(((await response.json()) as { data: { title: string } }).data.title).toBe(
      'B.Sc. Psychology (revised)',
    );
  });
});
