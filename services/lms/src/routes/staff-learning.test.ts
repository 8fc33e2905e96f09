/**
 * The enrolments desk through the service, on the real database and Mailpit: the courses taught and
 * their numbers, each course's enrolments and progress report, an enrolment's record, withdrawals,
 * batch dates, twins, and the roles every staff route asks for.
 */
import { randomUUID } from 'node:crypto';
import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import {
  courseEnrolmentListSchema,
  enrolmentRecordSchema,
  offeringListSchema,
  offeringSchema,
} from '@aspire/contracts/learning-desk';
import { NOT_ENROLLED, progressListSchema } from '@aspire/contracts/lms';
import { auditPageSchema, STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { coursesRepo } from '../repo/courses.ts';
import { deskStandingRepo } from '../repo/desk-standing.ts';
import { offeringsRepo } from '../repo/offerings.ts';
import { lmsTestApp } from '../test-app.ts';
import { COURSE_NOT_TAUGHT } from './staff-enrolments.ts';
import { ALREADY_TAUGHT, NO_SUCH_CONTENT } from './staff-learning.ts';
import { ENROLMENT_NOT_FOUND } from './staff-learning-view.ts';

const t = await lmsTestApp();
const [learning, admissions, admin, shop] = await Promise.all([
  t.staff('learning'),
  t.staff('admissions'),
  t.staff('admin'),
  t.staff('shop'),
]);
const enrolments = t.database.db.collection('enrolments');
/** Invitations queued for an address (each is sent once from the outbox). */
const invitationsTo = (email: string) =>
  t.database.db.collection('mail_outbox').countDocuments({ to: email, template: 'enrolment-invitation' });

const send = (method: string, headers: Record<string, string>, body?: unknown) => ({
  method,
  headers: { ...headers, ...jsonHeaders },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
/** A fresh address per learner: Mailpit is shared by the whole run. */
const address = (name: string) =>
  `${name.split(' ')[0]?.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
async function enrol(name: string, courseId: number, email = address(name)) {
  const { status, body } = await t.json(
    '/staff/enrolments',
    send('POST', learning, { email, name, courseId }),
  );
  expect(status).toBe(201);
  return { email, id: body.data.id as string };
}
const complete = (headers: Record<string, string>, slug: string, unitId: string) =>
  t.json(`/course/${slug}/units/${unitId}/complete`, { method: 'POST', headers });
const auditOf = async (kind: string, id: string) =>
  auditPageSchema.parse(
    (await t.json(`/staff/audit?subjectKind=${kind}&subjectId=${id}`, { headers: admin })).body.data,
  ).entries;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A course of its own per test file: the content of B.Sc. Psychology under a new catalogue id. */
const NEW_COURSE = {
  courseId: 901,
  title: 'Counselling Skills Certificate',
  slug: 'bsc-psychology',
  months: 6,
  requiresSignOff: true,
  batchStart: null,
};
const BSC_UNITS = ['bsc-1-1', 'bsc-1-2', 'bsc-1-3', 'bsc-2-1', 'bsc-2-2', 'bsc-2-3', 'bsc-3-1', 'bsc-3-2'];

describe('the staff routes', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/staff/learning/courses'],
    ['POST', '/staff/learning/courses', { ...NEW_COURSE, courseId: 990 }],
    ['PUT', '/staff/learning/courses/5', { ...NEW_COURSE, title: 'Changed' }],
    ['GET', '/staff/learning/courses/5/enrolments'],
    ['GET', '/staff/learning/courses/5/report.csv'],
    ['GET', '/staff/learning/enrolments/0123456789abcdef01234567'],
    ['POST', '/staff/learning/enrolments/0123456789abcdef01234567/withdraw', { reason: 'Left' }],
    ['POST', '/staff/learning/imports', { csv: 'email,name,course\na@example.com,A,5\n', dryRun: false }],
  ];

  it('refuse anonymous callers (401), and learners, shop and admissions staff (403), changing nothing', async () => {
    const before = await Promise.all([
      enrolments.countDocuments(),
      t.database.db.collection('offerings').find().toArray(),
    ]);
    for (const [method, path, body] of routes) {
      const anonymous = await t.json(path, send(method, {}, body));
      expect([path, anonymous.status, anonymous.body.message]).toEqual([path, 401, AUTH_REQUIRED]);
      for (const headers of [t.stranger, shop, admissions]) {
        const refused = await t.json(path, send(method, headers, body));
        expect([path, refused.status, refused.body.message]).toEqual([path, 403, STAFF_ROLE_REQUIRED]);
      }
    }
    const after = await Promise.all([
      enrolments.countDocuments(),
      t.database.db.collection('offerings').find().toArray(),
    ]);
    expect(after).toEqual(before);
  });

  it('let an admin in', async () => {
    expect((await t.json('/staff/learning/courses', { headers: admin })).status).toBe(200);
  });
});

describe('the courses taught', () => {
  it("lists the catalogue's 18 courses with their content, length and numbers", async () => {
    const { status, body, headers } = await t.json('/staff/learning/courses', { headers: learning });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const courses = offeringListSchema.parse(body.data);
    expect(courses.slice(0, 18).map((course) => course.courseId)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
    expect(courses.find((course) => course.courseId === 15)).toMatchObject({
      title: 'Master in Islamic Studies (Online)',
      slug: 'master-in-islamic-studies',
      months: 24,
      requiresSignOff: true,
      batchStart: null,
      units: 6,
    });
    // The demo learner Amina has done every unit of Basic Arabic and not yet signed in (still invited).
    expect(courses.find((course) => course.courseId === 5)).toMatchObject({
      enrolled: 1,
      invited: 1,
      completed: 1,
      certified: 0,
      awaitingSignOff: 0,
      units: 4,
    });
  });

  it('answers a burst of the desk opened at once, each with the same numbers', async () => {
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => t.json('/staff/learning/courses', { headers: learning })),
    );
    expect(burst.map(({ status }) => status)).toEqual(Array(12).fill(200));
    const [first] = burst;
    for (const { body } of burst) expect(body.data).toEqual(first?.body.data);
  });

  it('says which courses are having their learners kept again, until they are', async () => {
    const updating = async () =>
      offeringListSchema
        .parse((await t.json('/staff/learning/courses', { headers: learning })).body.data)
        .filter((course) => course.updating)
        .map((course) => course.courseId);
    expect(await updating()).toEqual([]);
    // As just after course 9's content changed, before its learners are all kept again; a keep elsewhere
    // follows (the desk's lists are read again after any).
    const numbers = t.database.db.collection<{ _id: number }>('course_numbers');
    await numbers.updateOne({ _id: 9 }, { $unset: { basis: '' } });
    await enrol('Hafsa Rahim', 4);
    expect(await updating()).toEqual([9]);
    const { db } = t.database;
    await deskStandingRepo(db, offeringsRepo(db), coursesRepo(db)).reconcile([9]);
    expect(await updating()).toEqual([]);
  });

  it('adds a course under a new catalogue id, once, for content the learner area has, audited', async () => {
    const created = await t.json('/staff/learning/courses', send('POST', learning, NEW_COURSE));
    expect(created.status).toBe(201);
    expect(offeringSchema.parse(created.body.data)).toEqual({
      ...NEW_COURSE,
      enrolled: 0,
      invited: 0,
      completed: 0,
      certified: 0,
      awaitingSignOff: 0,
      units: 8,
      // Its learners (none) kept for it before the answer.
      updating: false,
    });
    const twice = await t.json('/staff/learning/courses', send('POST', learning, NEW_COURSE));
    expect([twice.status, twice.body.errors]).toEqual([409, { courseId: ALREADY_TAUGHT }]);
    const noContent = await t.json(
      '/staff/learning/courses',
      send('POST', learning, { ...NEW_COURSE, courseId: 902, slug: 'no-such-content' }),
    );
    expect([noContent.status, noContent.body.errors]).toEqual([422, { slug: NO_SUCH_CONTENT }]);
    const bad = await t.json(
      '/staff/learning/courses',
      send('POST', learning, {
        courseId: 0,
        title: '',
        slug: 'Bad Slug',
        months: 0,
        requiresSignOff: 'yes',
        batchStart: '1/9/2026',
      }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'batchStart',
      'courseId',
      'months',
      'requiresSignOff',
      'slug',
      'title',
    ]);
    expect(
      await t.database.db.collection('offerings').countDocuments({ _id: { $in: [0, 902] } } as object),
    ).toBe(0);

    const [entry, ...more] = await auditOf('offering', '901');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'offering.created',
      subject: { kind: 'offering', id: '901', label: NEW_COURSE.title },
      changes: { title: { from: null, to: NEW_COURSE.title }, months: { from: null, to: 6 } },
    });
  });

  it('changes a course, auditing only what changed, and new enrolments run from its batch start', async () => {
    const changed = await t.json(
      '/staff/learning/courses/901',
      send('PUT', learning, { ...NEW_COURSE, batchStart: '2026-01-31', months: 1 }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ courseId: 901, batchStart: '2026-01-31', months: 1 });
    // The admin's log is newest first.
    const entries = await auditOf('offering', '901');
    expect(entries[0]).toMatchObject({
      action: 'offering.changed',
      changes: { batchStart: { from: null, to: '2026-01-31' }, months: { from: 6, to: 1 } },
    });
    expect(Object.keys(entries[0]?.changes ?? {})).toEqual(['months', 'batchStart']);
    // The same again changes nothing and records nothing.
    await t.json(
      '/staff/learning/courses/901',
      send('PUT', learning, { ...NEW_COURSE, batchStart: '2026-01-31', months: 1 }),
    );
    expect(await auditOf('offering', '901')).toHaveLength(entries.length);

    // A batch that began in the past: the enrolment still runs from it, ending a month on (clamped).
    const { email } = await enrol('Rukhsar Banu', 901);
    expect(await enrolments.findOne({ email })).toMatchObject({
      startDate: '2026-01-31',
      endDate: '2026-02-28',
    });
    const rukhsar = await t.as(email);
    const [item] = progressListSchema.parse((await t.json('/progress', { headers: rukhsar })).body.data);
    expect(item).toMatchObject({ courseId: 901, startDate: '2026-01-31', endDate: '2026-02-28' });

    // Back to no batch: the next enrolment starts today.
    await t.json('/staff/learning/courses/901', send('PUT', learning, NEW_COURSE));
    const next = await enrol('Ayesha Siddiqui', 901);
    expect(await enrolments.findOne({ email: next.email })).toMatchObject({ startDate: today() });

    const unknown = await t.json('/staff/learning/courses/903', send('PUT', learning, NEW_COURSE));
    expect([unknown.status, unknown.body.message]).toEqual([404, COURSE_NOT_TAUGHT]);
    const noContent = await t.json(
      '/staff/learning/courses/901',
      send('PUT', learning, { ...NEW_COURSE, slug: 'nothing-here' }),
    );
    expect([noContent.status, noContent.body.errors]).toEqual([422, { slug: NO_SUCH_CONTENT }]);
  });
});

describe("a course's enrolments and progress report", () => {
  const COURSE = 17;
  const SLUG = 'bachelor-of-business-administration';
  const UNITS = ['bba-1-1', 'bba-1-2', 'bba-1-3', 'bba-2-1', 'bba-2-2', 'bba-3-1', 'bba-3-2'];
  let zainab: { email: string; id: string };
  let farhan: { email: string; id: string };
  let mariam: { email: string; id: string };
  beforeAll(async () => {
    zainab = await enrol('Zainab Qureshi', COURSE);
    farhan = await enrol('Farhan Ali', COURSE);
    mariam = await enrol('Mariam Khan', COURSE);
    // Farhan signs in and completes two of the seven units; Zainab every one; Mariam has not signed in.
    const farhanSignedIn = await t.as(farhan.email);
    for (const unit of UNITS.slice(0, 2))
      expect((await complete(farhanSignedIn, SLUG, unit)).status).toBe(200);
    const zainabSignedIn = await t.as(zainab.email);
    for (const unit of UNITS) expect((await complete(zainabSignedIn, SLUG, unit)).status).toBe(200);
  });
  const list = async (filters = '') => {
    const { status, body } = await t.json(`/staff/learning/courses/${COURSE}/enrolments${filters}`, {
      headers: learning,
    });
    expect(status).toBe(200);
    return courseEnrolmentListSchema.parse(body.data);
  };
  const ours = <Row extends { email: string }>(rows: Row[]) =>
    rows.filter((row) => [zainab.email, farhan.email, mariam.email].includes(row.email));

  it('lists each enrolment by name, with its progress, last activity and certificate', async () => {
    const { offering, rows } = await list();
    expect(offering).toMatchObject({ courseId: COURSE, units: 7 });
    expect(
      ours(rows).map((row) => [row.name, row.state, row.completedUnits, row.units, row.progress]),
    ).toEqual([
      ['Farhan Ali', 'active', 2, 7, 28],
      ['Mariam Khan', 'invited', 0, 7, 0],
      ['Zainab Qureshi', 'active', 7, 7, 100],
    ]);
    const [farhanRow, mariamRow, zainabRow] = ours(rows);
    expect(farhanRow?.lastActivityAt).not.toBeNull();
    expect(mariamRow?.lastActivityAt).toBeNull();
    expect(mariamRow).toMatchObject({
      id: mariam.id,
      startDate: today(),
      awaitingSignOff: false,
      certificate: null,
    });
    // The BBA asks for no sign-off: Zainab's certificate was issued on her last unit.
    expect(zainabRow?.certificate).toMatchObject({ status: 'valid', issuedOn: today() });
    expect(zainabRow?.awaitingSignOff).toBe(false);
    // The demo learner Imran is in the course too (seeded), and counted.
    expect(offering.enrolled).toBe(rows.length);
    // The list shows its course with the numbers the courses' list shows.
    const courses = await t.json('/staff/learning/courses', { headers: learning });
    expect(offeringListSchema.parse(courses.body.data).find((course) => course.courseId === COURSE)).toEqual(
      offering,
    );
  });

  it('shows each change on the next read, in the list and the courses alike', async () => {
    const courseNow = async () =>
      offeringListSchema
        .parse((await t.json('/staff/learning/courses', { headers: learning })).body.data)
        .find((course) => course.courseId === COURSE);
    const idris = await enrol('Idris Shaikh', COURSE);
    const shown = async () =>
      (await list('?q=idris')).rows.map((row) => [row.name, row.state, row.completedUnits]);
    expect(await shown()).toEqual([['Idris Shaikh', 'invited', 0]]);
    // He signs in and completes a unit; then another, which changes nothing but his progress.
    const signedIn = await t.as(idris.email);
    expect((await complete(signedIn, SLUG, UNITS[0] as string)).status).toBe(200);
    expect(await shown()).toEqual([['Idris Shaikh', 'active', 1]]);
    const before = await courseNow();
    expect((await complete(signedIn, SLUG, UNITS[1] as string)).status).toBe(200);
    expect(await shown()).toEqual([['Idris Shaikh', 'active', 2]]);
    for (const unit of UNITS.slice(2)) expect((await complete(signedIn, SLUG, unit)).status).toBe(200);
    expect((await courseNow())?.completed).toBe((before?.completed ?? 0) + 1);
    // The course renamed: the list and the courses show the new title at once.
    const {
      courseId: _courseId,
      enrolled: _e,
      invited: _i,
      completed: _c,
      certified: _x,
      awaitingSignOff: _a,
      units: _u,
      updating: _updating,
      ...fields
    } = before as NonNullable<typeof before>;
    const renamed = { ...fields, title: 'Business Administration (Evening)' };
    expect((await t.json(`/staff/learning/courses/${COURSE}`, send('PUT', learning, renamed))).status).toBe(
      200,
    );
    expect((await list('?q=idris')).offering.title).toBe(renamed.title);
    expect((await courseNow())?.title).toBe(renamed.title);
    await t.json(`/staff/learning/courses/${COURSE}`, send('PUT', learning, fields));
  });

  it('filters on the start of a word of the name or e-mail, the state and the progress', async () => {
    const names = async (filters: string) => ours((await list(filters)).rows).map((row) => row.name);
    expect(await names('?q=qur')).toEqual(['Zainab Qureshi']);
    expect(await names('?q=ZAIN')).toEqual(['Zainab Qureshi']);
    expect(await names('?q=ureshi')).toEqual([]);
    expect(await names(`?q=${encodeURIComponent(farhan.email.slice(0, 8))}`)).toEqual(['Farhan Ali']);
    expect(await names('?state=invited')).toEqual(['Mariam Khan']);
    expect(await names('?progress=not-started')).toEqual(['Mariam Khan']);
    expect(await names('?progress=in-progress')).toEqual(['Farhan Ali']);
    expect(await names('?progress=complete')).toEqual(['Zainab Qureshi']);
    expect(await names('?progress=awaiting-sign-off')).toEqual([]);
    const bad = await t.json(`/staff/learning/courses/${COURSE}/enrolments?state=gone`, {
      headers: learning,
    });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['state']]);
    const unknown = await t.json('/staff/learning/courses/999/enrolments', { headers: learning });
    expect([unknown.status, unknown.body.message]).toEqual([404, COURSE_NOT_TAUGHT]);
  });

  it('reads a page at a time by cursor, which reads on after a row the filters no longer keep', async () => {
    const { rows: whole, next: end } = await list();
    expect(end).toBeNull();
    const paged: string[] = [];
    let page = await list('?limit=2');
    for (;;) {
      expect(page.rows.length).toBeLessThanOrEqual(2);
      paged.push(...page.rows.map((row) => row.id));
      if (!page.next) break;
      page = await list(`?limit=2&after=${page.next}`);
    }
    expect(paged).toEqual(whole.map((row) => row.id));
    // A cursor whose row no longer passes the filters (Farhan is in progress) still reads on after it.
    const afterFarhan = await list(`?progress=not-started&after=${farhan.id}`);
    expect(ours(afterFarhan.rows).map((row) => row.name)).toEqual(['Mariam Khan']);
    const refused = async (query: string) => {
      const { status, body } = await t.json(`/staff/learning/courses/${COURSE}/enrolments${query}`, {
        headers: learning,
      });
      return [status, Object.keys(body.errors ?? {})];
    };
    expect(await refused('?after=not-a-cursor')).toEqual([400, ['after']]);
    expect(await refused(`?after=${'0'.repeat(24)}`)).toEqual([400, ['after']]);
    expect(await refused('?limit=0')).toEqual([400, ['limit']]);
    expect(await refused('?limit=101')).toEqual([400, ['limit']]);
  });

  it('exports the same rows as a CSV report', async () => {
    const response = await t.app.request(`/api/lms/staff/learning/courses/${COURSE}/report.csv?q=zainab`, {
      headers: learning,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="course-${COURSE}-progress-${today()}.csv"`,
    );
    const [header, ...rows] = parse(await response.text()) as string[][];
    expect(header).toEqual([
      'Name',
      'Email',
      'State',
      'Start',
      'End',
      'Enrolled at',
      'Completed units',
      'Units',
      'Progress %',
      'Last activity',
      'Certificate code',
      'Certificate status',
    ]);
    const [row] = (await list('?q=zainab')).rows;
    expect(rows).toEqual([
      [
        'Zainab Qureshi',
        zainab.email,
        'active',
        today(),
        row?.endDate,
        row?.enrolledAt,
        '7',
        '7',
        '100',
        row?.lastActivityAt,
        row?.certificate?.code,
        'valid',
      ],
    ]);
  });
});

