import {
  alumniListSchema,
  communityListSchema,
  communitySchema,
  facultyListSchema,
  galleryListSchema,
  galleryQuerySchema,
  idParamsSchema,
  leaderListSchema,
  magazineListSchema,
  magazineQuerySchema,
  magazineYearListSchema,
  pageParamsSchema,
  pageSchema,
  testimonialImageListSchema,
  testimonialListSchema,
  webinarListSchema,
} from '@aspire/contracts/info';
import {
  ApiError,
  type Encoded,
  encodeOk,
  okEncoded,
  params,
  query,
  type ServiceEnv,
} from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { EDITED_CONTENT } from './cache.ts';
import type { RouteDeps } from './deps.ts';

const noQuery = z.strictObject({});

export const COMMUNITY_NOT_FOUND = 'Community initiative not found';
export const PAGE_NOT_FOUND = 'Page not found';

/**
 * The college's lists (gallery, magazines, alumni, testimonials and their wall of pictures, people,
 * community and webinars) and the pages' texts: each shows what is published, kept encoded per change
 * mark like events (routes/events.ts).
 */
export function contentRoutes({ repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();

  /** An edited list's answer: from its page cache while nothing changed, asked again each time. */
  const edited = async (c: Context, answer: Promise<Encoded>) => {
    const encoded = await answer;
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, encoded);
  };

  api.get('/gallery', query(galleryQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    return edited(
      c,
      repo.pages.gallery.get(`list:${category ?? ''}`, async () =>
        encodeOk(galleryListSchema.parse(await repo.listPublished('gallery', category ? { category } : {}))),
      ),
    );
  });
  api.get('/magazines', query(magazineQuerySchema), async (c) => {
    const { year } = c.req.valid('query');
    return edited(
      c,
      repo.pages.magazines.get(`list:${year ?? ''}`, async () =>
        encodeOk(
          magazineListSchema.parse(await repo.listPublished('magazines', year ? { year: Number(year) } : {})),
        ),
      ),
    );
  });
  api.get('/magazines/years', query(noQuery), async (c) =>
    edited(
      c,
      repo.pages.magazines.get('years', async () =>
        encodeOk(magazineYearListSchema.parse(await repo.magazineYears())),
      ),
    ),
  );

  const editedLists = [
    ['alumni', alumniListSchema],
    ['testimonials', testimonialListSchema],
    ['testimonial-images', testimonialImageListSchema],
    ['faculty', facultyListSchema],
    ['leadership', leaderListSchema],
    ['community', communityListSchema],
    ['webinars', webinarListSchema],
  ] as const;
  for (const [kind, schema] of editedLists) {
    api.get(`/${kind}`, query(noQuery), async (c) =>
      edited(
        c,
        repo.pages[kind].get('list', async () => encodeOk(schema.parse(await repo.listPublished(kind)))),
      ),
    );
  }

  // A 404 is not kept (a failed computation never is).
  api.get('/community/:id', params(idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    return edited(
      c,
      repo.pages.community.get(`item:${id}`, async () => {
        const item = await repo.getPublished('community', id);
        if (!item) throw new ApiError(404, COMMUNITY_NOT_FOUND);
        return encodeOk(communitySchema.parse(item));
      }),
    );
  });

  api.get('/pages/:slug', params(pageParamsSchema), async (c) => {
    const { slug } = c.req.valid('param');
    return edited(
      c,
      repo.pages.pages.get(`page:${slug}`, async () => {
        const page = await repo.getPublished('pages', slug);
        if (!page) throw new ApiError(404, PAGE_NOT_FOUND);
        return encodeOk(pageSchema.parse(page));
      }),
    );
  });
  return api;
}
