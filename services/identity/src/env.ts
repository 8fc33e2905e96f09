import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';

export const env = loadEnv(
  serviceEnv('identity').extend({
    /** `1` records e-mails in the outbox readable at `GET /api/identity/outbox` (development and tests only). */
    DEV_OUTBOX: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  }),
);
