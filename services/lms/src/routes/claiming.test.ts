import { randomUUID } from 'node:crypto';
import { enrolmentListSchema, NOT_ENROLLED, progressListSchema } from '@aspire/contracts/lms';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { lmsTestApp } from '../test-app.ts';

const t = await lmsTestApp({ demoAccounts: false });
const admissions = await t.staff('admissions');
const enrolments = t.database.db.collection('enrolments');

/** Staff enrol a fresh address in B.Sc. Psychology (course 2); answers the address as it is stored. */
async function invited() {
  const email = `Yusuf.${randomUUID().slice(0, 8)}@Example.com`;
  const { status } = await t.json('/staff/enrolments', {
    method: 'POST',
    headers: { ...admissions, ...jsonHeaders },
    body: JSON.stringify({ email, name: 'Yusuf Ali', courseId: 2 }),
  });
  expect(status).toBe(201);
  return email.toLowerCase();
}
const slugsOf = async (headers: Record<string, string>) => ({
  enrolments: enrolmentListSchema
    .parse((await t.json('/enrolments', { headers })).body.data)
    .map((e) => e.slug),
  progress: progressListSchema
    .parse((await t.json('/progress', { headers })).body.data)
    .map((p) => p.course_id),
  course: (await t.json('/course/bsc-psychology', { headers })).status,
});

describe('claiming an enrolment made for an e-mail address', () => {
  it('stays hidden from an account whose token has that address unconfirmed', async () => {
    const email = await invited();
    const unconfirmed = await t.as(email, { id: 'yusuf-unconfirmed', emailVerified: false });
    expect(await slugsOf(unconfirmed)).toEqual({ enrolments: [], progress: [], course: 403 });
    const refused = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', {
      method: 'POST',
      headers: unconfirmed,
    });
    expect(refused.body.message).toBe(NOT_ENROLLED);
    expect(await enrolments.findOne({ email })).toMatchObject({ state: 'invited' });
    expect(await enrolments.findOne({ email })).not.toHaveProperty('userId');
  });

  it('becomes the account’s own on first sight with the address confirmed, through every route', async () => {
    const email = await invited();
    // The token's address in another case is the same address.
    const yusuf = await t.as(email.toUpperCase(), { id: 'yusuf-1' });
    const list = enrolmentListSchema.parse((await t.json('/enrolments', { headers: yusuf })).body.data);
    expect(list).toEqual([expect.objectContaining({ slug: 'bsc-psychology', title: 'B.Sc. Psychology' })]);
    expect(await enrolments.findOne({ email })).toMatchObject({ userId: 'yusuf-1', state: 'active' });
    expect(await slugsOf(yusuf)).toEqual({
      enrolments: ['bsc-psychology'],
      progress: ['bsc-psychology'],
      course: 200,
    });
    const progress = progressListSchema.parse((await t.json('/progress', { headers: yusuf })).body.data);
    expect(progress[0]).toMatchObject({ status: 'not_started', progress_rate: 0 });

    // Enrolling the address again now answers the claimed enrolment, unchanged.
    const again = await t.json('/staff/enrolments', {
      method: 'POST',
      headers: { ...admissions, ...jsonHeaders },
      body: JSON.stringify({ email, name: 'Yusuf Ali', courseId: 2 }),
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ state: 'active', created: false });
  });

  it('is claimed by the course routes as well, the first of them the learner opens', async () => {
    const email = await invited();
    const yusuf = await t.as(email, { id: 'yusuf-course-first' });
    const done = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', {
      method: 'POST',
      headers: yusuf,
    });
    expect(done.status).toBe(200);
    expect(await enrolments.findOne({ email })).toMatchObject({
      userId: 'yusuf-course-first',
      state: 'active',
    });
  });

  it('keeps the course and its progress with the account when its e-mail changes, and from the next owner of the old address', async () => {
    const email = await invited();
    const before = await t.as(email, { id: 'yusuf-2' });
    const done = await t.json('/course/bsc-psychology/units/bsc-1-1/complete', {
      method: 'POST',
      headers: before,
    });
    expect(done.status).toBe(200);

    // The same account with a new address, not yet confirmed: found by its id.
    const after = await t.as(`new.${email}`, { id: 'yusuf-2', emailVerified: false });
    expect(await slugsOf(after)).toEqual({
      enrolments: ['bsc-psychology'],
      progress: ['bsc-psychology'],
      course: 200,
    });
    const progress = progressListSchema.parse((await t.json('/progress', { headers: after })).body.data);
    expect(progress[0]?.progress_rate).toBeGreaterThan(0);
    const detail = await t.json('/course/bsc-psychology', { headers: after });
    expect(detail.body.data.detail.sections[0].learningUnits[0]).toMatchObject({
      id: 'bsc-1-1',
      completed: true,
    });

    // Someone else who later confirms the old address does not get the course.
    const stranger = await t.as(email, { id: 'someone-else' });
    expect(await slugsOf(stranger)).toEqual({ enrolments: [], progress: [], course: 403 });
  });
});
