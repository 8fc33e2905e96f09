import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { followTokenVersions, verifyToken } from './auth.ts';
import { testKeys } from './testing/fixtures.ts';

const { keys, sign, privateKey } = await testKeys();
let versions: Record<string, number> = {};
const server = createServer((_, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ success: true, data: versions }));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
afterAll(() => server.close());

describe('token versions', () => {
  it('refuses a token older than the version identity publishes for its user, and only that user', async () => {
    const { signToken } = await import('./auth.ts');
    const old = await signToken(
      privateKey,
      { id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', mobileNumber: '', tokenVersion: 0 },
      { kid: 'test', expiresIn: '1h' },
    );
    const other = await sign({ id: 'u2' });
    versions = { u1: 1 };
    const feed = followTokenVersions(`http://127.0.0.1:${port}/token-versions.json`, 50);
    try {
      await expect.poll(() => feed.current('u1')).toBe(1);
      await expect(verifyToken(old, keys)).rejects.toMatchObject({ status: 401, message: 'jwt expired' });
      await expect(verifyToken(other, keys)).resolves.toMatchObject({ id: 'u2' });
      const renewed = await signToken(
        privateKey,
        { id: 'u1', email: 'a@b.c', firstName: 'A', lastName: 'B', mobileNumber: '', tokenVersion: 1 },
        { kid: 'test', expiresIn: '1h' },
      );
      await expect(verifyToken(renewed, keys)).resolves.toMatchObject({ id: 'u1' });
    } finally {
      feed.stop();
    }
  });
});
