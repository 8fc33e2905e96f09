/**
 * The info service seeds the college's content at every start. Several instances may
 * start at once on one database: twenty seedings at once, over the kit's client with its normal pool,
 * leave every document once, and reads during them answer.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { infoRepo } from './info.ts';

const database = await testDatabase();
const now = () => new Date('2026-03-10T06:00:00Z');

describe('twenty instances seeding at once', () => {
  it('store each event, post and person once', async () => {
    const alone = await testDatabase();
    await infoRepo(alone.db, { now }).prepare();
    const repo = infoRepo(database.db, { now });
    const reads: Promise<unknown>[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        reads.push(repo.listPosts());
        await repo.prepare();
      }),
    );
    await Promise.all(reads);
    for (const name of ['events', 'posts', 'gallery', 'alumni', 'faculty', 'testimonials']) {
      const expected = await alone.db.collection(name).countDocuments();
      expect(expected).toBeGreaterThan(0);
      expect(await database.db.collection(name).countDocuments()).toBe(expected);
    }
    expect((await repo.listEvents('all', '2026-03-10')).length).toBe(
      await alone.db.collection('events').countDocuments(),
    );
  });
});
