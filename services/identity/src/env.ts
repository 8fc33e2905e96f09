import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';
import { DEV_KEY_SECRET } from './lib/key-seal.ts';

const flag = z
  .enum(['0', '1'])
  .default('0')
  .transform((value) => value === '1');

export const env = loadEnv(
  serviceEnv('identity').extend({
    /** `1` creates the demo learners with their published password (development only). */
    DEMO_ACCOUNTS: flag,
    /** Encrypts the stored signing keys; the development value is refused in production. */
    IDENTITY_KEY_SECRET: z.string().min(1).default(DEV_KEY_SECRET),
  }),
);
