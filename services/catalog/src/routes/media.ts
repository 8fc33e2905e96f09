import type { Course, ListedCategory } from '@aspire/contracts/catalog';
import { parseDocumentUrl } from '@aspire/contracts/media';
import { ApiError, type ServiceEnv } from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { artKeyOf, brochureKeyOf, type DrawnCourse, madeBrochure } from '../media/addresses.ts';
import { avatar, certificate, courseBanner } from '../media/art.ts';
import { brochureFileName, renderBrochure } from '../media/brochure.ts';
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

  /**
   * The version of course `id` a keyed address names (`keyOf` gives `key`): the published one, or the
   * draft (a staff preview).
   */
  async function keyedVersion(id: string, key: string, keyOf: (course: Course) => string | null) {
    if (courseIdOf(id) === null) return null;
    const item = await repo.desk.editorial(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    });
    return [item?.public, item?.fields].find((course) => course && keyOf(course) === key) ?? null;
  }

  /** Where course `id`'s brochure is now: the one staff uploaded, or the one made from its published texts. */
  async function currentBrochure(id: string) {
    const course = await findCourse(repo, id);
    return parseDocumentUrl(course.brochurePdf) ? course.brochurePdf : madeBrochure(course);
  }

  // The address names what is drawn (artKeyOf), so it never shows another title: kept for a year.
  api.get('/media/:version/courses/:id/:key/:file', async (c) => {
    const { version, id, key, file } = c.req.param();
    const course = version === ART_VERSION ? await keyedVersion(id, key, artKeyOf) : null;
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

  // A brochure's address before they were keyed (the first courses' still), or one made from texts since
  // changed: leads to the course's brochure now, asked again each time.
  const toCurrentBrochure = async (c: Context<ServiceEnv>, id: string) => {
    c.header('cache-control', 'no-cache');
    return c.redirect(await currentBrochure(id), 302);
  };

  api.get('/media/brochures/:file', async (c) =>
    toCurrentBrochure(c, /^(\d{1,6})\.pdf$/.exec(c.req.param('file'))?.[1] ?? 'x'),
  );

  // The address names what the brochure prints (brochureKeyOf): kept for a year.
  api.get('/media/brochures/:id/:file', async (c) => {
    const { id, file } = c.req.param();
    const key = /^([a-f0-9]{12})\.pdf$/.exec(file)?.[1];
    // Only a version without an uploaded brochure: its address leads to the uploaded one.
    const madeKey = (course: Course) => (parseDocumentUrl(course.brochurePdf) ? null : brochureKeyOf(course));
    const course = key ? await keyedVersion(id, key, madeKey) : null;
    if (!course) return toCurrentBrochure(c, id);
    return new Response(await renderBrochure(course), {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${brochureFileName(course)}"`,
        'cache-control': IMMUTABLE,
      },
    });
  });
  return api;
}
