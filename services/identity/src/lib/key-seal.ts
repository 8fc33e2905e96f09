import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The development value of IDENTITY_KEY_SECRET: it ships in this repository, so the production profile
 * refuses it (its `dev-` prefix is one `secretProblem` knows).
 */
export const DEV_KEY_SECRET = 'dev-identity-key-secret-for-this-machine-only';

/** A private key as stored: AES-256-GCM ciphertext, its nonce and tag (base64url). */
export type SealedKey = { alg: 'A256GCM'; iv: string; tag: string; data: string };

export class KeySecretMismatchError extends Error {
  constructor(kid: string) {
    super(
      `IDENTITY_KEY_SECRET does not open the stored signing key ${kid}: is it the secret it was stored with?`,
    );
  }
}

/**
 * Seals and opens private signing keys with a key derived from IDENTITY_KEY_SECRET, so the database (and
 * every backup of it) holds them only encrypted. The key id is bound in as associated data: a sealed
 * key moved to another id does not open.
 */
export function keySeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'aspire-identity', 'signing-key-seal', 32));
  return {
    seal(plain: string, kid: string): SealedKey {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        alg: 'A256GCM',
        iv: iv.toString('base64url'),
        tag: cipher.getAuthTag().toString('base64url'),
        data: data.toString('base64url'),
      };
    },
    open(sealed: SealedKey, kid: string): string {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64url'))
          .setAAD(Buffer.from(kid))
          .setAuthTag(Buffer.from(sealed.tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(sealed.data, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new KeySecretMismatchError(kid);
      }
    },
  };
}
export type KeySeal = ReturnType<typeof keySeal>;
