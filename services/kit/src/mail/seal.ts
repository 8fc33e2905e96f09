import { type Sealed, sealer } from '../seal.ts';

export type { Sealed };

/**
 * The development value of MAIL_ENCRYPTION_KEY: it ships in this repository, so the production profile
 * refuses it (its `dev-` prefix is one `secretProblem` knows).
 */
export const DEV_MAIL_ENCRYPTION_KEY = 'dev-mail-encryption-key-for-this-machine-only';

/**
 * Seals and opens what a queued e-mail says (subject and bodies) with MAIL_ENCRYPTION_KEY, bound to the
 * message's idempotency key, so the database and its backups never hold a reset link readable.
 */
export const mailSeal = (secret: string) => sealer(secret, { salt: 'aspire-mail', info: 'outbox-content' });
export type MailSeal = ReturnType<typeof mailSeal>;
