import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';
import { etag } from 'hono/etag';
import { infoRepo } from './repo/info.ts';
import { contentRoutes } from './routes/content.ts';
import type { RouteDeps } from './routes/deps.ts';
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
  const deps: RouteDeps = { repo: infoRepo(database.db), now };
  await deps.repo.prepare(now());
  return createServiceApp({ name: 'info', logger, ready: database.ready, corsOrigins }, (api) => {
    api.use('*', etag());
    api.route('/', eventRoutes(deps));
    api.route('/', postRoutes(deps));
    api.route('/', contentRoutes(deps));
    api.route('/', mediaRoutes());
  });
}
