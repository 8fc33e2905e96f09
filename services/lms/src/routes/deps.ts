import type { AuthEnv, Logger } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MiddlewareHandler } from 'hono';
import type { CertificatesRepo } from '../repo/certificates.ts';
import type { CoursesRepo } from '../repo/courses.ts';
import type { DeskStandingRepo } from '../repo/desk-standing.ts';
import type { EnrolmentsRepo } from '../repo/enrolments.ts';
import type { OfferingsRepo } from '../repo/offerings.ts';
import type { ProgressRepo } from '../repo/progress.ts';

/** What every route module of the lms is built from. */
export type RouteDeps = {
  courses: CoursesRepo;
  /** The catalogue courses the learner area teaches (title, content slug, months, sign-off, batch). */
  offerings: OfferingsRepo;
  /** The enrolments desk's standing of each enrolment and each course's numbers, kept as things change. */
  standing: DeskStandingRepo;
  enrolments: EnrolmentsRepo;
  progress: ProgressRepo;
  certificates: CertificatesRepo;
  /** `requireAuth` with identity's keys: puts the signed-in learner on `c.var.user`. */
  auth: MiddlewareHandler<AuthEnv>;
  /** `requireRole` for the staff who enrol learners (admissions, learning; admin passes). */
  staff: MiddlewareHandler<AuthEnv>;
  /** `requireRole` for the learning desk (learning; admin passes). */
  learning: MiddlewareHandler<AuthEnv>;
  audit: AuditLog;
  mail: MailOutbox;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  now: () => Date;
  /** For work that goes on after its request is answered. */
  logger: Logger;
};
