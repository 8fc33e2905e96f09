import { createServiceApp, type Database, type Logger, requireRole } from '@aspire/service-kit';
import { auditLog, auditRoutes } from '@aspire/service-kit/audit';
import { clockRoutes, type SiteClock } from '@aspire/service-kit/clock';
import { mediaRoutes as uploadedMediaRoutes } from '@aspire/service-kit/media/routes';
import { mediaStore } from '@aspire/service-kit/media/store';
import { SCHEDULE_ACTOR } from '@aspire/service-kit/publishing';
import { infoRepo } from './repo/info.ts';
import { contentRoutes } from './routes/content.ts';
import type { JWTVerifyGetKey, RouteDeps } from './routes/deps.ts';
import { deskSubject } from './routes/desk-kinds.ts';
import { eventRoutes } from './routes/events.ts';
import { homeRoutes } from './routes/home.ts';
import { mediaRoutes } from './routes/media.ts';
import { postRoutes } from './routes/posts.ts';
import { staffContentRoutes } from './routes/staff-content.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys (remote JWKS in production, a local key set in tests). */
  keys: JWTVerifyGetKey;
  /** The site's clock (one per process): events are upcoming or past by it, scheduled items go out by it. */
  clock: SiteClock;
  corsOrigins?: string[];
};

/**
 * Builds the info service from its dependencies: indexes and the content files first, then the routes.
 * `publishDue()` publishes what was scheduled for a time the clock has passed (server.ts runs it).
 */
export async function buildApp({ database, logger, keys, clock, corsOrigins }: Deps) {
  const audit = auditLog(database.db, 'info');
  const repo = infoRepo(database.db, {
    now: clock.now,
    onScheduledPublish: (kind, item) =>
      audit.record(SCHEDULE_ACTOR, {
        action: 'content.published',
        subject: deskSubject(kind, item),
        note: 'Published at its scheduled time',
      }),
  });
  const deps: RouteDeps = {
    repo,
    now: clock.now,
    keys,
    audit,
    // The home page shows its uploaded pictures' sizes, which a replaced picture changes.
    media: mediaStore(database.db, { service: 'info', onReplaced: () => repo.pages['home-banners'].touch() }),
  };
  await Promise.all([deps.repo.prepare(), audit.init(), deps.media.prepare()]);
  const app = createServiceApp(
    { name: 'info', logger, ready: database.ready, db: database.db, corsOrigins },
    (api) => {
      api.route('/', eventRoutes(deps));
      api.route('/', postRoutes(deps));
      api.route('/', contentRoutes(deps));
      api.route('/', homeRoutes(deps));
      // The committed art and magazine PDFs (`/media/<folder>/<file>`) before the uploaded media's `/media/:id/:file`.
      api.route('/', mediaRoutes());
      api.route(
        '/',
        uploadedMediaRoutes(deps.media, {
          uploadPath: '/staff/media/uploads',
          documentUploadPath: '/staff/media/documents/uploads',
          libraryPath: '/staff/media',
          guard: requireRole(keys, 'content'),
          audit,
        }),
      );
      api.route('/', staffContentRoutes(deps));
      api.route('/', auditRoutes(audit, keys));
      api.route('/', clockRoutes(clock));
    },
  );
  return Object.assign(app, { repo: deps.repo, audit, publishDue: deps.repo.publishDue });
}
