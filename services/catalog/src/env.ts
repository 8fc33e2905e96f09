import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';
import { DEV_OFFICES } from './mail/offices.ts';
import { DEFAULT_RETENTION_MONTHS } from './repo/retention.ts';

export const env = loadEnv(
  serviceEnv('catalog').extend({
    /** The admissions office: a notification of every admission and enquiry, with all its fields. */
    ADMISSIONS_EMAIL: z.email('must be an e-mail address').default(DEV_OFFICES.admissions),
    /** The front desk: a notification of every message sent with "Write to us". */
    CONTACT_EMAIL: z.email('must be an e-mail address').default(DEV_OFFICES.contact),
    /** Months an enquiry or message that never became an application is kept, counted from its arrival. */
    INBOX_RETENTION_MONTHS: z.coerce
      .number('must be a whole number of months')
      .int('must be a whole number of months')
      .min(1, 'must be at least 1 month')
      .max(120, 'must be at most 120 months')
      .default(DEFAULT_RETENTION_MONTHS),
  }),
);
