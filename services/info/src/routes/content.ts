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
  testimonialImageListSchema,
  testimonialListSchema,
  webinarListSchema,
} from '@aspire/contracts/info';
import { ApiError, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { z } from 'zod';
import { publicContent } from './cache.ts';
import type { RouteDeps } from './deps.ts';

const noQuery = z.strictObject({});

/** The college's lists: gallery, magazines, alumni, testimonials, people, community and webinars. */
export function contentRoutes({ repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/gallery', publicContent, query(galleryQuerySchema), async (c) => {
    const { category } = c.req.valid('query');
    return ok(c, galleryListSchema.parse(await repo.gallery.list(category ? { category } : {})));
  });
  api.get('/magazines', publicContent, query(magazineQuerySchema), async (c) => {
    const { year } = c.req.valid('query');
    return ok(c, magazineListSchema.parse(await repo.magazines.list(year ? { year: Number(year) } : {})));
  });

  const simple = [
    ['/alumni', repo.alumni, alumniListSchema],
    ['/testimonials', repo.testimonials, testimonialListSchema],
    ['/testimonial-images', repo.testimonialImages, testimonialImageListSchema],
    ['/faculty', repo.faculty, facultyListSchema],
    ['/leadership', repo.leadership, leaderListSchema],
    ['/webinars', repo.webinars, webinarListSchema],
  ] as const;
  for (const [path, collection, schema] of simple) {
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
