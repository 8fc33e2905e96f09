/**
 * The enrolments desk's search on a course of 1,300 learners, on the real database: whether it reads the
 * few enrolments with a word starting with the search's first word, or the list in its order (a word
 * too common), it finds exactly what the start of a word of the name or e-mail matches, in the list's
 * order, page after page.
 */
import { courseEnrolmentListSchema } from '@aspire/contracts/learning-desk';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { coursesRepo } from '../repo/courses.ts';
import { deskStandingRepo } from '../repo/desk-standing.ts';
import { offeringsRepo } from '../repo/offerings.ts';
import { lmsTestApp } from '../test-app.ts';

const COURSE = 3;
const FIRST = ['Zainab', 'Ayesha', 'Álvaro', 'Mohammed', 'Fatima', 'Imran', 'Aarav', 'Nur'];
const LAST = ['Qureshi', 'Khan', 'Ali', "O'Brien", 'Abdul Rahman', 'Syed', 'Iyer'];

// Stored before the desk kept standings (as a college's database upgraded to it): the service keeps
// them, and their search words, when it starts.
const database = await testDatabase();
await database.db.collection('enrolments').insertMany(
  Array.from({ length: 1_300 }, (_, i) => {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`;
    return {
      _id: new ObjectId(),
      email: `${name.split(' ')[0]?.toLowerCase()}.${i}@${i % 3 ? 'example.com' : 'mail.example.in'}`,
      name: i === 7 ? undefined : name,
      courseId: COURSE,
      startDate: '2026-07-01',
      endDate: '2028-07-01',
      state: i % 5 ? 'active' : 'invited',
      createdAt: new Date(),
    };
  }),
);
const t = await lmsTestApp({ database, demoAccounts: false });
const learning = await t.staff('learning');

/** Every row the search answers, page after page. */
async function searched(query: string) {
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const { status, body } = await t.json(
      `/staff/learning/courses/${COURSE}/enrolments?limit=100&${query}${after && `&after=${after}`}`,
      { headers: learning },
    );
    expect(status, query).toBe(200);
    const page = courseEnrolmentListSchema.parse(body.data);
    ids.push(...page.rows.map((row) => `${row.id} ${row.name} ${row.email}`));
    if (!page.next) return ids;
    after = page.next;
  }
}

describe("the desk's search on a course of 1,300", () => {
  it('finds what the start of a word of the name or e-mail matches, in the list order', async () => {
    const everyone = await searched('');
    expect(everyone).toHaveLength(1_300);
    const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const q of [
      'zain',
      'QUR',
      'álv',
      'alv',
      'brien',
      "o'b",
      'abdul rah',
      'rahman',
      'a',
      'ali',
      '.in',
      '@mail',
      'iyer',
      'zz',
      '7',
      'nur.1',
      'ex',
      'example.in',
    ]) {
      const words = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'iu');
      const expected = everyone.filter((row) => words.test(row.split(' ').slice(1).join(' ')));
      expect(await searched(`q=${encodeURIComponent(q)}`), q).toEqual(expected);
    }
  });

  it('reads the few with a word starting with a rare first word, and the list for a common one', async () => {
    const standing = deskStandingRepo(database.db, offeringsRepo(database.db), coursesRepo(database.db));
    expect(await standing.withWordStarting(COURSE, 'alvaro')).toHaveLength(163);
    expect(await standing.withWordStarting(COURSE, 'zz')).toEqual([]);
    // "ex" starts a word of everyone's address (example.com, mail.example.in): the list is read.
    expect(await standing.withWordStarting(COURSE, 'ex')).toBeNull();
    // While the course is being kept again (its record of what it was kept for not yet written), some
    // of its words may be missing: the list is read.
    await database.db
      .collection('course_numbers')
      .updateOne({ _id: COURSE as never }, { $unset: { basis: '' } });
    expect(await standing.withWordStarting(COURSE, 'alvaro')).toBeNull();
    await standing.reconcile([COURSE]);
    expect(await standing.withWordStarting(COURSE, 'alvaro')).toHaveLength(163);
  });
});
