import type { ListedCategory } from '@aspire/contracts/catalog';
import { ApiError, type ServiceEnv } from '@aspire/service-kit';
import { renderPdf } from '@aspire/service-kit/pdf';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { avatar, certificate, courseBanner, themeOf } from '../media/art.ts';
import { ART_VERSION, SEED_COURSES } from '../seed/courses.ts';
import { findCourse } from './courses.ts';
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

/** Generated images (immutable under a versioned URL) and each course's brochure PDF. */
export function mediaRoutes({ courses: repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.use('/media/*', etag());

  api.get('/media/:version/courses/:id/:file', async (c) => {
    const { version, id, file } = c.req.param();
    if (version !== ART_VERSION) throw new ApiError(404, 'Not found');
    // The first courses' art stays as first drawn; a course added since is drawn once it is published.
    const course = SEED_COURSES.find((seed) => String(seed.id) === id) ?? (await findCourse(repo, id));
    if (file === 'banner.svg') return svg(courseBanner(course.id, course.title, BADGES[course.category]));
    if (file === 'certificate.svg') return svg(certificate(course.id, course.title));
    throw new ApiError(404, 'Not found');
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
