import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from 'mongodb';
import type { KeySeal, SealedKey } from '../lib/key-seal.ts';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };

type KeyDoc = {
  _id: string;
  kid: string;
  publicJwk: JWK;
  /** The private JWK, encrypted with IDENTITY_KEY_SECRET. */
  sealedKey?: SealedKey;
  /** Only in documents stored before keys were encrypted; `init` seals and removes it. */
  privateJwk?: JWK;
  createdAt: Date;
  /** When a newer key took over signing; the key stays published until its tokens have expired. */
  retiredAt: Date | null;
};

/**
 * The Ed25519 keys identity signs tokens with, in the `keys` collection (so a restart or a second
 * instance signs with the same key). The newest unretired key signs; `pnpm keys rotate` adds a new one
 * and retires the others, which stay in the JWKS for `publishRetiredMs` so tokens they signed keep working.
 */
export function keysRepo(db: Db, seal: KeySeal, publishRetiredMs: number) {
  const keys = db.collection<KeyDoc>('keys');

  async function newKey(now: Date): Promise<KeyDoc> {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = randomUUID();
    const usage = { kid, alg: 'EdDSA', use: 'sig' };
    const privateJwk = { ...(await exportJWK(privateKey)), ...usage };
    return {
      _id: kid,
      kid,
      publicJwk: { ...(await exportJWK(publicKey)), ...usage },
      sealedKey: seal.seal(JSON.stringify(privateJwk), kid),
      createdAt: now,
      retiredAt: null,
    };
  }

  const currentDoc = () => keys.find({ retiredAt: null }).sort({ createdAt: -1, _id: -1 }).limit(1).next();

  return {
    /** Seals any key stored in clear (before keys were encrypted) and makes the first key if none exists. */
    async init(now: Date) {
      for await (const clear of keys.find({ privateJwk: { $exists: true } })) {
        if (!clear.privateJwk) continue;
        await keys.updateOne(
          { _id: clear._id, privateJwk: { $exists: true } },
          {
            $set: {
              sealedKey: seal.seal(JSON.stringify(clear.privateJwk), clear.kid),
              retiredAt: clear.retiredAt ?? null,
            },
            $unset: { privateJwk: '' },
          },
        );
      }
      if (!(await currentDoc())) await keys.insertOne(await newKey(now));
    },

    /** Makes a new signing key and retires the others; forgets keys whose tokens have all expired. */
    async rotate(now: Date) {
      const key = await newKey(now);
      await keys.insertOne(key);
      await keys.updateMany({ _id: { $ne: key._id }, retiredAt: null }, { $set: { retiredAt: now } });
      await keys.deleteMany({ retiredAt: { $lt: new Date(now.getTime() - publishRetiredMs) } });
      return key.kid;
    },

    /** The key to sign with, and every public key a live token may have been signed by. */
    async load(now: Date): Promise<{ signing: SigningKey; published: JWK[] }> {
      const doc = await currentDoc();
      if (!doc?.sealedKey) throw new Error('no signing key: identity stores one on start');
      const privateJwk = JSON.parse(seal.open(doc.sealedKey, doc.kid)) as JWK;
      const privateKey = await importJWK(privateJwk, 'EdDSA');
      if (!(privateKey instanceof CryptoKey)) throw new Error(`signing key ${doc.kid} is not a private key`);
      const published = await keys
        .find(
          { $or: [{ retiredAt: null }, { retiredAt: { $gte: new Date(now.getTime() - publishRetiredMs) } }] },
          { projection: { publicJwk: 1 } },
        )
        .sort({ createdAt: -1 })
        .toArray();
      return {
        signing: { kid: doc.kid, privateKey, publicJwk: doc.publicJwk },
        published: published.map((key) => key.publicJwk),
      };
    },
  };
}
export type KeysRepo = ReturnType<typeof keysRepo>;
