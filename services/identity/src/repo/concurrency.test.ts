/**
 * Twenty writes of one document at once through identity's repos, over the kit's client with its
 * normal pool (the writes run on many connections): the database applies each atomically.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { loginAttemptsRepo } from './login-attempts.ts';
import { usersRepo } from './users.ts';

const database = await testDatabase();
const attempts = loginAttemptsRepo(database.db);
const users = usersRepo(database.db);
const now = new Date();
await attempts.init(now);
await users.init();
const twenty = <T>(write: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 20 }, (_, i) => write(i)));

describe('twenty concurrent writes of one document', () => {
  it('counts twenty sign-in attempts on one account as twenty', async () => {
    const claims = await twenty(() => attempts.claim('acct:twenty@example.com', 100, 15 * 60_000, now));
    const counts = claims.map((claim) => (claim.admitted ? claim.count : 0)).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('admits no more than the limit of twenty attempts at once', async () => {
    const claims = await twenty(() => attempts.claim('acct:limited@example.com', 5, 15 * 60_000, now));
    expect(claims.filter((claim) => claim.admitted)).toHaveLength(5);
  });

  it('ends sessions twenty times: the token version moves by twenty', async () => {
    const user = await users.create({
      email: 'sessions@example.com',
      firstName: 'Twenty',
      lastName: 'Sessions',
      mobileNumber: '9876543210',
      passwordHash: 'not-a-real-hash',
    });
    await twenty(() => users.bumpTokenVersion(user._id));
    expect((await users.findById(user._id.toHexString()))?.tokenVersion).toBe(20);
  });

  it('makes one account of twenty sign-ups with one address', async () => {
    const made = await twenty((i) =>
      users.insertIfMissing({
        email: 'Same.Person@example.com',
        firstName: `Try ${i}`,
        lastName: 'Same',
        mobileNumber: '9876543210',
        passwordHash: 'not-a-real-hash',
      }),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(await database.db.collection('users').countDocuments({ email: 'same.person@example.com' })).toBe(
      1,
    );
    expect(ObjectId.isValid(String((await users.findByEmail('same.person@example.com'))?._id))).toBe(true);
  });
});