describe("an enrolment's record and withdrawal", () => {
  const record = async (id: string) => {
    const { status, body } = await t.json(`/staff/learning/enrolments/${id}`, { headers: learning });
    expect(status).toBe(200);
    return enrolmentRecordSchema.parse(body.data);
  };
  const withdraw = (id: string, reason: unknown) =>
    t.json(`/staff/learning/enrolments/${id}/withdraw`, send('POST', learning, { reason }));

  it('shows the enrolment with its course and timeline', async () => {
    const { id, email } = await enrol('Hafsa Parveen', 3);
    expect(await record(id)).toMatchObject({
      id,
      email,
      name: 'Hafsa Parveen',
      state: 'invited',
      courseId: 3,
      courseTitle: 'Master in Islamic Studies',
      completedUnits: 0,
      units: 6,
      audit: [{ action: 'enrolment.created', changes: { state: { from: null, to: 'invited' } } }],
    });
    const unknown = await t.json('/staff/learning/enrolments/0123456789abcdef01234567', {
      headers: learning,
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, ENROLMENT_NOT_FOUND]);
    const malformed = await t.json('/staff/learning/enrolments/42', { headers: learning });
    expect([malformed.status, Object.keys(malformed.body.errors)]).toEqual([400, ['id']]);
  });

  it('withdraws a learner from the course (progress kept), once; enrolling again brings it back', async () => {
    const { id, email } = await enrol('Junaid Ahmed', 4);
    const junaid = await t.as(email);
    expect((await complete(junaid, 'puc-12th-std', 'puc-1-1')).status).toBe(200);

    const refused = await withdraw(id, ' ');
    expect([refused.status, refused.body.errors]).toEqual([
      400,
      { reason: 'Say why the learner is withdrawn' },
    ]);
    expect(await enrolments.findOne({ email })).toMatchObject({ state: 'active' });

    const withdrawn = await withdraw(id, 'Moved to the online batch');
    expect(withdrawn.status).toBe(200);
    expect(enrolmentRecordSchema.parse(withdrawn.body.data)).toMatchObject({
      state: 'withdrawn',
      completedUnits: 1,
    });
    expect(withdrawn.body.data.audit.at(-1)).toMatchObject({
      action: 'enrolment.withdrawn',
      actor: { id: 'staff-learning', name: 'Fatima Noor' },
      changes: { state: { from: 'active', to: 'withdrawn' } },
      note: 'Moved to the online batch',
    });
    // The course is closed to them: not listed, not opened, not completed.
    expect((await t.json('/progress', { headers: junaid })).body.data).toEqual([]);
    expect((await t.json('/enrolments', { headers: junaid })).body.data).toEqual([]);
    const opened = await t.json('/course/puc-12th-std', { headers: junaid });
    expect([opened.status, opened.body.message]).toEqual([403, NOT_ENROLLED]);
    expect((await complete(junaid, 'puc-12th-std', 'puc-1-2')).status).toBe(403);

    // Again: nothing changes, nothing more is recorded.
    const again = await withdraw(id, 'Twice');
    expect(again.status).toBe(200);
    expect(again.body.data.audit).toHaveLength(withdrawn.body.data.audit.length);

    // Enrolled again (by admissions, say): active at once, with the progress made before.
    const back = await t.json(
      '/staff/enrolments',
      send('POST', admissions, { email, name: 'Junaid Ahmed', courseId: 4 }),
    );
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ id, state: 'active', created: true });
    const [item] = progressListSchema.parse((await t.json('/progress', { headers: junaid })).body.data);
    expect(item).toMatchObject({ courseId: 4, status: 'not_completed' });
    expect((await record(id)).audit.at(-1)).toMatchObject({
      action: 'enrolment.reinstated',
      changes: { state: { from: 'withdrawn', to: 'active' } },
    });
    // One invitation all along (it was claimed before the withdrawal).
    expect(await invitationsTo(email)).toBe(1);
  });

  it('answers 404 for an unknown enrolment and changes nothing', async () => {
    const unknown = await withdraw('0123456789abcdef01234567', 'Left the college');
    expect([unknown.status, unknown.body.message]).toEqual([404, ENROLMENT_NOT_FOUND]);
  });
});

