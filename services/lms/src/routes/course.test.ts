import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { courseDetailSchema, NOT_ENROLLED, unitProgressSchema } from '@aspire/contracts/lms';
import { describe, expect, it } from 'vitest';
import { lmsTestApp } from '../test-app.ts';

const t = await lmsTestApp();
const post = (headers: Record<string, string>) => ({ method: 'POST', headers });
const del = (headers: Record<string, string>) => ({ method: 'DELETE', headers });
const progressOf = async (headers: Record<string, string>, slug: string) =>
  ((await t.json('/progress', { headers })).body.data as { course_id: string }[]).find(
    (p) => p.course_id === slug,
  );

describe('GET /api/lms/course/:slug', () => {
  it('answers the course with sections, units, their content and completion, to an enrolled learner', async () => {
    const { status, body } = await t.json('/course/bachelor-of-islamic-studies', { headers: t.amina });
    expect(status).toBe(200);
    const detail = courseDetailSchema.parse(body.data);
    expect(detail.course.title).toBe('Bachelor of Islamic Studies');
    expect(detail.detail.sections.length).toBeGreaterThanOrEqual(2);
    const units = detail.detail.sections.flatMap((s) => s.learningUnits);
    expect(units.filter((u) => u.completed).map((u) => u.id)).toEqual([
      'bis-1-1',
      'bis-1-2',
      'bis-1-3',
      'bis-2-1',
    ]);
    expect(detail.lastUnitId).toBe('bis-2-2');
    const video = units.find((u) => u.kind === 'video')!;
    expect(video.videoUrl).toMatch(/^\/api\/lms\/media\/[a-z0-9-]+\.webm$/);
    expect(video.captionsUrl).toMatch(/\.vtt$/);
    const reading = units.find((u) => u.kind === 'reading')!;
    expect(reading.reading?.length).toBeGreaterThan(0);
  });

  it('answers 403 to a learner who is not enrolled, 404 to an unknown slug, 400 to a malformed one', async () => {
    const notEnrolled = await t.json('/course/master-in-islamic-studies', { headers: t.amina });
    expect(notEnrolled.status).toBe(403);
    expect(notEnrolled.body).toEqual({ success: false, message: NOT_ENROLLED });
    const unknown = await t.json('/course/no-such-course', { headers: t.amina });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Course not found');
    for (const bad of ['Bad%20Slug', 'BSC-PSYCHOLOGY', '%7B%22%24ne%22%3Anull%7D', 'a--b', 'x'.repeat(81)]) {
      const malformed = await t.json(`/course/${bad}`, { headers: t.amina });
      expect(malformed.status, bad).toBe(400);
      expect(Object.keys(malformed.body.errors)).toEqual(['slug']);
    }
  });

  it('answers 401 without a token before anything else', async () => {
    const { status, body } = await t.json('/course/bsc-psychology');
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_REQUIRED);
    expect((await t.json('/course/bsc-psychology/units/bsc-1-1/complete', { method: 'POST' })).status).toBe(
      401,
    );
  });
});

