import { idParamsSchema, postListSchema, postQuerySchema, postSchema } from '@aspire/contracts/info';
import { ApiError, encodeOk, okEncoded, params, query, type ServiceEnv } from '@aspire/service-kit';
import { Hono } from 'hono';
import { EDITED_CONTENT } from './cache.ts';
import type { RouteDeps } from './deps.ts';

export const POST_NOT_FOUND = 'Article not found';

/** Blogs and news, published only: `GET /post?kind=blog|news` (newest first) and `GET /post/:id` with the article body. */
export function postRoutes({ repo }: RouteDeps) {
  const api = new Hono<ServiceEnv>();
  api.get('/post', query(postQuerySchema), async (c) => {
    const { kind } = c.req.valid('query');
    const answer = await repo.pages.posts.get(`list:${kind ?? ''}`, async () =>
      encodeOk(postListSchema.parse(await repo.listPosts(kind))),
    );
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, answer);
  });
  api.get('/post/:id', params(idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    // A 404 is not kept (a failed computation never is).
    const answer = await repo.pages.posts.get(`post:${id}`, async () => {
      const post = await repo.getPost(id);
      if (!post) throw new ApiError(404, POST_NOT_FOUND);
      return encodeOk(postSchema.parse(post));
    });
    c.header('cache-control', EDITED_CONTENT);
    return okEncoded(c, answer);
  });
  return api;
}
