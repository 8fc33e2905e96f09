import type { MiddlewareHandler } from 'hono';

/** Media files never change under a name: cached for a year. */
export const immutableMedia: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
};

/**
 * Content staff edit (events, posts): anyone may keep it but asks again each time (a 304 by its ETag
 * while nothing changed), so a publish shows at once; the service keeps the encoded answers itself until
 * a change (see `pages` in repo/info.ts), and the read cache leaves `no-cache` answers alone. Set on the
 * answer itself, not after it: touching a finished answer's headers makes it a full fetch Response.
 */
export const EDITED_CONTENT = 'public, no-cache';
