import { baseEnv, loadEnv } from '@aspire/service-kit';
import { z } from 'zod';

export const env = loadEnv(
  baseEnv.extend({
    PORT: z.coerce.number().int().positive().default(4002),
    DB_NAME: z.string().default('aspire_catalog'),
  }),
);
