import { courseSchema } from '@aspire/contracts/catalog';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';
import { rekeyCourses } from './courses-rekey.ts';

describe('the courses’ move to their ids as keys', () => {
  it('keeps every field staff changed, finishes a move stopped halfway, and is done once', async () => {
    const database = await testDatabase();
    const legacy = database.db.collection('courses');
    // As stored before the editor: generated keys, a unique index on the id, one course changed by staff.
    await legacy.createIndex({ id: 1 }, { unique: true });
    await legacy.insertMany(
      SEED_COURSES.map((course) =>
        course.id === 3 ? { ...course, title: 'Master in Islamic Studies (two years)' } : { ...course },
      ),
    );
    // A start that stopped halfway: course 4 already copied under its new key, the old one still there.
    await legacy.dropIndex('id_1');
    await legacy.insertOne({ ...SEED_COURSES[3], _id: '4' as never, order: 4 });

    const { call } = await testApp({ database });
    expect(await legacy.countDocuments()).toBe(18);
    expect(await legacy.countDocuments({ _id: { $type: 'objectId' } })).toBe(0);
    expect((await legacy.findOne({ _id: '3' as never }))?.order).toBe(3);
    expect(courseSchema.parse((await call('GET', 'courses/3')).data).title).toBe(
      'Master in Islamic Studies (two years)',
    );
    expect(await rekeyCourses(database.db)).toBe(0);
  });

  it('does nothing on a database without courses', async () => {
    const database = await testDatabase();
    expect(await rekeyCourses(database.db)).toBe(0);
  });
});
