import { idParamsSchema, postListSchema, postQuerySchema, postSchema } from '@aspire/contracts/info';
import { ApiError, ok, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { publicContent } from './cache.ts';
import type { RouteDeps } from './deps.ts';

/** Blogs and news: `GET /post?kind=blog|news` (newest first) and `GET /post/:id` with the article body. */
export function postRoutes({ repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/post', publicContent, query(postQuerySchema), async (c) => {
    const { kind } = c.req.valid('query');
    return ok(c, postListSchema.parse(await repo.listPosts(kind)));
  });
  api.get('/post/:id', publicContent, params(idParamsSchema), async (c) => {
    const post = await repo.posts.get(c.req.valid('param').id);
    if (!post) throw new ApiError(404, 'Article not found');
    return ok(c, postSchema.parse(post));
  });
  return api;
}
