import { silentLogger } from '@aspire/service-kit';
import { bearer, testDatabase } from '@aspire/service-kit/testing/fixtures';
import { decodeProtectedHeader, exportJWK, generateKeyPair, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEV_KEY_SECRET, KeySecretMismatchError, keySeal, type SealedKey } from '../lib/key-seal.ts';
import { RETIRED_KEY_PUBLISHED_MS } from '../lib/tokens.ts';
import { identityApp, json } from '../test-app.ts';
import { keysRepo } from './keys.ts';

/** A key document as stored before keys were encrypted, and after. */
type StoredKey = {
  _id: string;
  kid: string;
  privateJwk?: JWK;
  publicJwk: JWK;
  sealedKey?: SealedKey;
  createdAt: Date;
};

const SECRET = 'a-test-secret-that-is-long-enough-for-production-1';
let clock = Date.now();
const now = () => new Date(clock);
const jwksOf = async (app: { request: (path: string) => Response | Promise<Response> }) =>
  ((await (await app.request('/api/identity/.well-known/jwks.json')).json()) as { keys: JWK[] }).keys;

describe('signing keys', () => {
  it('stores the private key only encrypted with IDENTITY_KEY_SECRET', async () => {
    const { database } = await identityApp({ keySecret: SECRET });
    const [stored] = await database.db.collection('keys').find().toArray();
    expect(stored).toMatchObject({ sealedKey: { alg: 'A256GCM' }, retiredAt: null });
    expect(stored).not.toHaveProperty('privateJwk');
    const privateJwk = JSON.parse(keySeal(SECRET).open(stored?.sealedKey, String(stored?.kid))) as JWK;
    expect(privateJwk.d).toBeTruthy();
    expect(JSON.stringify(stored)).not.toContain(String(privateJwk.d));
  });

  it('refuses to start with another secret than the one the key was stored with', async () => {
    const { database } = await identityApp({ keySecret: SECRET });
    await expect(
      buildApp({ database, logger: silentLogger, keySecret: `${SECRET}-other` }),
    ).rejects.toBeInstanceOf(KeySecretMismatchError);
  });

  it('encrypts a key stored in clear before (migration), and its tokens keep working', async () => {
    const database = await testDatabase();
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const usage = { kid: 'legacy-key', alg: 'EdDSA', use: 'sig' };
    const keys = database.db.collection<StoredKey>('keys');
    await keys.insertOne({
      _id: 'signing',
      kid: 'legacy-key',
      privateJwk: { ...(await exportJWK(privateKey)), ...usage },
      publicJwk: { ...(await exportJWK(publicKey)), ...usage },
      createdAt: new Date(),
    });
    const app = await buildApp({ database, logger: silentLogger });
    const stored = await keys.findOne({ _id: 'signing' });
    expect(stored).not.toHaveProperty('privateJwk');
    expect(stored?.sealedKey).toMatchObject({ alg: 'A256GCM' });
    expect((await jwksOf(app)).map((key) => key.kid)).toEqual(['legacy-key']);
    // Still the signing key, opened with the development secret.
    expect(stored?.sealedKey && keySeal(DEV_KEY_SECRET).open(stored.sealedKey, 'legacy-key')).toContain(
      '"d"',
    );
  });

  it('rotates: new tokens use the new key, the JWKS publishes old and new until old tokens expired', async () => {
    const site = await identityApp({ keySecret: SECRET, keyRefreshMs: 0, now });
    const before = await site.signedIn();
    const oldKid = decodeProtectedHeader(before.token).kid;
    clock += 60_000;

    const newKid = await keysRepo(site.database.db, keySeal(SECRET), RETIRED_KEY_PUBLISHED_MS).rotate(now());
    expect(newKid).not.toBe(oldKid);
    expect((await jwksOf(site.app)).map((key) => key.kid).sort()).toEqual([newKid, oldKid].sort());
    // A token signed before the rotation still works; a new sign-in is signed with the new key.
    expect((await site.get('me', bearer(before.token))).status).toBe(200);
    const after = await site.signedIn();
    expect(decodeProtectedHeader(after.token).kid).toBe(newKid);
    expect((await site.get('me', bearer(after.token))).status).toBe(200);
    expect((await json(await site.post('token/refresh', {}, bearer(before.token)))).success).toBe(true);

    clock += RETIRED_KEY_PUBLISHED_MS + 1000;
    expect((await jwksOf(site.app)).map((key) => key.kid)).toEqual([newKid]);
    // The next rotation forgets the key nobody can hold a live token of any more.
    await keysRepo(site.database.db, keySeal(SECRET), RETIRED_KEY_PUBLISHED_MS).rotate(now());
    expect(await site.database.db.collection('keys').countDocuments({ kid: oldKid })).toBe(0);
  });
});
