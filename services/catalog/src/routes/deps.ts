import type { MailOutbox } from '@aspire/service-kit/mail/outbox';
import type { Offices } from '../mail/offices.ts';
import type { CoursesRepo } from '../repo/courses.ts';
import type { SubmissionsRepo } from '../repo/submissions.ts';

/** What every route module of the catalog is built from. */
export type RouteDeps = {
  courses: CoursesRepo;
  submissions: SubmissionsRepo;
  /** The e-mail outbox: a message is queued in the step that owes it and sent in the background. */
  mail: Pick<MailOutbox, 'queueOnce'>;
  offices: Offices;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  /** Form submissions accepted per address per 10 minutes. */
  formRateLimit: number;
};
