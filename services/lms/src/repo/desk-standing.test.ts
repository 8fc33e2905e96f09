/**
 * The desk's kept standings and numbers against the facts they are kept from, on the real database: a
 * day's worth of enrolments, claims, completions and undos (many at once), certificates issued, revoked
 * and reissued, withdrawals, enrolments again, an erasure and a course changed, then every enrolment's
 * kept standing and every course's numbers are counted afresh from the completions, certificates and
 * courses, here, and compared.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { queryPlan } from '@aspire/service-kit/testing/query-plan';
import { type CommandStartedEvent, type Document, MongoClient, ObjectId } from 'mongodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type CourseCounts, noCounts } from '../lib/desk-standing.ts';
import type { Learner } from '../lib/learner.ts';
import { certificatesRepo } from './certificates.ts';
import { coursesRepo, unitIds } from './courses.ts';
import { deskStandingRepo } from './desk-standing.ts';
import { type Enrolment, enrolmentsRepo } from './enrolments.ts';
import { offeringsRepo } from './offerings.ts';
import { progressRepo } from './progress.ts';

const database = await testDatabase();
const { db } = database;
const offerings = offeringsRepo(db);
const courses = coursesRepo(db);
const standing = deskStandingRepo(db, offerings, courses);
const enrolments = enrolmentsRepo(db, offerings, standing);
const progress = progressRepo(db, standing);
const certificates = certificatesRepo(db, standing);
await Promise.all([offerings.init(), courses.init(), standing.init(), progress.init(), certificates.init()]);
await Promise.all([offerings.seed(), courses.seed()]);
await enrolments.init();
await standing.reconcile();

const staff = { id: 'staff-1', name: 'Fatima Noor', email: 'fatima@aspirecollege.in' };
const period = { startDate: '2026-07-01', endDate: '2027-07-01' };
/** The Master's asks for a sign-off; courses 6 and 7 are twins of one content; 5 is short. */
const COURSES = [15, 6, 7, 5];

/** A fixed sequence of draws, so a failure can be run again exactly. */
function draws(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % below;
  };
}

/** Every enrolment's standing and every course's numbers, counted afresh from the facts. */
async function countedAfresh() {
  const content = new Map(
    (await db.collection('courses').find({}).toArray()).map((course) => [
      course.slug as string,
      unitIds(course as never),
    ]),
  );
  const taught = new Map((await offerings.list()).map((offering) => [offering._id, offering]));
  const done = await db.collection('completions').find({}).toArray();
  const issued = new Map(
    (await db.collection('certificates').find({}).toArray()).map((c) => [
      c.enrolmentId.toHexString(),
      c.revokedOn ? 'revoked' : 'valid',
    ]),
  );
  const numbers = new Map<number, CourseCounts>();
  const standings = new Map<string, object>();
  for (const enrolment of await db.collection<Enrolment>('enrolments').find({}).toArray()) {
    const offering = taught.get(enrolment.courseId);
    if (!offering) continue;
    const units = content.get(offering.slug) ?? [];
    const mine = done.filter((d) => d.email === enrolment.email && d.slug === offering.slug);
    const completedUnits = mine.filter((d) => units.includes(d.unitId)).length;
    const complete = units.length > 0 && completedUnits === units.length;
    const certificate = issued.get(enrolment._id.toHexString());
    const awaitingSignOff = complete && offering.requiresSignOff && !certificate;
    const last = Math.max(...mine.map((d) => d.completedAt.getTime()));
    standings.set(enrolment._id.toHexString(), {
      completedUnits,
      units: units.length,
      stage: complete ? 'complete' : completedUnits ? 'in-progress' : 'not-started',
      awaitingSignOff,
      lastActivityAt: mine.length ? new Date(last) : null,
    });
    const course = numbers.get(enrolment.courseId) ?? noCounts();
    if (enrolment.state !== 'withdrawn') {
      course.enrolled += 1;
      if (enrolment.state === 'invited') course.invited += 1;
      if (complete) course.completed += 1;
      if (certificate === 'valid') course.certified += 1;
      if (awaitingSignOff) course.awaitingSignOff += 1;
    }
    numbers.set(enrolment.courseId, course);
  }
  return { numbers, standings };
}

