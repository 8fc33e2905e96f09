/**
 * Twenty writes of one learner's progress at once through the learner area's repos, over the kit's
 * client with its normal pool (the writes run on many connections): none is lost or doubled.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { coursesRepo } from './courses.ts';
import { deskStandingRepo } from './desk-standing.ts';
import { offeringsRepo } from './offerings.ts';
import { progressRepo } from './progress.ts';

const database = await testDatabase();
const progress = progressRepo(
  database.db,
  deskStandingRepo(database.db, offeringsRepo(database.db), coursesRepo(database.db)),
);
await progress.init();
const twenty = <T>(write: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: 20 }, (_, i) => write(i)));
const units = Array.from({ length: 20 }, (_, i) => `unit-${i}`);

describe('twenty concurrent writes of one learner’s progress', () => {
  it('marks twenty units completed: all twenty are there, once each', async () => {
    await twenty((i) => progress.complete('learner@example.com', 'bba', units[i]!));
    const { completed } = await progress.find('learner@example.com', 'bba');
    expect([...completed].sort()).toEqual([...units].sort());
  });

  it('marks one unit completed twenty times: it is there once', async () => {
    await twenty(() => progress.complete('learner@example.com', 'arabic', 'unit-1'));
    expect((await progress.find('learner@example.com', 'arabic')).completed).toEqual(['unit-1']);
  });

  it('opens twenty units at once: one position, at one of them', async () => {
    await twenty((i) => progress.open('learner@example.com', 'psychology', units[i]!));
    const positions = database.db.collection('positions');
    expect(await positions.countDocuments({ email: 'learner@example.com', slug: 'psychology' })).toBe(1);
    expect(units).toContain((await progress.find('learner@example.com', 'psychology')).lastUnitId);
  });
});
