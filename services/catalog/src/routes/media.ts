import type { ListedCategory } from '@aspire/contracts/catalog';
import { parseDocumentUrl } from '@aspire/contracts/media';
import { ApiError, type ServiceEnv } from '@aspire/service-kit';
import { renderPdf } from '@aspire/service-kit/pdf';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { artKeyOf, type DrawnCourse } from '../media/addresses.ts';
import { avatar, certificate, courseBanner, themeOf } from '../media/art.ts';
import { ART_VERSION, SEED_COURSES } from '../seed/courses.ts';
import { courseIdOf, findCourse } from './courses.ts';
import type { RouteDeps } from './deps.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The banner's badge: the tab the course is listed under. */
const BADGES: Record<ListedCategory, string> = {
  'on-campus': 'On campus',
  online: 'Online',
  diploma: 'Diploma',
  free: 'Free course',
};

const svg = (body: string) =>
  new Response(body, {
    headers: { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': IMMUTABLE },
  });

const drawing = (course: DrawnCourse, file: string) => {
  if (file === 'banner.svg') return svg(courseBanner(course.id, course.title, BADGES[course.category]));
  if (file === 'certificate.svg') return svg(certificate(course.id, course.title));
  throw new ApiError(404, 'Not found');
};

/** Generated images (immutable under a versioned URL) and each course's brochure PDF. */
export function mediaRoutes({ courses: repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.use('/media/*', etag());

  /** The version of course `id` whose art `key` names: the published one, or the draft (a staff preview). */
  async function drawnVersion(id: string, key: string) {
    if (courseIdOf(id) === null) return null;
    const item = await repo.desk.editorial(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    return [item?.public, item?.fields].find((course) => course && artKeyOf(course) === key) ?? null;
  }

  // The address names what is drawn (artKeyOf), so it never shows another title: kept for a year.
  api.get('/media/:version/courses/:id/:key/:file', async (c) => {
    const { version, id, key, file } = c.req.param();
    const course = version === ART_VERSION ? await drawnVersion(id, key) : null;
    if (!course) throw new ApiError(404, 'Not found');
    return drawing(course, file);
  });

  // The address the courses had before their art was keyed: the first courses' art as first drawn, a
  // course added since as published.
  api.get('/media/:version/courses/:id/:file', async (c) => {
    const { version, id, file } = c.req.param();
    if (version !== ART_VERSION) throw new ApiError(404, 'Not found');
    const course = SEED_COURSES.find((seed) => String(seed.id) === id) ?? (await findCourse(repo, id));
    return drawing(course, file);
  });

  api.get('/media/:version/avatars/:file', (c) => {
    const { version, file } = c.req.param();
    const slug = /^([a-z0-9-]{1,80})\.svg$/.exec(file)?.[1];
    if (version !== ART_VERSION || !slug) throw new ApiError(404, 'Not found');
    return svg(avatar(slug));
  });

  api.get('/media/brochures/:file', async (c) => {
    const raw = /^(\d{1,6})\.pdf$/.exec(c.req.param('file'))?.[1] ?? 'x';
    const course = await findCourse(repo, raw);
    // Staff uploaded the course's own brochure: old links to the made one lead to it.
    if (parseDocumentUrl(course.brochurePdf)) return c.redirect(course.brochurePdf, 302);
    const pdf = await renderPdf({
      title: course.title,
      subtitle: `Aspire College & Trust \u00B7 ${course.location} \u00B7 ${course.duration}`,
      accent: themeOf(course.id).from,
      sections: [
        { heading: 'About the course', paragraphs: [course.desc] },
        { heading: 'Course highlights', paragraphs: course.programFee.map((point) => `- ${point}`) },
        { heading: 'Value you get', paragraphs: course.values.map((v) => `${v.heading}: ${v.desc}`) },
        ...course.curriculum.map((block) => ({
          heading: `Curriculum: ${block.title}`,
          paragraphs: [block.desc, `Learning units: ${block.learningUnits.join('; ')}.`],
        })),
        {
          heading: 'Certificate',
          paragraphs: ['Certificate will be provided after completing the course.', course.certificateDesc],
        },
        {
          heading: 'How to apply',
          paragraphs: [
            `Apply online at /admission-form?course=${course.id}, or write to us through the Contact button on any page. ${course.offer} is available for eligible students.`,
          ],
        },
      ],
    });
    return new Response(pdf, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${course.slug}-${course.id}-brochure.pdf"`,
        'cache-control': 'public, max-age=3600',
      },
    });
  });
  return api;
}