describe('twins on the dashboard', () => {
  it('shows both enrolments of one content, opens it while either is held, and invites once per course', async () => {
    const email = address('Nadia Shaikh');
    const campus = await enrol('Nadia Shaikh', 2, email);
    const online = await enrol('Nadia Shaikh', 14, email);
    await t.json('/staff/enrolments', send('POST', learning, { email, name: 'Nadia Shaikh', courseId: 14 }));
    const nadia = await t.as(email);
    const items = progressListSchema.parse((await t.json('/progress', { headers: nadia })).body.data);
    expect(items.map((item) => [item.courseId, item.course_id, item.title])).toEqual([
      [2, 'bsc-psychology', 'B.Sc. Psychology'],
      [14, 'bsc-psychology', 'B.Sc. Psychology (Online)'],
    ]);
    // Progress in the content shows on both.
    await complete(nadia, 'bsc-psychology', BSC_UNITS[0] as string);
    const after = progressListSchema.parse((await t.json('/progress', { headers: nadia })).body.data);
    expect(after.map((item) => item.progress_rate)).toEqual([12, 12]);

    const withdraw = (id: string) =>
      t.json(
        `/staff/learning/enrolments/${id}/withdraw`,
        send('POST', learning, { reason: 'Changed batch' }),
      );
    await withdraw(campus.id);
    expect((await t.json('/course/bsc-psychology', { headers: nadia })).status).toBe(200);
    await withdraw(online.id);
    expect((await t.json('/course/bsc-psychology', { headers: nadia })).status).toBe(403);

    // One invitation per course, each naming its own.
    expect(await invitationsTo(email)).toBe(2);
    await receivedMail(email, 'You are enrolled in B.Sc. Psychology');
    await receivedMail(email, 'You are enrolled in B.Sc. Psychology (Online)');
  });
});
