import { describe, expect, it } from 'vitest';
import { identityApp, newAccount, TEST_PASSWORD_COST } from '../test-app.ts';
import { hashPassword, PASSWORD_COST, passwordsAt, scryptMemory, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it("uses OWASP's scrypt N=2^14, r=8, p=5 (16 MiB) and stores the parameters with the hash", async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 14, r: 8, p: 5 });
    expect(Math.round(scryptMemory(PASSWORD_COST) / 2 ** 20)).toBe(16);
    const stored = await hashPassword('sabr-and-shukr-2023');
    expect(stored).toMatch(/^scrypt\$16384\$8\$5\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('sabr-and-shukr-2023', stored)).toBe(true);
    expect(await verifyPassword('sabr-and-shukr-2024', stored)).toBe(false);
    expect((await passwordsAt()).needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash made at the old cost, and knows it needs upgrading', async () => {
    const old = await hashPassword('sabr-and-shukr-2023', { N: 2 ** 14, r: 8, p: 1 });
    expect(await verifyPassword('sabr-and-shukr-2023', old)).toBe(true);
    expect((await passwordsAt()).needsRehash(old)).toBe(true);
  });

  it('refuses a stored hash that would need more than 64 MiB, or is malformed, without trying it', async () => {
    expect(await verifyPassword('x', 'scrypt$1048576$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).toBe(false);
  });

  it("hashes new passwords at the service's cost unless the app is given another", async () => {
    const passwords = await passwordsAt();
    expect(await passwords.hash('sabr-and-shukr-2023')).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(passwords.unknownAccountHash).toMatch(/^scrypt\$16384\$8\$5\$/);
    const cheaper = await passwordsAt(TEST_PASSWORD_COST);
    expect(await cheaper.hash('sabr-and-shukr-2023')).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(cheaper.needsRehash(await passwords.hash('sabr-and-shukr-2023'))).toBe(true);
  });

  it("upgrades a hash made at another cost to the app's on the next successful sign-in", async () => {
    const { post, database } = await identityApp();
    const account = newAccount();
    await post('auth/user/signup', account);
    const users = database.db.collection('users');
    const old = await hashPassword(account.password, { N: 2 ** 14, r: 8, p: 1 });
    await users.updateOne({ email: account.email }, { $set: { passwordHash: old } });
    expect((await post('auth/user/login', { email: account.email, password: account.password })).status).toBe(
      200,
    );
    const upgraded = String((await users.findOne({ email: account.email }))?.passwordHash);
    expect(upgraded).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword(account.password, upgraded)).toBe(true);
  });
});
