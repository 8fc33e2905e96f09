import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';
import { DEV_OFFICES } from './mail/offices.ts';

export const env = loadEnv(
  serviceEnv('catalog').extend({
    /** The admissions office: a notification of every admission and enquiry, with all its fields. */
    ADMISSIONS_EMAIL: z.email('must be an e-mail address').default(DEV_OFFICES.admissions),
    /** The front desk: a notification of every message sent with "Write to us". */
    CONTACT_EMAIL: z.email('must be an e-mail address').default(DEV_OFFICES.contact),
  }),
);
