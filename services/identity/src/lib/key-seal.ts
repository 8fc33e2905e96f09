import { type Sealed, sealer } from '@aspire/service-kit/seal';

/**
 * The development value of IDENTITY_KEY_SECRET: it ships in this repository, so the production profile
 * refuses it (its `dev-` prefix is one `secretProblem` knows).
 */
export const DEV_KEY_SECRET = 'dev-identity-key-secret-for-this-machine-only';

/** A private key as stored: AES-256-GCM ciphertext, its nonce and tag (base64url). */
export type SealedKey = Sealed & { alg: 'A256GCM' };

export class KeySecretMismatchError extends Error {
  constructor(kid: string) {
    super(
      `IDENTITY_KEY_SECRET does not open the stored signing key ${kid}: is it the secret it was stored with?`,
    );
  }
}

/**
 * Seals and opens private signing keys with IDENTITY_KEY_SECRET, so the database (and every backup of
 * it) holds them only encrypted, each bound to its key id.
 */
export function keySeal(secret: string) {
  const sealed = sealer(secret, { salt: 'aspire-identity', info: 'signing-key-seal' });
  return {
    seal: (plain: string, kid: string): SealedKey => ({ alg: 'A256GCM', ...sealed.seal(plain, kid) }),
    open(key: SealedKey, kid: string): string {
      try {
        return sealed.open(key, kid);
      } catch {
        throw new KeySecretMismatchError(kid);
      }
    },
  };
}
export type KeySeal = ReturnType<typeof keySeal>;
