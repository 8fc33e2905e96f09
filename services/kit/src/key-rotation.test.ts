import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { remoteKeys, signToken, verifyToken } from './auth.ts';

/** A key pair as identity makes one, and a token signed with it. */
async function identityKey(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const token = () =>
    signToken(
      privateKey,
      {
        id: 'u1',
        email: 'u1@example.com',
        firstName: 'Amina',
        lastName: 'K',
        mobileNumber: '9876543210',
        session: { id: randomUUID(), startedAt: Math.floor(Date.now() / 1000) },
      },
      { kid, expiresIn: '15m' },
    );
  return { jwk, token };
}

const published: JWK[] = [];
const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ keys: published }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
afterAll(() => server.close());

describe('a rotated signing key', () => {
  it('is accepted by a service that fetched the key set moments before (no visitor is signed out)', async () => {
    const before = await identityKey('before');
    published.push(before.jwk);
    const keys = remoteKeys(`http://127.0.0.1:${port}/api/identity/.well-known/jwks.json`);
    await expect(verifyToken(await before.token(), keys)).resolves.toMatchObject({ id: 'u1' });

    const after = await identityKey('after');
    published.unshift(after.jwk);
    await expect(verifyToken(await after.token(), keys)).resolves.toMatchObject({ id: 'u1' });
    await expect(verifyToken(await before.token(), keys)).resolves.toMatchObject({ id: 'u1' });
  });
});
