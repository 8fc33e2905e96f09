import { type ServiceName, SHELL_PORT, servicePort } from '@aspire/config/site-map';
import { z } from 'zod';
import { DEV_MAIL_ENCRYPTION_KEY } from './mail/seal.ts';

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

/** An on/off setting: `1` turns it on; anything else but `0` is refused. Off unless set. */
export const flag = () =>
  z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1');

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
  /**
   * How many reverse proxies stand in front of the service; the client's address is the
   * `x-forwarded-for` entry that many places from the right (0: the socket's address).
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(1),
  /** How long a service keeps trusting its last list of revoked tokens when identity cannot be reached. */
  REVOCATION_STALE_AFTER_MS: z.coerce.number().int().positive().default(120_000),
  /** Where e-mail goes (`smtp://…` or `smtps://…`); unset, a service queues its e-mails and sends none. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// address')
    .optional(),
  /** The sender of the site's e-mails. */
  MAIL_FROM: z.string().min(3).default('Aspire College <no-reply@aspirecollege.in>'),
  /** Encrypts queued e-mails at rest; the development value is refused in production. */
  MAIL_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').default(DEV_MAIL_ENCRYPTION_KEY),
  /** `1` lets end-to-end tests move the site's clock (`POST /dev/clock`); refused in production. */
  TEST_CLOCK: flag(),
});

/**
 * The shared settings the kit itself acts on (token revocation, client addresses, the test clock), parsed with their
 * defaults; the service's own `loadEnv(serviceEnv(name))` has already refused invalid values.
 */
export const kitSettings = (source: NodeJS.ProcessEnv = process.env) =>
  loadEnv(
    baseEnv.pick({
      IDENTITY_JWKS_URL: true,
      TRUST_PROXY_HOPS: true,
      REVOCATION_STALE_AFTER_MS: true,
      TEST_CLOCK: true,
    }),
    source,
  );

/** Every setting of a service: the shared ones, its port from the map of the site and its database. */
export const serviceEnv = (name: ServiceName) =>
  baseEnv.extend({
    PORT: z.coerce.number().int().positive().default(servicePort(name)),
    DB_NAME: z.string().default(`aspire_${name}`),
  });
