import { createServiceApp, type Database, type Logger } from '@aspire/service-kit';
import { DEFAULT_LIMITS, loginThrottle, type ThrottleLimits } from './lib/throttle.ts';
import { TOKEN_LIFETIME, tokenService } from './lib/tokens.ts';
import { keysRepo, type SigningKey } from './repo/keys.ts';
import { loginFailuresRepo } from './repo/login-failures.ts';
import { outboxRepo } from './repo/outbox.ts';
import { passwordResetsRepo } from './repo/password-resets.ts';
import { usersRepo } from './repo/users.ts';
import { authRoutes } from './routes/auth.ts';
import type { RouteDeps } from './routes/deps.ts';
import { jwksRoutes } from './routes/jwks.ts';
import { outboxRoutes } from './routes/outbox.ts';
import { passwordRoutes } from './routes/password.ts';
import { seedDemoLearners } from './seed/demo-learners.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  corsOrigins?: string[];
  /** The signing key; by default the one stored in the database (created on the first start). */
  signing?: SigningKey;
  /** Mounts `GET outbox` (development mail) when true. */
  devOutbox?: boolean;
  /** Public address of the site, for links in e-mails. */
  siteUrl?: string;
  tokenLifetime?: string | number;
  limits?: ThrottleLimits;
  /** Sign-ups accepted per address per 10 minutes. */
  formRateLimit?: number;
  now?: () => Date;
};

/** Builds the identity service from its dependencies: indexes, signing key, demo learners, routes. */
export async function buildApp({ database, logger, corsOrigins, ...deps }: Deps) {
  const now = deps.now ?? (() => new Date());
  const users = usersRepo(database.db);
  const failures = loginFailuresRepo(database.db);
  const resets = passwordResetsRepo(database.db);
  const outbox = outboxRepo(database.db);
  await Promise.all([users.init(), failures.init(now()), resets.init(now()), outbox.init()]);
  const signing = deps.signing ?? (await keysRepo(database.db).current());
  const added = await seedDemoLearners(users);
  if (added) logger('info', 'demo learners added', { added });

  const routeDeps: RouteDeps = {
    users,
    resets,
    outbox,
    failures,
    tokens: tokenService(signing, users, deps.tokenLifetime ?? TOKEN_LIFETIME),
    throttle: loginThrottle(failures, deps.limits ?? DEFAULT_LIMITS, now),
    logger,
    siteUrl: (deps.siteUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    formRateLimit: deps.formRateLimit ?? 20,
    now,
  };

  return createServiceApp(
    { name: 'identity', logger, ready: database.ready, corsOrigins, maxBodyBytes: 16 * 1024 },
    (api) => {
      api.route('/', jwksRoutes(routeDeps));
      api.route('/', authRoutes(routeDeps));
      api.route('/', passwordRoutes(routeDeps));
      if (deps.devOutbox) api.route('/', outboxRoutes(routeDeps));
    },
  );
}
