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
  testimonialImageListSchema,
  testimonialListSchema,
  webinarListSchema,
} from '@aspire/contracts/info';
import {
  ApiError,
  type Encoded,
  encodeOk,
  ok,
  okEncoded,
  params,
  query,
  type ServiceEnv,
} from '@aspire/service-kit';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { EDITED_CONTENT, publicContent } from './cache.ts';
import type { RouteDeps } from './deps.ts';

const noQuery = z.strictObject({});

/**
 * The college's lists: gallery, magazines, alumni, testimonials, people, community and webinars. The
 * ones staff edit show what is published, kept encoded per change mark like events (routes/events.ts).
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
    ['faculty', facultyListSchema],
    ['leadership', leaderListSchema],
  ] as const;
  for (const [kind, schema] of editedLists) {
    api.get(`/${kind}`, query(noQuery), async (c) =>
      edited(
        c,
        repo.pages[kind].get('list', async () => encodeOk(schema.parse(await repo.listPublished(kind)))),
      ),
    );
  }

  const lists = [
    ['/testimonial-images', repo.testimonialImages, testimonialImageListSchema],
    ['/webinars', repo.webinars, webinarListSchema],
  ] as const;
  for (const [path, collection, schema] of lists) {
    api.get(path, publicContent, query(noQuery), async (c) => ok(c, schema.parse(await collection.list())));
  }

  api.get('/community', publicContent, query(noQuery), async (c) =>
    ok(c, communityListSchema.parse(await repo.community.list())),
  );
  api.get('/community/:id', publicContent, params(idParamsSchema), async (c) => {
    const item = await repo.community.get(c.req.valid('param').id);
    if (!item) throw new ApiError(404, 'Community initiative not found');
    return ok(c, communitySchema.parse(item));
  });
  return api;
}
