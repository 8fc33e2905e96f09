/**
 * Helpers for service tests: a fresh database on the FerretDB the test run started, and a local
 * Ed25519 key pair that signs tokens exactly as identity does.
 */
import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { afterAll, inject } from 'vitest';
import { signToken, type TokenClaims } from '../auth.ts';
import { connectDatabase, type Database } from '../mongo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database the services' tests use: MONGODB_URI when it is set, else the embedded one. */
    mongodbUri: string;
    /** Always the embedded FerretDB: the tests of its patches (`dev/ferretdb-*.test.ts`). */
    embeddedDbUri: string;
  }
}

/**
 * A database of its own for one test file, dropped when the file's tests end: on the run's database, or
 * on the embedded FerretDB whatever MONGODB_URI says (`embedded`, for the tests of its patches).
 */
export async function testDatabase({ embedded = false } = {}): Promise<Database> {
  const uri = inject(embedded ? 'embeddedDbUri' : 'mongodbUri');
  const database = await connectDatabase(uri, `test_${randomUUID().slice(0, 8)}`);
  afterAll(async () => {
    await database.db.dropDatabase().catch(() => {});
    await database.close();
  });
  return database;
}

export async function testKeys() {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'EdDSA', use: 'sig' };
  const keys = createLocalJWKSet({ keys: [jwk] });
  const sign = (user: Partial<TokenClaims> & { id: string }, expiresIn: string | number = '1h') =>
    signToken(
      privateKey,
      {
        email: `${user.id}@example.com`,
        firstName: 'Test',
        lastName: 'User',
        mobileNumber: '9876543210',
        session: { id: randomUUID(), startedAt: Math.floor(Date.now() / 1000) },
        ...user,
      },
      { kid: 'test', expiresIn },
    );
  return { keys, sign, jwk, privateKey };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const jsonHeaders = { 'content-type': 'application/json' };
