import { createServiceApp, type Database, fail, type Logger } from '@aspire/service-kit';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { infoRepo } from './repo/info.ts';
import { contentRoutes } from './routes/content.ts';
import { eventRoutes } from './routes/events.ts';
import { mediaRoutes } from './routes/media.ts';
import { postRoutes } from './routes/posts.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  corsOrigins?: string[];
  /** The server's clock; events are upcoming or past by it (tests pass a fixed one). */
  now?: () => Date;
};

/** Builds the info service from its dependencies: indexes and seed content first, then the routes. */
export async function buildApp({ database, logger, corsOrigins, now = () => new Date() }: Deps) {
  const repo = infoRepo(database.db);
  await repo.prepare(now());
  const app = createServiceApp({ name: 'info', logger, ready: database.ready, corsOrigins }, (api) => {
    api.use('*', etag());
    eventRoutes(api, repo, now);
    postRoutes(api, repo);
    contentRoutes(api, repo);
    mediaRoutes(api);
  });
  // The frame's `Content-Security-Policy: default-src 'none'` suits JSON, but it stops Chromium's PDF
  // viewer from drawing a magazine opened in a new tab. A magazine is a PDF, never HTML, so it is
  // served without that header (nosniff stays).
  const outer = new Hono();
  outer.use('/api/info/media/magazines/*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-type') === 'application/pdf')
      c.res.headers.delete('content-security-policy');
  });
  outer.route('/', app);
  outer.notFound((c) => fail(c, 404, 'Not found'));
  return outer;
}
