import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypted content as stored: AES-256-GCM ciphertext with its nonce and tag (base64url). */
export type Sealed = { iv: string; tag: string; data: string };

/**
 * Seals and opens content at rest with AES-256-GCM under a key derived (HKDF) from a secret for one
 * purpose; what the content belongs to (a key id, a message key) is bound in as associated data, so
 * sealed content moved elsewhere does not open. Used for identity's signing keys and queued e-mails.
 */
export function sealer(secret: string, purpose: { salt: string; info: string }) {
  const key = Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));
  return {
    seal(plain: string, belongsTo: string): Sealed {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(belongsTo));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },
    /** The plain content; throws when the secret or what it belongs to differs from the sealing. */
    open(sealed: Sealed, belongsTo: string): string {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'))
        .setAAD(Buffer.from(belongsTo))
        .setAuthTag(Buffer.from(sealed.tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
