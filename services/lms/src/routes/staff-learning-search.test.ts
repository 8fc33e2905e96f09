/**
 * The enrolments desk's search on a course of 1,300 learners, on the real database: whether it reads the
 * enrolments with one of the search's words, or the list in its order (every word too common), it finds
 * exactly what the start of a word of the name or e-mail matches, in the list's order, page after page,
 * an old name's words left behind or not.
 */
import { courseEnrolmentListSchema } from '@aspire/contracts/learning-desk';
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { type CommandSucceededEvent, MongoClient, ObjectId } from 'mongodb';
import { beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { searchTermsOf } from '../lib/desk-standing.ts';
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
    const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
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
// The same service reading the list for any term more than 120 learners share.
const few = await lmsTestApp({ database, demoAccounts: false, searchCandidates: 120 });
// And trying a search's next term when more than 500 share one ("example" of every address).
const some = await lmsTestApp({ database, demoAccounts: false, searchCandidates: 500 });
const WORDS = 'enrolment_list_words';

/** Every row the search answers, page after page. */
async function searched(query: string, app = t) {
  const learning = await app.staff('learning');
  const ids: string[] = [];
  let after = '';
  for (;;) {
    const { status, body } = await app.json(
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

const SEARCHES = [
  'zain',
  'zainy',
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
  'mail.example.in',
  'abdul rahman',
  'zainab qureshi',
  'zainab  qureshi',
  'khan ',
  'example.com zz',
];

describe("the desk's search on a course of 1,300", () => {
  let everyone: string[] = [];
  beforeAll(async () => {
    everyone = await searched('');
    expect(everyone).toHaveLength(1_300);
    // A keep interrupted after a rename leaves the old name's words under the old list key: one sorted
    // first ("aaron zain…") for a learner now called otherwise, one of a Zainab sorted elsewhere.
    const words = database.db.collection(WORDS);
    const [nur, zainab] = await Promise.all(
      // The Zainab last in the list: her old key's entry comes in an earlier read than her own.
      ['nur', 'zainab'].map((name) =>
        words.findOne({ courseId: COURSE, word: name }, { sort: { listKey: -1 } }),
      ),
    );
    for (const [learner, oldKey] of [
      [nur, '\u0000aaron zainy'],
      [zainab, 'yusuf zainab'],
    ] as const)
      await words.insertOne({
        ...learner,
        _id: `zainy ${oldKey}`,
        word: 'zainy',
        listKey: oldKey,
      } as never);
  });

  it.each([
    ['the first term few share', t],
    ['the list read, every term too common', few],
    ['the next term, the first too common', some],
  ])(
    'finds what the start of a word of the name or e-mail matches, in the list order: %s',
    async (_, app) => {
      const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const unmatched: string[] = [];
      for (const q of SEARCHES) {
        const words = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(q)}`, 'iu');
        const expected = everyone.filter((row) => words.test(row.split(' ').slice(1).join(' ')));
        expect(await searched(`q=${encodeURIComponent(q)}`, app), q).toEqual(expected);
        if (expected.length === 0) unmatched.push(q);
      }
      // The data gives every other search something to find. A search starts at the start of a word
      // (".in" does not), and an accent counts as the other desks count it ("alv" is not "Álv").
      expect(unmatched).toEqual(['zainy', 'alv', '.in', '@mail', 'zz', 'zainab  qureshi', 'example.com zz']);
    },
  );

  it('reads the few with one of its terms, trying the next when one is common, else the list', async () => {
    const standing = deskStandingRepo(database.db, offeringsRepo(database.db), coursesRepo(database.db), {
      searchCandidates: 200,
    });
    const alvaros = await standing.withSearchTerms(COURSE, searchTermsOf('alvaro'));
    expect(alvaros).toHaveLength(163);
    const keys = alvaros?.map(({ listKey }) => listKey) ?? [];
    expect(keys).toEqual(keys.toSorted());
    const after = keys[100] ?? '';
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('alvaro'), after)).toEqual(
      alvaros?.slice(101),
    );
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('zz'))).toEqual([]);
    // "ex" starts a word of everyone's address (example.com, mail.example.in): the list is read.
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('ex'))).toBeNull();
    // "example" is a whole word of everyone's address too, but the search's "ayesha" only a few learners'.
    const ayeshas = await standing.withSearchTerms(COURSE, searchTermsOf('example ayesha'));
    expect(ayeshas).toEqual(await standing.withSearchTerms(COURSE, searchTermsOf('ayesha')));
    expect(ayeshas?.length).toBeGreaterThan(100);
    // A glance at every term (20 entries each here) finds the rare one, whichever comes first.
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('ayesha zz'))).toEqual([]);
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('ayesha.129'))).toHaveLength(11);
    // Every term common: the list.
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('example.ex'))).toBeNull();
    // While the course is being kept again (its record of what it was kept for not yet written), some
    // of its words may be missing: the list is read.
    await database.db
      .collection('course_numbers')
      .updateOne({ _id: COURSE as never }, { $unset: { basis: '' } });
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('alvaro'))).toBeNull();
    await standing.reconcile([COURSE]);
    expect(await standing.withSearchTerms(COURSE, searchTermsOf('alvaro'))).toHaveLength(163);
  });

  it("reads no more than twice the rarest term's entries and a glance, whichever term comes first", async () => {
    // Every entry the database answers the search's reads with, as they reach the repo.
    const client = new MongoClient(inject('mongodbUri'), { monitorCommands: true });
    onTestFinished(() => client.close());
    let answered = 0;
    client.on('commandSucceeded', ({ commandName, reply }: CommandSucceededEvent) => {
      const { cursor } = reply as { cursor?: { firstBatch?: unknown[]; nextBatch?: unknown[] } };
      const batch = cursor?.firstBatch ?? cursor?.nextBatch;
      if ((commandName === 'find' || commandName === 'getMore') && batch) answered += batch.length;
    });
    const standing = deskStandingRepo(
      client.db(database.db.databaseName),
      offeringsRepo(database.db),
      coursesRepo(database.db),
      { searchCandidates: 1_000 },
    );
    // 163 Ayeshas, and 1,300 learners with "example" in their address: more than a glance (100) each.
    const ayeshas = await standing.withSearchTerms(COURSE, searchTermsOf('ayesha'));
    expect(ayeshas).toHaveLength(163);
    for (const q of ['example ayesha', 'ayesha example']) {
      answered = 0;
      expect(await standing.withSearchTerms(COURSE, searchTermsOf(q)), q).toEqual(ayeshas);
      expect(answered, q).toBeLessThanOrEqual(2 * 163 + 100);
    }
  });
});
