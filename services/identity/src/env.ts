import { baseEnv, loadEnv } from '@aspire/service-kit';
import { z } from 'zod';

export const env = loadEnv(
  baseEnv.extend({
    PORT: z.coerce.number().int().positive().default(4001),
    DB_NAME: z.string().default('aspire_identity'),
    /** Public address of the site, used in the links of e-mails (password reset). */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** `1` records e-mails in the outbox readable at `GET /api/identity/outbox` (development and tests only). */
    DEV_OUTBOX: z
      .enum(['0', '1'])
      .default('0')
      .transform((value) => value === '1'),
  }),
);
