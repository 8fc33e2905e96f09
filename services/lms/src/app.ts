import { createServiceApp, type Database, type Logger, type requireAuth } from '@aspire/service-kit';
import { coursesRepo } from './repo/courses.ts';
import { enrolmentsRepo } from './repo/enrolments.ts';
import { progressRepo } from './repo/progress.ts';
import { courseRoutes } from './routes/course.ts';
import { enrolmentRoutes } from './routes/enrolments.ts';
import { mediaRoutes } from './routes/media.ts';
import { progressRoutes } from './routes/progress.ts';

/** Identity's public keys (jose's JWTVerifyGetKey), as `requireAuth` takes them. */
export type AuthKeys = Parameters<typeof requireAuth>[0];

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys: `remoteKeys(env.IDENTITY_JWKS_URL)`, or `testKeys().keys` in tests. */
  keys: AuthKeys;
  corsOrigins?: string[];
  /** Loads the demo content, enrolments and progress (idempotent); on by default. */
  seed?: boolean;
};

export type Repos = {
  courses: ReturnType<typeof coursesRepo>;
  enrolments: ReturnType<typeof enrolmentsRepo>;
  progress: ReturnType<typeof progressRepo>;
};

/** Builds the lms service from its dependencies: indexes and seed first, then the routes. */
export async function buildApp({ database, logger, keys, corsOrigins, seed = true }: Deps) {
  const repos: Repos = {
    courses: coursesRepo(database.db),
    enrolments: enrolmentsRepo(database.db),
    progress: progressRepo(database.db),
  };
  await Promise.all([repos.courses.init(), repos.enrolments.init(), repos.progress.init()]);
  if (seed) {
    await repos.courses.seed();
    await repos.enrolments.seed();
    await repos.progress.seed();
  }
  return createServiceApp({ name: 'lms', logger, ready: database.ready, corsOrigins }, (api) => {
    enrolmentRoutes(api, repos, keys);
    progressRoutes(api, repos, keys);
    courseRoutes(api, repos, keys);
    mediaRoutes(api);
  });
}
