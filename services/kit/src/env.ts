import { type ServiceName, SHELL_PORT, servicePort } from '@aspire/config/site-map';
import { z } from 'zod';

/** Reads the environment through a zod schema; stops the process with a clear message when it is wrong. */
export function loadEnv<T extends z.ZodType>(schema: T, source: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  process.stderr.write(`Invalid environment:\n${problems}\n`);
  process.exit(1);
}

/** Settings every service reads. */
const baseEnv = z.object({
  MONGODB_URI: z.string().startsWith('mongodb', 'must be a mongodb:// or mongodb+srv:// URI'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['info', 'silent']).default('info'),
  /** Public address of the site, for the links a service writes (e-mails). */
  SITE_URL: z.url().default(`http://localhost:${SHELL_PORT}`),
  /** Hand-filled forms (sign-up, admissions, enquiries, contact) accepted per address per 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Identity's public keys; every service verifies tokens with them and holds no signing secret. */
  IDENTITY_JWKS_URL: z
    .url()
    .default(`http://127.0.0.1:${servicePort('identity')}/api/identity/.well-known/jwks.json`),
});

/** Every setting of a service: the shared ones, its port from the map of the site and its database. */
export const serviceEnv = (name: ServiceName) =>
  baseEnv.extend({
    PORT: z.coerce.number().int().positive().default(servicePort(name)),
    DB_NAME: z.string().default(`aspire_${name}`),
  });
