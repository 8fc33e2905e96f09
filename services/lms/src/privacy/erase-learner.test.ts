/**
 * An account's erasure in the learner area, on the real database: before it the learner's address and
 * name are in the lms's collections, after it nowhere; a second run changes nothing; another learner is
 * untouched; the certificate's public check keeps only its code, course and date, and staff may revoke
 * it but not reissue it.
 */
import { randomUUID } from 'node:crypto';
import { certificateCheckSchema, myCertificateListSchema } from '@aspire/contracts/certificates';
import { courseEnrolmentListSchema, enrolmentRecordSchema } from '@aspire/contracts/learning-desk';
import { ERASED, type ErasureOrder } from '@aspire/contracts/privacy';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { HOLDER_ERASED } from '../routes/certificates.ts';
import { lmsTestApp } from '../test-app.ts';
import { ERASURE_ACTION } from './erase-learner.ts';

const t = await lmsTestApp({ demoAccounts: false });
const learning = await t.staff('learning');

/** Basic Arabic Diploma: four units, no sign-off; B.Sc. Psychology, to be left invited. */
const ARABIC = {
  courseId: 5,
  slug: 'basic-arabic-diploma',
  units: ['bad-1-1', 'bad-1-2', 'bad-2-1', 'bad-2-2'],
};
const PSYCHOLOGY = 2;
const MASTERS = 3;