describe('completing units', () => {
  it('is idempotent, and undoing takes the unit out again', async () => {
    const first = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', post(t.amina));
    expect(first.status).toBe(200);
    const progress = unitProgressSchema.parse(first.body.data);
    expect(progress).toMatchObject({
      course_id: 'bsc-psychology',
      status: 'not_completed',
      completedUnitIds: ['bsc-1-1'],
    });
    expect(progress.progress_rate).toBe(12); // 1 of 8 units
    const again = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', post(t.amina));
    expect(again.body.data.completedUnitIds).toEqual(['bsc-1-1']);
    expect(await progressOf(t.amina, 'bsc-psychology')).toMatchObject({
      status: 'not_completed',
      progress_rate: 12,
    });

    const undone = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', del(t.amina));
    expect(undone.body.data).toMatchObject({ status: 'not_started', progress_rate: 0, completedUnitIds: [] });
    const undoneAgain = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', del(t.amina));
    expect(undoneAgain.status).toBe(200);
    expect(await progressOf(t.amina, 'bsc-psychology')).toMatchObject({
      status: 'not_started',
      progress_rate: 0,
    });
  });

  it('moves a course to completed at 100 % once every unit is done, concurrent clicks included', async () => {
    const detail = courseDetailSchema.parse(
      (await t.json('/course/diploma-programme', { headers: t.imran })).body.data,
    );
    const ids = detail.detail.sections.flatMap((s) => s.learningUnits.map((u) => u.id));
    await Promise.all(
      ids.map((id) => t.json(`/course/diploma-programme/units/${id}/complete`, post(t.imran))),
    );
    expect(await progressOf(t.imran, 'diploma-programme')).toMatchObject({
      status: 'completed',
      progress_rate: 100,
    });
    const after = courseDetailSchema.parse(
      (await t.json('/course/diploma-programme', { headers: t.imran })).body.data,
    );
    expect(after.detail.sections.flatMap((s) => s.learningUnits).every((u) => u.completed)).toBe(true);
  });

  it("never shows or changes another learner's progress", async () => {
    // Imran completes a unit of his own course; Amina is not enrolled in it and cannot read or write it.
    await t.json('/course/bachelor-of-business-administration/units/bba-1-2/complete', post(t.imran));
    const read = await t.json('/course/bachelor-of-business-administration', { headers: t.amina });
    expect(read.status).toBe(403);
    const write = await t.json(
      '/course/bachelor-of-business-administration/units/bba-1-3/complete',
      post(t.amina),
    );
    expect(write.status).toBe(403);
    const undo = await t.json(
      '/course/bachelor-of-business-administration/units/bba-1-2/complete',
      del(t.amina),
    );
    expect(undo.status).toBe(403);
    const amina = (await t.json('/progress', { headers: t.amina })).body.data as { course_id: string }[];
    expect(amina.map((p) => p.course_id)).not.toContain('bachelor-of-business-administration');
    // A body or query naming someone else is ignored: everything is keyed by the token.
    await t.json(
      '/course/bachelor-of-islamic-studies/units/bis-3-1/complete?email=imran.learner%40aspirecollege.in',
      {
        method: 'POST',
        headers: { ...t.amina, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'imran.learner@aspirecollege.in' }),
      },
    );
    const imran = await t.json('/course/bachelor-of-business-administration', { headers: t.imran });
    const done = courseDetailSchema
      .parse(imran.body.data)
      .detail.sections.flatMap((s) => s.learningUnits)
      .filter((u) => u.completed)
      .map((u) => u.id);
    expect(done).toEqual(['bba-1-1', 'bba-1-2']);
    expect(await progressOf(t.imran, 'bachelor-of-islamic-studies')).toBeUndefined();
    // Both learners enrolled in one course keep separate progress.
    const stranger = await t.as('second.reader@example.com');
    expect((await t.json('/course/basic-arabic-diploma', { headers: stranger })).status).toBe(403);
  });

  it('answers 404 to a unit the course does not have and 400 to a malformed unit id, changing nothing', async () => {
    const before = await progressOf(t.amina, 'bachelor-of-islamic-studies');
    const unknown = await t.json('/course/bachelor-of-islamic-studies/units/bsc-1-1/complete', post(t.amina));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Learning unit not found');
    for (const bad of ['BIS-1-1', 'bis_1_1', '%24where', 'x'.repeat(61)]) {
      const malformed = await t.json(
        `/course/bachelor-of-islamic-studies/units/${bad}/complete`,
        post(t.amina),
      );
      expect(malformed.status, bad).toBe(400);
      expect(Object.keys(malformed.body.errors)).toEqual(['unitId']);
    }
    expect((await t.json('/course/no-such-course/units/bis-1-1/complete', post(t.amina))).status).toBe(404);
    expect(
      (await t.json('/course/bachelor-of-islamic-studies/units/nope-1/open', post(t.amina))).status,
    ).toBe(404);
    expect(await progressOf(t.amina, 'bachelor-of-islamic-studies')).toEqual(before);
  });
});

describe('resuming', () => {
  it('remembers the unit opened last, without completing it', async () => {
    const opened = await t.json(
      '/course/bachelor-of-business-administration/units/bba-3-1/open',
      post(t.imran),
    );
    expect(opened.status).toBe(200);
    expect(opened.body.data.lastUnitId).toBe('bba-3-1');
    expect(opened.body.data.completedUnitIds).not.toContain('bba-3-1');
    const detail = await t.json('/course/bachelor-of-business-administration', { headers: t.imran });
    expect(detail.body.data.lastUnitId).toBe('bba-3-1');
  });

  it('starts with no last unit in a course never opened', async () => {
    const detail = await t.json('/course/bsc-psychology', { headers: t.amina });
    expect(detail.body.data.lastUnitId).toBeNull();
  });
});

describe('seed', () => {
  it('is idempotent and never overwrites progress or content a learner or the college changed', async () => {
    const { buildApp } = await import('../app.ts');
    const { silentLogger } = await import('@aspire/service-kit');
    await t.database.db
      .collection('courses')
      .updateOne(
        { slug: 'puc-12th-std' },
        { $set: { title: 'PUC Science and Commerce', source: 'college' } },
      );
    await t.database.db
      .collection('courses')
      .updateOne({ slug: 'bsc-psychology' }, { $set: { title: 'An older seeded title', seedVersion: 0 } });
    const before = await progressOf(t.imran, 'diploma-programme');
    const restarted = await buildApp({
      database: t.database,
      logger: silentLogger,
      keys: (() => {}) as never,
      demoAccounts: true,
    });
    await restarted.reconciled;
    expect(await progressOf(t.imran, 'diploma-programme')).toEqual(before);
    expect(await t.database.db.collection('courses').countDocuments()).toBe(7);
    expect(await t.database.db.collection('enrolments').countDocuments()).toBe(5);
    const puc = await t.database.db.collection('courses').findOne({ slug: 'puc-12th-std' });
    expect(puc?.title).toBe('PUC Science and Commerce');
    // Seeded content of an older version, never edited by the college, is refreshed.
    const bsc = await t.database.db.collection('courses').findOne({ slug: 'bsc-psychology' });
    expect(bsc?.title).toBe('BSc Psychology');
  });
});
