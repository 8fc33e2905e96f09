import { flag, loadEnv, serviceEnv } from '@aspire/service-kit';

export const env = loadEnv(
  serviceEnv('lms').extend({
    /** `1` enrols the demo learners (accounts identity creates with the same flag); development only. */
    DEMO_ACCOUNTS: flag(),
  }),
);
