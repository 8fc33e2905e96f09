import type { requireAuth } from '@aspire/service-kit';
import type { AuditLog } from '@aspire/service-kit/audit';
import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { MediaStore } from '@aspire/service-kit/media/store';
import type { Offices } from '../mail/offices.ts';
import type { CoursesRepo } from '../repo/courses.ts';
import type { InboxRepo } from '../repo/inbox.ts';

/** Identity's public key set, as `requireAuth` takes it. */
export type JWTVerifyGetKey = Parameters<typeof requireAuth>[0];

/** What every route module of the catalog is built from. */
export type RouteDeps = {
  courses: CoursesRepo;
  inbox: InboxRepo;
  /** Every staff change, with who and when (the kit's audit log). */
  audit: AuditLog;
  /** Identity's public keys, for the staff and applicant routes. */
  keys: JWTVerifyGetKey;
  /** The course brochures staff upload (and the library they choose them from again). */
  media: MediaStore;
  /** The e-mail outbox: a message is queued in the step that owes it and sent in the background. */
  mail: Pick<MailOutbox, 'queueOnce' | 'has' | 'recorded'>;
  offices: Offices;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit: number;
  /** Now (tests move it to see a follow-up fall due or a link expire). */
  now: () => Date;
};
