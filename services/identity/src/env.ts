import { loadEnv, serviceEnv } from '@aspire/service-kit';
import { z } from 'zod';
import { DEV_KEY_SECRET } from './lib/key-seal.ts';
import { DEFAULT_LIMITS } from './lib/throttle.ts';

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
    /**
     * Sign-in attempts from one address in 15 minutes before each further one waits: attempts under
     * way count until they succeed, so a campus behind one address may want more.
     */
    SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_LIMITS.perAddress),
  }),
);
