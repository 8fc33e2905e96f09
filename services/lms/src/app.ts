import { createServiceApp, type Database, type Logger, requireAuth } from '@aspire/service-kit';
import { coursesRepo } from './repo/courses.ts';
import { enrolmentsRepo } from './repo/enrolments.ts';
import { progressRepo } from './repo/progress.ts';
import { courseRoutes } from './routes/course.ts';
import type { RouteDeps } from './routes/deps.ts';
import { enrolmentRoutes } from './routes/enrolments.ts';
import { mediaRoutes } from './routes/media.ts';
import { progressRoutes } from './routes/progress.ts';

/** Identity's public keys (jose's JWTVerifyGetKey), as `requireAuth` takes them. */
type AuthKeys = Parameters<typeof requireAuth>[0];

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys: `remoteKeys(env.IDENTITY_JWKS_URL)`, or `testKeys().keys` in tests. */
  keys: AuthKeys;
  corsOrigins?: string[];
  /** Enrols the demo learners, with their progress (idempotent): DEMO_ACCOUNTS=1, off by default. */
  demoAccounts?: boolean;
};

/** Builds the lms service from its dependencies: indexes and course content first, then the routes. */
export async function buildApp({ database, logger, keys, corsOrigins, demoAccounts = false }: Deps) {
  const deps: RouteDeps = {
    courses: coursesRepo(database.db),
    enrolments: enrolmentsRepo(database.db),
    progress: progressRepo(database.db),
    auth: requireAuth(keys),
  };
  await Promise.all([deps.courses.init(), deps.enrolments.init(), deps.progress.init()]);
  await deps.courses.seed();
  if (demoAccounts) {
    await deps.enrolments.seed();
    await deps.progress.seed();
  }
  return createServiceApp({ name: 'lms', logger, ready: database.ready, corsOrigins }, (api) => {
    api.route('/', enrolmentRoutes(deps));
    api.route('/', progressRoutes(deps));
    api.route('/', courseRoutes(deps));
    api.route('/', mediaRoutes());
  });
}
