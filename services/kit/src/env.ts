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
export const baseEnv = z.object({
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
  /** Hand-filled forms (sign-up, admissions, enquiries, contact) accepted per address per 10 minutes. */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Identity's public keys; every service verifies tokens with them and holds no signing secret. */
  IDENTITY_JWKS_URL: z.url().default('http://127.0.0.1:4001/api/identity/.well-known/jwks.json'),
});
