import { courseSummaryListSchema } from '@aspire/contracts/catalog';
import { courseEditorSchema, courseRevisionListSchema } from '@aspire/contracts/course-desk';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { SEED_COURSES } from '../seed/courses.ts';
import { testApp } from '../test-app.ts';
import { categoriseCourses } from './courses-categories.ts';

/** A course as stored before it named its tab. */
const uncategorised = (id: number) => {
  const { category: _category, ...course } = SEED_COURSES.find((seed) => seed.id === id)!;
  return course;
};

describe('the courses’ categories, from the table the contracts used to hold', () => {
  it('are set on stored courses, their drafts and revisions, once', async () => {
    const database = await testDatabase();
    const courses = database.db.collection<Record<string, unknown> & { _id: string }>('courses');
    await courses.insertMany(
      SEED_COURSES.map(({ id }) => ({ ...uncategorised(id), _id: String(id), order: id })),
    );
    // Course 13 edited before: a draft and a revision, neither with a category.
    const draft = { ...uncategorised(13), title: 'Online Islamic Studies' };
    await courses.updateOne(
      { _id: '13' },
      {
        $set: {
          editorial: {
            state: 'published',
            visible: true,
            draft,
            publishAt: null,
            version: 1,
            updatedAt: new Date(),
            updatedBy: 'Salma Begum',
          },
        },
      },
    );
    await database.db.collection<Record<string, unknown> & { _id: string }>('courses_revisions').insertOne({
      _id: '13#1',
      item: '13',
      version: 1,
      action: 'saved',
      at: new Date(),
      by: 'Salma Begum',
      fields: draft,
    });

    const { call, staffToken } = await testApp({ database });
    const ids = async (category: string) =>
      courseSummaryListSchema
        .parse((await call('GET', `courses?category=${category}`)).data)
        .map((c) => c.id);
    expect(await ids('on-campus')).toEqual([1, 2, 3, 4, 17]);
    expect(await ids('diploma')).toEqual([5, 6, 7, 12]);
    expect(await ids('online')).toEqual([13, 14, 15, 16, 18]);
    expect(await ids('free')).toEqual([8, 9, 10, 11]);

    const editor = await staffToken(['content']);
    const opened = courseEditorSchema.parse((await call('GET', 'staff/courses/13', { token: editor })).data);
    expect(opened.fields).toMatchObject({ title: 'Online Islamic Studies', category: 'online' });
    const revisions = await call('GET', 'staff/courses/13/revisions', { token: editor });
    expect(courseRevisionListSchema.parse(revisions.data)[0]?.fields.category).toBe('online');

    expect(await categoriseCourses(database.db)).toBe(0);
    expect(await courses.countDocuments({ category: { $exists: false } })).toBe(0);
  });

  it('leave a course that names its own tab as it is', async () => {
    const database = await testDatabase();
    const courses = database.db.collection<Record<string, unknown> & { _id: string }>('courses');
    await courses.insertOne({ ...uncategorised(1), category: 'free', _id: '1', order: 1 });
    expect(await categoriseCourses(database.db)).toBe(0);
    expect((await courses.findOne({ _id: '1' }))?.category).toBe('free');
  });
});
