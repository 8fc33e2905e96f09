import {
  alumniListSchema,
  communityListSchema,
  communitySchema,
  facultyListSchema,
  galleryListSchema,
  leaderListSchema,
  magazineListSchema,
  testimonialImageListSchema,
  testimonialListSchema,
  webinarListSchema,
} from '@aspire/contracts/info';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';

const { get } = await testApp();
/** Every list is edited on the desk: asked again each time, so that a publish shows at once. */
const data = async (path: string) => {
  const { status, body, response } = await get(path);
  expect(status, path).toBe(200);
  expect(response.headers.get('cache-control'), path).toBe('public, no-cache');
  expect(response.headers.get('etag'), path).toBeTruthy();
  return body.data as unknown;
};

describe('gallery', () => {
  it('has 17 items: 5 campus, 2 elearning, 8 peaceexpo, 2 workshop, each with alt text', async () => {
    const all = galleryListSchema.parse(await data('gallery'));
    expect(all).toHaveLength(17);
    const counts = Object.fromEntries(
      (['campus', 'elearning', 'peaceexpo', 'workshop'] as const).map((c) => [
        c,
        all.filter((g) => g.category === c).length,
      ]),
    );
    expect(counts).toEqual({ campus: 5, elearning: 2, peaceexpo: 8, workshop: 2 });
    const peace = galleryListSchema.parse(await data('gallery?category=peaceexpo'));
    expect(peace).toHaveLength(8);
    expect(peace.every((g) => g.category === 'peaceexpo' && g.alt.length > 10)).toBe(true);
  });

  it('answers 400 naming category for a bad value', async () => {
    const { status, body } = await get('gallery?category=beach');
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['category']);
    expect((await get('gallery?category[$ne]=x')).status).toBe(400);
  });
});

describe('magazines', () => {
  it('has January to December 2022 and January to October 2023, each with a cover and a PDF', async () => {
    const y2022 = magazineListSchema.parse(await data('magazines?year=2022'));
    const y2023 = magazineListSchema.parse(await data('magazines?year=2023'));
    expect(y2022.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(y2023.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(y2022[0]).toMatchObject({ title: 'January 2022', pdf: '/api/info/media/magazines/2022-01.pdf' });
    expect(magazineListSchema.parse(await data('magazines'))).toHaveLength(22);
    expect(magazineListSchema.parse(await data('magazines?year=2024'))).toEqual([]);
  });

  it('lists the years that have issues, newest first', async () => {
    expect(await data('magazines/years')).toEqual([2023, 2022]);
    expect((await get('magazines/years?year=2022')).status).toBe(400);
  });

  it('answers 400 naming year for a bad value', async () => {
    for (const q of ['year=1999', 'year=abc', 'year=2022&year=2023']) {
      const { status, body } = await get(`magazines?${q}`);
      expect(status, q).toBe(400);
      expect(Object.keys(body.errors ?? { _: '' }), q).toContain('year');
    }
  });
});

describe('people and stories', () => {
  it('has 11 alumni stories, some longer than 200 characters', async () => {
    const alumni = alumniListSchema.parse(await data('alumni'));
    expect(alumni).toHaveLength(11);
    expect(alumni.filter((a) => a.description.length > 200).length).toBeGreaterThanOrEqual(3);
    expect(alumni.some((a) => a.description.length <= 200)).toBe(true);
  });

  it('has 6 testimonial cards and 13 testimonial images', async () => {
    const cards = testimonialListSchema.parse(await data('testimonials'));
    expect(cards).toHaveLength(6);
    expect(cards.every((t) => t.name && t.qualification && t.comment)).toBe(true);
    expect(testimonialImageListSchema.parse(await data('testimonial-images'))).toHaveLength(13);
  });

  it('has about fourteen faculty profiles with qualifications and the three office bearers', async () => {
    const faculty = facultyListSchema.parse(await data('faculty'));
    expect(faculty).toHaveLength(14);
    expect(faculty.every((f) => f.qualifications.length > 0)).toBe(true);
    const leaders = leaderListSchema.parse(await data('leadership'));
    expect(leaders.map((l) => l.role)).toEqual(['chairman', 'managing-trustee', 'treasurer']);
  });

  it('has community initiatives with full text, and the seven W Power webinars', async () => {
    const community = communityListSchema.parse(await data('community'));
    expect(community.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'free-online-fatwa-service',
        'free-workshops',
        'neighbour-events',
        'myth-busting-series',
      ]),
    );
    const one = communitySchema.parse(await data('community/myth-busting-series'));
    expect(one.body.length).toBeGreaterThanOrEqual(2);
    expect((await get('community/nothing-here')).status).toBe(404);
    expect((await get('community/BAD%20ID')).status).toBe(400);
    const webinars = webinarListSchema.parse(await data('webinars'));
    expect(webinars.map((w) => w.title)).toEqual([
      'Balanced Living in Islam',
      'Managing Stress and Work-Life Balance',
      'Psychology under the Lens of Islam',
      'Diabesity',
      'Mobile Phone Addiction',
      'Art of Forgiveness',
      'Happy Muslim Behind the Scenes',
    ]);
  });

  it('refuses unknown query parameters on plain lists', async () => {
    for (const path of ['alumni?x=1', 'faculty?$where=1', 'testimonials?limit=2']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body.success).toBe(false);
    }
  });
});
