import { createServiceApp, type Database, type Logger, requireAuth, requireRole } from '@aspire/service-kit';
import { auditLog, auditRoutes } from '@aspire/service-kit/audit';
import { mailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MailSettings } from '@aspire/service-kit/mail/transport';
import { learnerErasure } from './privacy/erase-learner.ts';
import { certificatesRepo } from './repo/certificates.ts';
import { coursesRepo } from './repo/courses.ts';
import { deskStandingRepo } from './repo/desk-standing.ts';
import { enrolmentsRepo } from './repo/enrolments.ts';
import { offeringsRepo } from './repo/offerings.ts';
import { progressRepo } from './repo/progress.ts';
import { certificateRoutes } from './routes/certificates.ts';
import { courseRoutes } from './routes/course.ts';
import type { RouteDeps } from './routes/deps.ts';
import { enrolmentRoutes } from './routes/enrolments.ts';
import { mediaRoutes } from './routes/media.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { progressRoutes } from './routes/progress.ts';
import { staffEnrolmentRoutes } from './routes/staff-enrolments.ts';
import { staffImportRoutes } from './routes/staff-imports.ts';
import { staffLearningRoutes } from './routes/staff-learning.ts';

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
  /**
   * Where e-mail goes (SMTP_URL's transport, MAIL_FROM, MAIL_ENCRYPTION_KEY). Without a transport,
   * e-mails are queued and wait; the caller starts and stops the sender (`app.outbox`).
   */
  mail?: MailSettings;
  /** Public address of the site, for links in e-mails (SITE_URL). */
  siteUrl?: string;
  now?: () => Date;
  /** How many entries a desk search reads by its first word before it reads the list (tests make it few). */
  searchCandidates?: number;
};

/**
 * Builds the lms service from its dependencies: indexes and course content first, then the routes; and
 * what carries out an account's erasure here.
 */
export async function buildApp({ database, logger, keys, corsOrigins, demoAccounts = false, ...deps }: Deps) {
  const now = deps.now ?? (() => new Date());
  const outbox = mailOutbox(database.db, { ...deps.mail, logger });
  const audit = auditLog(database.db, 'lms');
  const offerings = offeringsRepo(database.db);
  const courses = coursesRepo(database.db);
  const standing = deskStandingRepo(database.db, offerings, courses, {
    searchCandidates: deps.searchCandidates,
    now,
  });
  const routeDeps: RouteDeps = {
    courses,
    offerings,
    standing,
    enrolments: enrolmentsRepo(database.db, offerings, standing, now),
    progress: progressRepo(database.db, standing),
    certificates: certificatesRepo(database.db, standing, now),
    auth: requireAuth(keys),
    staff: requireRole(keys, 'admissions', 'learning'),
    learning: requireRole(keys, 'learning'),
    audit,
    mail: outbox,
    siteUrl: (deps.siteUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    now,
    logger,
  };
  const { enrolments, progress, certificates } = routeDeps;
  await Promise.all([
    courses.init(),
    standing.init(),
    offerings.init(),
    progress.init(),
    certificates.init(),
    audit.init(),
    outbox.init(),
  ]);
  await Promise.all([courses.seed(), offerings.seed()]);
  // After the offerings: enrolments stored by content slug move to their catalogue course.
  await enrolments.init();
  if (demoAccounts) {
    await enrolments.seed();
    await progress.seed();
  }
  // Last, and while the service answers: the desk's standings of any course whose content or sign-off
  // changed since they were kept (some 40,000 enrolments a course at a college's size).
  const reconciled = standing.reconcile().catch((error: unknown) => {
    logger('error', 'the enrolments desk could not keep every standing again; it tries at the next start', {
      error: String(error),
    });
  });
  const app = createServiceApp(
    { name: 'lms', logger, ready: database.ready, db: database.db, corsOrigins, mailOutbox: outbox },
    (api) => {
      api.route('/', enrolmentRoutes(routeDeps));
      api.route('/', progressRoutes(routeDeps));
      api.route('/', courseRoutes(routeDeps));
      api.route('/', mediaRoutes());
      api.route('/', staffEnrolmentRoutes(routeDeps));
      api.route('/', staffLearningRoutes(routeDeps));
      api.route('/', staffImportRoutes(routeDeps));
      api.route('/', certificateRoutes(routeDeps));
      api.route('/', myDataRoutes(routeDeps));
      api.route('/', auditRoutes(audit, keys));
    },
  );
  // `erase` carries out identity's erasure orders (the server follows them; tests call it directly);
  // `reconciled` settles once the desk's standings are kept again (tests wait for it); `sweepOwed` keeps
  // the enrolments a stopped process changed and left unkept, and `recount` counts afresh the numbers of
  // courses it left a keep unfinished on (the server calls both).
  return Object.assign(app, {
    outbox,
    erase: learnerErasure(routeDeps),
    reconciled,
    sweepOwed: standing.sweepOwed,
    recount: standing.recount,
  });
}