async function expectKeptAsCounted() {
  const { numbers, standings } = await countedAfresh();
  // Every keep begun has ended.
  expect(await db.collection('course_numbers').countDocuments({ keeping: { $exists: true, $ne: 0 } })).toBe(
    0,
  );
  // Every change's keep has been made.
  expect(await db.collection('enrolments').countDocuments({ keepOwedAt: { $exists: true } })).toBe(0);
  const kept = await db.collection<Enrolment>('enrolments').find({}).toArray();
  expect(kept.length).toBeGreaterThan(0);
  for (const enrolment of kept)
    expect(
      {
        completedUnits: enrolment.completedUnits,
        units: enrolment.units,
        stage: enrolment.stage,
        awaitingSignOff: enrolment.awaitingSignOff,
        lastActivityAt: enrolment.lastActivityAt,
      },
      enrolment.email,
    ).toEqual(standings.get(enrolment._id.toHexString()));
  const keptNumbers = await standing.numbersOf([...numbers.keys()]);
  expect(Object.fromEntries(keptNumbers)).toEqual(Object.fromEntries(numbers));
}

describe("the desk's kept standings and numbers", () => {
  const draw = draws(2026);
  const learners: Learner[] = Array.from({ length: 24 }, (_, i) => ({
    id: `learner-${i}`,
    email: `learner${i}@example.com`,
    emailVerified: true,
  }));
  const slugOf = async (courseId: number) => ((await offerings.find(courseId))?.slug as string) ?? '';
  const unitsOf = async (courseId: number) =>
    (await courses.unitIdsBySlug()).get(await slugOf(courseId)) ?? [];

  it('are what the facts give after a day of changes, many at once', async () => {
    // Everyone enrolled in one or two courses, all at once; most sign in (claiming their invitations).
    await Promise.all(
      learners.flatMap((learner, i) =>
        [COURSES[i % 4], COURSES[(i + 1 + draw(3)) % 4]].map((courseId) =>
          enrolments.enrol({
            email: learner.email,
            courseId: courseId as number,
            name: `Learner ${i}`,
            ...period,
          }),
        ),
      ),
    );
    await Promise.all(learners.filter((_, i) => i % 5 !== 0).map((learner) => enrolments.listFor(learner)));
    // Units completed from several tabs at once, some twice, some undone: what each learner does is
    // drawn first, so the run does the same whatever the order the writes finish in.
    const plans = [];
    for (const learner of learners)
      for (const enrolment of await enrolments.listFor(learner)) {
        const units = await unitsOf(enrolment.courseId);
        const upTo = draw(3) === 0 ? units.length : draw(units.length + 1);
        const twice = units.slice(0, upTo).filter(() => draw(4) === 0);
        const undone = upTo > 0 && draw(3) === 0 ? units[upTo - 1] : undefined;
        plans.push({
          learner,
          slug: enrolment.offering.slug,
          done: [...units.slice(0, upTo), ...twice],
          undone,
        });
      }
    await Promise.all(
      plans.map(async ({ learner, slug, done, undone }) => {
        await Promise.all(done.map((unit) => progress.complete(learner.email, slug, unit)));
        if (undone) await progress.undo(learner.email, slug, undone);
      }),
    );
    await expectKeptAsCounted();

    // Certificates for the complete, some revoked and one of those reissued; withdrawals and returns.
    const complete = await db.collection<Enrolment>('enrolments').find({ stage: 'complete' }).toArray();
    expect(complete.length).toBeGreaterThan(3);
    const issued = await Promise.all(
      complete.slice(1).map((enrolment) =>
        certificates.issue({
          enrolmentId: enrolment._id,
          email: enrolment.email,
          name: enrolment.name ?? enrolment.email,
          courseId: enrolment.courseId,
          courseTitle: `Course ${enrolment.courseId}`,
          slug: 'any',
        }),
      ),
    );
    await Promise.all(
      issued
        .slice(0, 3)
        .map(({ certificate }) => certificates.revoke(certificate._id, 'Issued in error', staff)),
    );
    await certificates.reissue((issued[0]?.certificate._id as string) ?? '', undefined);
    const all = await db.collection<Enrolment>('enrolments').find({}).sort({ _id: 1 }).toArray();
    await Promise.all(
      all.filter((_, i) => i % 6 === 1).map((e) => enrolments.withdraw(e._id, staff, 'Left')),
    );
    await Promise.all(
      all
        .filter((_, i) => i % 12 === 1)
        .map((e) => enrolments.enrol({ email: e.email, courseId: e.courseId, ...period })),
    );
    await expectKeptAsCounted();

    // A learner erased: their progress forgotten, their enrolments anonymised.
    const gone = learners[3] as Learner;
    const theirs = await enrolments.ofPerson(gone.id, gone.email);
    await progress.forget(
      await Promise.all(theirs.map(async (e) => ({ email: e.email, slug: await slugOf(e.courseId) }))),
    );
    for (const enrolment of theirs) await enrolments.erase(enrolment);
    // A course that asks for a sign-off from now, and one that opens other content.
    const five = await offerings.find(5);
    await offerings.update(5, { ...(five as NonNullable<typeof five>), requiresSignOff: true });
    const six = await offerings.find(6);
    await offerings.update(6, { ...(six as NonNullable<typeof six>), slug: 'bsc-psychology' });
    await standing.reconcile([5, 6]);
    await expectKeptAsCounted();
  });

  it('keeps a whole course again, a batch at a time, when enrolments were stored without a standing', async () => {
    // As a database from before the desk kept standings: 1,200 enrolments of course 4 with none, some
    // with progress and a certificate.
    const units = await unitsOf(4);
    const slug = await slugOf(4);
    const plain = Array.from({ length: 1_200 }, (_, i) => ({
      _id: new ObjectId(),
      email: `stored${i}@example.com`,
      name: `Stored ${i}`,
      courseId: 4,
      ...period,
      state: i % 3 === 0 ? ('invited' as const) : ('active' as const),
      createdAt: new Date(),
    }));
    await db.collection('enrolments').insertMany(plain);
    await db
      .collection('completions')
      .insertMany(
        plain.flatMap(({ email }, i) =>
          units
            .slice(0, i % (units.length + 1))
            .map((unitId) => ({ email, slug, unitId, completedAt: new Date() })),
        ),
      );
    await db.collection<{ _id: string }>('certificates').insertMany(
      plain.slice(0, 40).map(({ _id, email }, i) => ({
        _id: `STORED-${i}`,
        enrolmentId: _id,
        email,
        revokedOn: i % 4 ? null : '2026-11-01',
      })),
    );
    await db.collection('course_numbers').updateOne({ _id: 4 as never }, { $unset: { basis: '' } });
    await standing.reconcile([4]);
    await expectKeptAsCounted();
    const [four] = await standing.numbersOf([4]).then((numbers) => [...numbers.values()]);
    expect(four?.enrolled).toBe(1_200);
  });

  it('ends at the course as it stands when it is saved again while its learners are kept again', async () => {
    // Course 4's 1,200 and more, kept for one sign-off; saved with the other, and at once with the first
    // again while that keeping goes on (as a second save, or a start beside a save, would).
    const asked = async (requiresSignOff: boolean) => {
      const { title, slug, months, batchStart } = (await offerings.find(4)) as NonNullable<
        Awaited<ReturnType<typeof offerings.find>>
      >;
      await offerings.update(4, { title, slug, months, batchStart, requiresSignOff });
    };
    const was = (await offerings.find(4))?.requiresSignOff ?? false;
    await asked(!was);
    const first = standing.reconcile([4]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await asked(was);
    await Promise.all([first, standing.reconcile([4])]);
    await expectKeptAsCounted();
  });

  it("counts a course's numbers afresh once a keep stopped between the enrolment's write and the course's", async () => {
    let at = Date.now();
    let stopping = false;
    // The database as a process that stops after an enrolment's write sees it: the course's write is lost.
    const numbersStopped = (collection: ReturnType<typeof db.collection>) =>
      new Proxy(collection, {
        get(target, key) {
          if (key !== 'updateOne') return Reflect.get(target, key);
          return (...[filter, update, options]: Parameters<typeof target.updateOne>) =>
            stopping && (update as { $inc?: { keeping?: number } }).$inc?.keeping === -1
              ? Promise.reject(new Error('stopped'))
              : target.updateOne(filter, update, options);
        },
      });
    const stoppingDb = new Proxy(db, {
      get(target, key) {
        if (key !== 'collection') return Reflect.get(target, key);
        return (name: string) =>
          name === 'course_numbers' ? numbersStopped(target.collection(name)) : target.collection(name);
      },
    });
    const cut = deskStandingRepo(stoppingDb, offerings, courses, { now: () => new Date(at) });
    const cutEnrolments = enrolmentsRepo(stoppingDb, offerings, cut);
    const enrol = (email: string) => cutEnrolments.enrol({ email, name: email, courseId: 3, ...period });
    await Promise.all(['whole1@example.com', 'whole2@example.com'].map(enrol));
    stopping = true;
    await expect(enrol('stopped@example.com')).rejects.toThrow('stopped');
    stopping = false;
    const { numbers } = await countedAfresh();
    const enrolled = async () => (await standing.numbersOf([3])).get(3)?.enrolled;
    expect(await enrolled()).toBe((numbers.get(3)?.enrolled ?? 0) - 1);
    // Not yet: a keep may still be under way.
    expect(await cut.recount()).toBe(0);
    at += 61_000;
    // A keep begun and ended there since: counted at the next call, a minute after it.
    await enrol('after@example.com');
    expect(await cut.recount()).toBe(0);
    at += 61_000;
    expect(await cut.recount()).toBe(1);
    await expectKeptAsCounted();
    expect(await cut.recount()).toBe(0);
  });

  it('keeps the enrolments a change left unkept (its process stopped first) a minute after it', async () => {
    let at = Date.now();
    const mend = deskStandingRepo(db, offerings, courses, { now: () => new Date(at) });
    // The services as a process that stops right after each change's write, before its keep.
    const stopped = () => Promise.reject(new Error('stopped'));
    const keeper = {
      ...mend,
      keep: stopped,
      changeProgress: <T>(email: string, slug: string, change: () => Promise<T>) =>
        mend.changeProgress(email, slug, async () => {
          await change();
          return stopped();
        }),
    };
    const stoppedEnrolments = enrolmentsRepo(db, offerings, keeper);
    const stoppedProgress = progressRepo(db, keeper);
    const stoppedCertificates = certificatesRepo(db, keeper);
    // The last unit of a course asking for a sign-off: the desk must list them as awaiting one.
    const { enrolment: last } = await enrolments.enrol({
      email: 'lastunit@example.com',
      name: 'Last Unit',
      courseId: 15,
      ...period,
    });
    const [lastUnit, ...before] = (await unitsOf(15)).reverse();
    for (const unit of before) await progress.complete(last.email, await slugOf(15), unit);
    await expect(stoppedProgress.complete(last.email, await slugOf(15), lastUnit ?? '')).rejects.toThrow(
      'stopped',
    );
    // A withdrawal, and a revoked certificate, each stopped before its keep.
    const { enrolment: leaving } = await enrolments.enrol({
      email: 'leaving@example.com',
      name: 'Leaving',
      courseId: 5,
      ...period,
    });
    await expect(stoppedEnrolments.withdraw(leaving._id, staff, 'moved city')).rejects.toThrow('stopped');
    const [certified] = await db
      .collection<{ _id: string }>('certificates')
      .find({ revokedOn: null })
      .limit(1)
      .toArray();
    if (!certified) throw new Error('the day above issued no certificate');
    await expect(stoppedCertificates.revoke(certified._id, 'issued in error', staff)).rejects.toThrow(
      'stopped',
    );

    const stale = await db.collection<Enrolment>('enrolments').findOne({ _id: last._id });
    expect(stale?.awaitingSignOff).toBe(false);
    // Not yet: the change's own keep may still be under way.
    expect(await mend.sweepOwed()).toBe(0);
    at += 61_000;
    expect(await mend.sweepOwed()).toBe(3);
    expect((await db.collection<Enrolment>('enrolments').findOne({ _id: last._id }))?.awaitingSignOff).toBe(
      true,
    );
    await expectKeptAsCounted();
    expect(await mend.sweepOwed()).toBe(0);
  });

  it('reads each course in the list order, with the filters its indexes answer', async () => {
    const names = async (courseId: number, filter = {}) => {
      const found = [];
      for await (const enrolment of enrolments.courseList(courseId, filter, ''))
        found.push(enrolment.listKey);
      return found;
    };
    for (const courseId of COURSES) {
      const listed = await names(courseId);
      expect(listed).toEqual([...listed].sort());
      const all = await db.collection<Enrolment>('enrolments').countDocuments({ courseId });
      expect(listed).toHaveLength(all);
      for (const stage of ['not-started', 'in-progress', 'complete'] as const)
        expect(await names(courseId, { progress: stage })).toHaveLength(
          await db.collection<Enrolment>('enrolments').countDocuments({ courseId, stage }),
        );
    }
    // An erased learner is listed as the desk shows them: by the name that replaced theirs.
    const erased = await db.collection<Enrolment>('enrolments').findOne({ erasedAt: { $exists: true } });
    expect(erased?.listKey?.startsWith('erased')).toBe(true);
  });

  it('orders a name before the longer names it begins, whatever the case and accents', async () => {
    for (const [email, name] of [
      ['ali.khan@example.com', 'Ali Khan'],
      ['ali@example.com', 'Ali'],
      ['alina@example.com', 'Álina'],
      ['alia@example.com', 'alia'],
    ])
      await enrolments.enrol({ email: email as string, name, courseId: 1, ...period });
    const names = [];
    for await (const enrolment of enrolments.courseList(1, {}, '')) names.push(enrolment.name);
    expect(names).toEqual(['Ali', 'Ali Khan', 'alia', 'Álina']);
  });
});

describe("a course's list, as the database reads it", () => {
  // The repo's commands as they reach the database, to ask it how it reads each.
  const client = new MongoClient(inject('mongodbUri'), { monitorCommands: true });
  afterAll(() => client.close());
  const watched = enrolmentsRepo(client.db(db.databaseName), offerings, standing);
  const finds: CommandStartedEvent[] = [];
  client.on('commandStarted', (event) => {
    if (event.commandName === 'find') finds.push(event);
  });

  it('reads a page from an index in name order, each filter an equality ahead of the order', async () => {
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        enrolments.enrol({ email: `many${i}@example.com`, name: `Many ${i}`, courseId: 2, ...period }),
      ),
    );
    const filters: [object, string][] = [
      [{}, 'course_list'],
      [{ state: 'invited' }, 'course_list_state'],
      [{ progress: 'not-started' }, 'course_list_stage'],
      [{ progress: 'awaiting-sign-off' }, 'course_list_sign_off'],
    ];
    // A search's word, looked up among the words: the course's range of that word only.
    finds.length = 0;
    expect(
      await deskStandingRepo(client.db(db.databaseName), offerings, courses).withSearchTerms(2, ['many']),
    ).toHaveLength(300);
    const lookup = finds.find(({ command }) => command.find === 'enrolment_list_words')?.command ?? {};
    const wordPlan = await queryPlan(db, {
      find: lookup.find,
      filter: lookup.filter,
      sort: lookup.sort,
      limit: lookup.limit,
    });
    expect(wordPlan, JSON.stringify(lookup.filter)).toEqual({
      scans: false,
      indexes: ['by_course_word'],
      sortedInMemory: false,
    });
    for (const [filter, index] of filters) {
      finds.length = 0;
      const page = await watched.courseList(2, filter, 'many', 51).toArray();
      const label = JSON.stringify(filter);
      expect(page.length, label).toBe(index === 'course_list_sign_off' ? 0 : 51);
      const [{ command } = { command: {} as Document }] = finds;
      const { find, filter: query, sort, limit } = command;
      const plan = await queryPlan(db, { find, filter: query, sort, limit });
      const read = `${label}: ${JSON.stringify(query)} → ${JSON.stringify(plan)}`;
      expect(plan.scans, read).toBe(false);
      expect(plan.sortedInMemory, read).toBe(false);
      expect(plan.indexes, read).toContain(index);
    }
  });

  it('finds the enrolments owed a keep from their own index, not the whole collection', async () => {
    finds.length = 0;
    await deskStandingRepo(client.db(db.databaseName), offerings, courses).sweepOwed();
    const { find, filter, limit } = finds.find(({ command }) => command.find === 'enrolments')?.command ?? {};
    expect(await queryPlan(db, { find, filter, limit })).toEqual({
      scans: false,
      indexes: ['keep_owed'],
      sortedInMemory: false,
    });
  });
});
