import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';
import { coursesRepo } from './repo/courses.ts';
import { submissionsRepo } from './repo/submissions.ts';
import { courseRoutes } from './routes/courses.ts';
import type { RouteDeps } from './routes/deps.ts';
import { formRoutes } from './routes/forms.ts';
import { mediaRoutes } from './routes/media.ts';
import { SEED_COURSES } from './seed/courses.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  corsOrigins?: string[];
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit?: number;
};

/** Forms carry at most a few kilobytes; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Builds the catalog service from its dependencies: indexes, the idempotent seed, then the routes. */
export async function buildApp({ database, logger, corsOrigins, formRateLimit = 20 }: Deps) {
  const courses = coursesRepo(database.db);
  const submissions = submissionsRepo(database.db);
  const seeded = await courses.init(SEED_COURSES);
  await submissions.init();
  if (seeded) logger('info', 'seeded courses', { count: seeded });
  const deps: RouteDeps = { courses, submissions, formRateLimit };
  return createServiceApp(
    { name: 'catalog', logger, ready: database.ready, corsOrigins, maxBodyBytes: MAX_BODY_BYTES },
    (api) => {
      api.route('/', courseRoutes(deps));
      api.route('/', mediaRoutes(deps));
      api.route('/', formRoutes(deps));
    },
  );
}
