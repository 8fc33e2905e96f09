import { describe, expect, it } from 'vitest';
import { testApp } from '../test-app.ts';
import { infoRepo } from './info.ts';

const { database, clock, get } = await testApp(new Date('2026-03-10T06:00:00Z'));

describe('seeding', () => {
  it('is idempotent and never overwrites what the college changed', async () => {
    const events = database.db.collection<{ _id: string; eventName: string }>('events');
    const before = await events.countDocuments();
    await events.updateOne(
      { _id: 'peace-expo-chennai' },
      { $set: { eventName: 'Peace Expo Chennai (renamed)' } },
    );
    // a later start loads the content files again
    await infoRepo(database.db, clock).prepare();
    expect(await events.countDocuments()).toBe(before);
    const { body } = await get('event/peace-expo-chennai');
    expect(body.data).toMatchObject({
      eventName: 'Peace Expo Chennai (renamed)',
      date: { start: '2027-10-09' },
    });
    expect(await database.db.collection('gallery').countDocuments()).toBe(17);
  });

  it('restores a deleted seed document on the next start', async () => {
    await database.db.collection<{ _id: string }>('alumni').deleteOne({ _id: 'yusuf-ali' });
    await infoRepo(database.db, clock).prepare();
    expect(await database.db.collection('alumni').countDocuments()).toBe(11);
  });
});
