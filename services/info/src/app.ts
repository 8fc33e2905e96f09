import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';
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
  return createServiceApp({ name: 'info', logger, ready: database.ready, corsOrigins }, (api) => {
    api.use('*', etag());
    eventRoutes(api, repo, now);
    postRoutes(api, repo);
    contentRoutes(api, repo);
    mediaRoutes(api);
  });
}
