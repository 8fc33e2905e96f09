import type { MiddlewareHandler } from 'hono';

/** Public content: shared caches may keep it a few minutes; the ETag makes revalidation cheap. */
export const publicContent: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=600');
  else c.header('Cache-Control', 'no-store');
};

/** Media files never change under a name: cached for a year. */
export const immutableMedia: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
};
