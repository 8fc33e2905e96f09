import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The development value of MAIL_ENCRYPTION_KEY: it ships in this repository, so the production profile
 * refuses it (its `dev-` prefix is one `secretProblem` knows).
 */
export const DEV_MAIL_ENCRYPTION_KEY = 'dev-mail-encryption-key-for-this-machine-only';

/** Encrypted content as stored: AES-256-GCM ciphertext with its nonce and tag (base64url). */
export type Sealed = { iv: string; tag: string; data: string };

/**
 * Seals and opens what a queued e-mail says (subject and bodies) with a key derived from
 * MAIL_ENCRYPTION_KEY, so the database and its backups never hold a reset link readable. The message's
 * idempotency key is bound in as associated data: content moved to another message does not open.
 */
export function mailSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'aspire-mail', 'outbox-content', 32));
  return {
    seal(plain: string, messageKey: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(messageKey));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },
    /** The plain content; throws when the key or the message differs from the one it was sealed with. */
    open(sealed: Sealed, messageKey: string): string {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'))
        .setAAD(Buffer.from(messageKey))
        .setAuthTag(Buffer.from(sealed.tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type MailSeal = ReturnType<typeof mailSeal>;
