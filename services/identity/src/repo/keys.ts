import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db, MongoServerError } from 'mongodb';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

type KeyDoc = { _id: string; kid: string; privateJwk: JWK; publicJwk: JWK; createdAt: Date };

/**
 * The Ed25519 key identity signs tokens with. Generated on the first start and kept in the `keys`
 * collection, so a restart (or a second instance) signs with the same key and tokens stay valid.
 */
export function keysRepo(db: Db) {
  const keys = db.collection<KeyDoc>('keys');
  return {
    async current(): Promise<SigningKey> {
      let doc = await keys.findOne({ _id: 'signing' });
      if (!doc) {
        const { publicKey, privateKey } = await generateKeyPair('EdDSA', {
          crv: 'Ed25519',
          extractable: true,
        });
        const kid = randomUUID();
        const candidate: KeyDoc = {
          _id: 'signing',
          kid,
          privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA', use: 'sig' },
          publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
          createdAt: new Date(),
        };
        try {
          await keys.insertOne(candidate);
          doc = candidate;
        } catch (error) {
          // Another instance stored its key first: use that one.
          if ((error as MongoServerError).code !== 11000) throw error;
          doc = await keys.findOne({ _id: 'signing' });
        }
      }
      if (!doc) throw new Error('signing key missing');
      const privateKey = (await importJWK(doc.privateJwk, 'EdDSA')) as CryptoKey;
      return { kid: doc.kid, privateKey, publicJwk: doc.publicJwk };
    },
  };
}
