import { createServiceApp, type Database, type Logger, requireRole } from '@aspire/service-kit';
import { auditLog, auditRoutes } from '@aspire/service-kit/audit';
import { clockRoutes, type SiteClock, siteClock } from '@aspire/service-kit/clock';
import { mailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MailSettings } from '@aspire/service-kit/mail/transport';
import { mediaRoutes as uploadedMediaRoutes } from '@aspire/service-kit/media/routes';
import { mediaStore } from '@aspire/service-kit/media/store';
import { SCHEDULE_ACTOR } from '@aspire/service-kit/publishing';
import { DEV_OFFICES, type Offices } from './mail/offices.ts';
import { eraser } from './privacy/erasure.ts';
import { retentionJob } from './privacy/retention-job.ts';
import { coursesRepo } from './repo/courses.ts';
import { inboxRepo } from './repo/inbox.ts';
import { applicantRoutes } from './routes/applicant.ts';
import { courseRoutes } from './routes/courses.ts';
import type { JWTVerifyGetKey, RouteDeps } from './routes/deps.ts';
import { formRoutes } from './routes/forms.ts';
import { mediaRoutes } from './routes/media.ts';
import { myDataRoutes } from './routes/my-data.ts';
import { staffCourseRoutes } from './routes/staff-courses.ts';
import { staffInboxRoutes } from './routes/staff-inbox.ts';
import { SEED_COURSES } from './seed/courses.ts';

export type Deps = {
  database: Database;
  logger: Logger;
  /** Identity's public keys (remote JWKS in production, a local key set in tests). */
  keys: JWTVerifyGetKey;
  corsOrigins?: string[];
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit?: number;
  /**
   * Where e-mail goes (SMTP_URL's transport, MAIL_FROM, MAIL_ENCRYPTION_KEY). Without a transport,
   * e-mails are queued and wait; the caller starts and stops the sender (`app.outbox`).
   */
  mail?: MailSettings;
  /** The college's mailboxes the forms notify (ADMISSIONS_EMAIL, CONTACT_EMAIL). */
  offices?: Offices;
  /** Public address of the site, for links in e-mails. */
  siteUrl?: string;
  /**
   * The site's time: follow-ups, consent links, retention and scheduled publishing read it; end-to-end
   * tests move it (TEST_CLOCK=1, `POST /api/catalog/dev/clock`).
   */
  clock?: SiteClock;
  /** A time of the test's own instead of the clock's (a follow-up falls due, a record's retention ends). */
  now?: () => Date;
  /** Months an enquiry or message that never became an application is kept (INBOX_RETENTION_MONTHS). */
  retentionMonths?: number;
};

/** Forms carry at most a few kilobytes; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Builds the catalog service from its dependencies: indexes, the courses' move to their new keys and
 * the idempotent seed, the move of the old form collections into the inbox, then the routes.
 */
export async function buildApp({ database, logger, keys, corsOrigins, formRateLimit = 20, ...deps }: Deps) {
  const clock = deps.clock ?? siteClock();
  const now = deps.now ?? clock.now;
  const audit = auditLog(database.db, 'catalog');
  const courses = coursesRepo(database.db, {
    now,
    onScheduledPublish: ({ id, title }) =>
      audit.record(SCHEDULE_ACTOR, {
        action: 'course.published',
        subject: { kind: 'course', id, label: title },
        note: 'Published at its scheduled time',
      }),
  });
  const inbox = inboxRepo(database.db, {
    courses: () => courses.list('all'),
    retentionMonths: deps.retentionMonths,
  });
  const outbox = mailOutbox(database.db, { ...deps.mail, logger });
  const media = mediaStore(database.db, { service: 'catalog' });
  const seeded = await courses.init(SEED_COURSES);
  if (seeded) logger('info', 'seeded courses', { count: seeded });
  const [migrated] = await Promise.all([inbox.init(), audit.init(), outbox.init(), media.prepare()]);
  if (migrated) logger('info', 'moved form records into the inbox', { count: migrated });
  const erasures = eraser({ inbox, audit, outbox, now });
  const routeDeps: RouteDeps = {
    courses,
    inbox,
    audit,
    keys,
    media,
    mail: outbox,
    offices: deps.offices ?? DEV_OFFICES,
    siteUrl: (deps.siteUrl ?? 'http://localhost:3000').replace(/\/$/, ''),
    formRateLimit,
    now,
  };
  const app = createServiceApp(
    {
      name: 'catalog',
      logger,
      ready: database.ready,
      db: database.db,
      corsOrigins,
      maxBodyBytes: MAX_BODY_BYTES,
      mailOutbox: outbox,
    },
    (api) => {
      api.route('/', courseRoutes(routeDeps));
      // The drawn art and made brochures (`/media/<folder>/…`) before the uploaded media's `/media/:id/:file`.
      api.route('/', mediaRoutes(routeDeps));
      api.route(
        '/',
        uploadedMediaRoutes(media, {
          uploadPath: '/staff/media/uploads',
          documentUploadPath: '/staff/media/documents/uploads',
          libraryPath: '/staff/media',
          guard: requireRole(keys, 'content'),
          audit,
        }),
      );
      api.route('/', formRoutes(routeDeps));
      api.route('/', applicantRoutes(routeDeps));
      api.route('/', myDataRoutes(routeDeps));
      api.route('/', staffInboxRoutes(routeDeps));
      api.route('/', staffCourseRoutes(routeDeps));
      api.route('/', clockRoutes(clock));
      api.route('/', auditRoutes(audit, keys));
    },
  );
  const retention = retentionJob(database.db, erasures, logger);
  return Object.assign(app, { outbox, inbox, audit, erasures, retention, courses });
}
