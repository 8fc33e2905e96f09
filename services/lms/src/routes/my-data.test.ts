import { randomUUID } from 'node:crypto';
import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { lmsMyDataSchema } from '@aspire/contracts/lms';
import { myDataPartSchema } from '@aspire/contracts/privacy';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { lmsTestApp } from '../test-app.ts';

const t = await lmsTestApp();
const learning = await t.staff('learning');

/** The learner area's part of "Download my data", checked against the contracts. */
async function myData(headers: Record<string, string>) {
  const answer = await t.json('/my-data', { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  const { summary, data } = myDataPartSchema.parse(answer.body.data);
  return { summary, data: lmsMyDataSchema.parse(data) };
}

describe('GET /api/lms/my-data', () => {
  it('answers 401 without a sign-in', async () => {
    const missing = await t.json('/my-data');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: AUTH_REQUIRED });
  });

  it("gives the learner's enrolments, every unit done and when, and the unit opened last, claiming nothing", async () => {
    const { summary, data } = await myData(t.amina);
    expect(data.enrolments.map(({ courseTitle, state }) => [courseTitle, state])).toEqual([
      ['Bachelor of Islamic Studies', 'invited'],
      ['B.Sc. Psychology', 'invited'],
      ['Basic Arabic Diploma', 'invited'],
    ]);
    expect(data.enrolments[2]).toEqual({
      courseId: 5,
      courseTitle: 'Basic Arabic Diploma',
      email: 'amina.learner@aspirecollege.in',
      name: 'Amina Rahman',
      state: 'invited',
      startDate: '2025-08-04',
      endDate: '2026-02-27',
      enrolledAt: expect.any(String),
      enrolledBy: 'The college',
      reference: null,
      claimedAt: null,
      withdrawal: null,
    });
    const islamic = data.progress.find((content) => content.content === 'bachelor-of-islamic-studies');
    expect(islamic?.completed.map((unit) => unit.unitId)).toEqual([
      'bis-1-1',
      'bis-1-2',
      'bis-1-3',
      'bis-2-1',
    ]);
    expect(islamic?.completed[0]).toEqual({
      unitId: 'bis-1-1',
      unit: expect.any(String),
      completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(islamic?.completed[0]?.unit).not.toBe('bis-1-1');
    expect(islamic?.lastOpened).toMatchObject({ unitId: 'bis-2-2', at: expect.any(String) });
    expect(data.progress.find((content) => content.content === 'bsc-psychology')).toEqual({
      content: 'bsc-psychology',
      completed: [],
      lastOpened: null,
    });
    expect(data.certificates).toEqual([]);
    expect(summary).toEqual([
      'You have 3 enrolments in the learner area.',
      'Bachelor of Islamic Studies: invited, waiting for you to sign in, from 1 June 2026 to 30 April 2029.',
      'B.Sc. Psychology: invited, waiting for you to sign in, from 6 July 2026 to 25 May 2029.',
      'Basic Arabic Diploma: invited, waiting for you to sign in, from 4 August 2025 to 27 February 2026.',
      expect.stringMatching(/^You have completed 8 units, the last on \d{1,2} \w+ \d{4}\.$/),
    ]);
  });

  it('gives the certificates, and the enrolments as the learner area has them once opened', async () => {
    expect((await t.json('/progress', { headers: t.amina })).status).toBe(200);
    const { summary, data } = await myData(t.amina);
    expect(data.enrolments.map((enrolment) => enrolment.state)).toEqual(['active', 'active', 'active']);
    expect(data.enrolments[0]?.claimedAt).toEqual(expect.any(String));
    const [certificate] = data.certificates;
    expect(certificate).toEqual({
      code: expect.stringMatching(/^ASP-/),
      courseTitle: 'Basic Arabic Diploma',
      name: 'Amina Rahman',
      issuedOn: expect.any(String),
      status: 'valid',
      revokedOn: null,
    });
    expect(summary.at(-1)).toMatch(
      new RegExp(
        `^Certificate ${certificate?.code} for Basic Arabic Diploma, issued on \\d{1,2} \\w+ \\d{4}\\.$`,
      ),
    );
    expect(summary[1]).toBe('Bachelor of Islamic Studies: active, from 1 June 2026 to 30 April 2029.');
  });

  it('shows enrolments waiting for an address only once it is confirmed, withdrawn ones too, by role', async () => {
    const email = `rukhsana.${randomUUID().slice(0, 8)}@example.com`;
    const made = await t.json('/staff/enrolments', {
      method: 'POST',
      headers: { ...learning, ...jsonHeaders },
      body: JSON.stringify({ email, name: 'Rukhsana Begum', courseId: 2, reference: 'ADM-2026-0042' }),
    });
    expect(made.status).toBe(201);
    const unconfirmed = await myData(await t.as(email, { emailVerified: false }));
    expect(unconfirmed.data.enrolments).toEqual([]);
    expect(unconfirmed.summary[0]).toBe('You have no enrolments in the learner area.');
    expect(unconfirmed.summary[1]).toBe('You have not completed any units yet.');

    const withdrawn = await t.json(`/staff/learning/enrolments/${made.body.data.id}/withdraw`, {
      method: 'POST',
      headers: { ...learning, ...jsonHeaders },
      body: JSON.stringify({ reason: 'Joined the evening batch instead' }),
    });
    expect(withdrawn.status).toBe(200);
    const confirmed = await myData(await t.as(email));
    expect(confirmed.data.enrolments).toEqual([
      expect.objectContaining({
        courseTitle: 'B.Sc. Psychology',
        email,
        name: 'Rukhsana Begum',
        state: 'withdrawn',
        enrolledBy: 'A member of the college’s staff',
        reference: 'ADM-2026-0042',
        withdrawal: { at: expect.any(String), reason: 'Joined the evening batch instead' },
      }),
    ]);
    expect(confirmed.summary[1]).toMatch(/^B\.Sc\. Psychology: withdrawn on \d{1,2} \w+ \d{4}, from /);
  });
});