const send = (method: string, headers: Record<string, string>, body?: unknown) => ({
  method,
  headers: { ...headers, ...jsonHeaders },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/**
 * A learner as an erasure finds one: enrolled by staff in the Arabic diploma (completed, so certified,
 * then reissued under a corrected name), the Master's (withdrawn, with a reason naming them) and
 * psychology at their address (never claimed: still invited).
 */
async function learner(first: string, last: string) {
  const tag = randomUUID().slice(0, 8);
  const email = `${first.toLowerCase()}.${tag}@example.com`;
  const name = `${first} ${last}`;
  const userId = `learner-${tag}`;
  const enrol = async (courseId: number) => {
    const made = await t.json('/staff/enrolments', send('POST', learning, { email, name, courseId }));
    expect(made.status).toBe(201);
    return made.body.data.id as string;
  };
  const arabic = await enrol(ARABIC.courseId);
  const masters = await enrol(MASTERS);
  const headers = await t.as(email, { id: userId });
  for (const unit of ARABIC.units) {
    expect((await t.json(`/course/${ARABIC.slug}/units/${unit}/open`, send('POST', headers))).status).toBe(
      200,
    );
    expect(
      (await t.json(`/course/${ARABIC.slug}/units/${unit}/complete`, send('POST', headers))).status,
    ).toBe(200);
  }
  const withdrawn = await t.json(
    `/staff/learning/enrolments/${masters}/withdraw`,
    send('POST', learning, { reason: `${first} asked to pause her studies` }),
  );
  expect(withdrawn.status).toBe(200);
  const [certificate] = myCertificateListSchema.parse(
    (await t.json('/my-certificates', { headers })).body.data,
  );
  if (!certificate) throw new Error('no certificate issued');
  const reissued = await t.json(
    `/staff/certificates/${certificate.code}/reissue`,
    send('POST', learning, { name: `${first} B. ${last}` }),
  );
  expect(reissued.status).toBe(200);
  const invited = await enrol(PSYCHOLOGY);
  const order: ErasureOrder = { id: randomUUID(), userId, email, requestedAt: new Date().toISOString() };
  return { email, name, last, headers, order, code: certificate.code, arabic, masters, invited };
}

/** Every document of every lms collection, as text. */
async function everything() {
  const collections = await t.database.db.listCollections({}, { nameOnly: true }).toArray();
  const texts = await Promise.all(
    collections
      .map((collection) => collection.name)
      .sort()
      .map(async (name) => {
        const docs = await t.database.db.collection(name).find({}).sort({ _id: 1 }).toArray();
        return `${name}: ${JSON.stringify(docs)}`;
      }),
  );
  return texts.join('\n');
}
const withoutOutbox = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('mail_outbox:'))
    .join('\n');
/** How often the text names the person: their address, their name or their surname. */
const mentions = (text: string, who: { email: string; name: string; last: string }) =>
  [who.email, who.name, who.last].map((word) => text.toLowerCase().split(word.toLowerCase()).length - 1);

const farzana = await learner('Farzana', 'Siddiqui');
const nasreen = await learner('Nasreen', 'Pathan');
const arabicCounts = async () =>
  courseEnrolmentListSchema.parse(
    (await t.json(`/staff/learning/courses/${ARABIC.courseId}/enrolments`, { headers: learning })).body.data,
  ).offering;
const countsBefore = await arabicCounts();
const before = await everything();
const first = await t.app.erase(farzana.order);
const after = await everything();

describe("an account's erasure in the learner area", () => {
  it('finds the learner across the collections before, and nowhere after', () => {
    for (const count of mentions(before, farzana)) expect(count).toBeGreaterThan(0);
    expect(mentions(after, farzana)).toEqual([0, 0, 0]);
    expect(first).toEqual({ enrolments: 3, certificates: 1, progress: 4 + 1 });
  });

  it('changes nothing more when run again', async () => {
    expect(await t.app.erase(farzana.order)).toEqual({ enrolments: 0, certificates: 0, progress: 0 });
    // The outbox's sender works on meanwhile (another learner's mail is sent): compared without it.
    expect(withoutOutbox(await everything())).toBe(withoutOutbox(after));
  });

  it('leaves another learner exactly as they were', async () => {
    expect(mentions(after, nasreen)).toEqual(mentions(before, nasreen));
    const [certificate] = myCertificateListSchema.parse(
      (await t.json('/my-certificates', { headers: nasreen.headers })).body.data,
    );
    expect(certificate).toMatchObject({ code: nasreen.code, name: 'Nasreen B. Pathan', status: 'valid' });
    const progress = await t.json('/progress', { headers: nasreen.headers });
    expect(progress.body.data).toHaveLength(2);
  });

  it('takes the learner out of the learner area: no course, certificate or data for the old token', async () => {
    expect((await t.json('/progress', { headers: farzana.headers })).body.data).toEqual([]);
    expect((await t.json('/my-certificates', { headers: farzana.headers })).body.data).toEqual([]);
    const pdf = await t.app.request(`/api/lms/my-certificates/${farzana.code}.pdf`, {
      headers: farzana.headers,
    });
    expect(pdf.status).toBe(404);
    const mine = (await t.json('/my-data', { headers: farzana.headers })).body.data;
    expect(mine.data).toEqual({ enrolments: [], progress: [], certificates: [] });
  });

  it("keeps the certificate's public check with only its code, course and date", async () => {
    const check = await t.json(`/certificates/${farzana.code}`);
    expect(check.status).toBe(200);
    expect(certificateCheckSchema.parse(check.body.data)).toEqual({
      code: farzana.code,
      name: null,
      courseTitle: 'Basic Arabic Diploma',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'valid',
      revokedOn: null,
    });
  });

  it('keeps the enrolments for the course numbers, shown as erased on the desk', async () => {
    // Still enrolled and certified; no longer counted complete, since their progress is gone.
    expect(await arabicCounts()).toEqual({ ...countsBefore, completed: countsBefore.completed - 1 });
    const record = enrolmentRecordSchema.parse(
      (await t.json(`/staff/learning/enrolments/${farzana.arabic}`, { headers: learning })).body.data,
    );
    expect(record).toMatchObject({
      name: ERASED,
      email: '',
      state: 'active',
      completedUnits: 0,
      certificate: { code: farzana.code, status: 'valid' },
      erasedAt: expect.any(String),
    });
    // The story stays, without the person.
    expect(record.audit.map((entry) => entry.action)).toEqual(['enrolment.created', 'certificate.reissued']);
    expect(record.audit[1]?.changes?.name).toEqual({ from: ERASED, to: ERASED });
    const withdrawn = enrolmentRecordSchema.parse(
      (await t.json(`/staff/learning/enrolments/${farzana.masters}`, { headers: learning })).body.data,
    );
    expect(withdrawn.state).toBe('withdrawn');
    expect(withdrawn.audit.at(-1)).toMatchObject({ action: 'enrolment.withdrawn', note: '' });
  });

  it('records the erasure by its id in the audit log, once, naming nobody', async () => {
    const log = await t.database.db.collection('audit_log').find({ action: ERASURE_ACTION }).toArray();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      subject: { kind: 'erasure', id: farzana.order.id },
      note: '3 enrolments anonymised, 5 progress records deleted, 1 certificate kept without the holder’s name',
    });
  });

  it('refuses to sign off or reissue for an erased learner (409), and still revokes, mailing nobody', async () => {
    const reissue = await t.json(`/staff/certificates/${farzana.code}/reissue`, send('POST', learning, {}));
    expect(reissue.status).toBe(409);
    expect(reissue.body.message).toBe(HOLDER_ERASED);
    const signOff = await t.json(
      `/staff/learning/enrolments/${farzana.arabic}/sign-off`,
      send('POST', learning),
    );
    expect(signOff.status).toBe(409);
    expect(signOff.body.message).toMatch(/erased at their request/);
    const mails = await t.database.db.collection('mail_outbox').countDocuments();
    const revoke = await t.json(
      `/staff/certificates/${farzana.code}/revoke`,
      send('POST', learning, { reason: 'Issued in error' }),
    );
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.certificate).toMatchObject({ status: 'revoked' });
    expect(await t.database.db.collection('mail_outbox').countDocuments()).toBe(mails);
    const check = certificateCheckSchema.parse((await t.json(`/certificates/${farzana.code}`)).body.data);
    expect(check).toMatchObject({ name: null, status: 'revoked' });
  });

  it('lets the same address be enrolled afresh, as a new enrolment', async () => {
    const again = await t.json(
      '/staff/enrolments',
      send('POST', learning, { email: farzana.email, name: farzana.name, courseId: ARABIC.courseId }),
    );
    expect(again.status).toBe(201);
    expect(again.body.data).toMatchObject({ created: true, state: 'invited' });
  });
});
