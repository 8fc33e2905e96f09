import { randomUUID } from 'node:crypto';
import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { staffEnrolmentResultSchema } from '@aspire/contracts/lms';
import { auditPageSchema, STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import { longDateInIndia } from '@aspire/service-kit/india-days';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { invitationSubject } from '../mail/invitation-mail.ts';
import { lmsTestApp, TEST_SITE_URL } from '../test-app.ts';
import { COURSE_NOT_TAUGHT } from './staff-enrolments.ts';

const t = await lmsTestApp({ demoAccounts: false });
const [admissions, learning, admin, shop] = await Promise.all([
  t.staff('admissions'),
  t.staff('learning'),
  t.staff('admin'),
  t.staff('shop'),
]);

/** An address of its own per test: Mailpit is shared by the whole run. */
const applicant = () => `Zainab.${randomUUID().slice(0, 8)}@Example.com`;
const enrol = (headers: Record<string, string>, body: unknown) =>
  t.json('/staff/enrolments', {
    method: 'POST',
    headers: { ...headers, ...jsonHeaders },
    body: JSON.stringify(body),
  });
const request = (email: string, courseId = 2) => ({ email, name: 'Zainab Qureshi', courseId });

describe('POST /api/lms/staff/enrolments', () => {
  it('answers 401 to an anonymous visitor, 403 to a learner and to shop staff, and enrols nobody', async () => {
    const body = request(applicant());
    const anonymous = await enrol({}, body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_REQUIRED);
    for (const headers of [t.stranger, shop]) {
      const refused = await enrol(headers, body);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ success: false, message: STAFF_ROLE_REQUIRED });
    }
    expect(
      await t.database.db.collection('enrolments').countDocuments({ email: body.email.toLowerCase() }),
    ).toBe(0);
  });

  it("enrols the lower-cased address from today for the course's months, once, and mails one invitation", async () => {
    const email = applicant();
    const address = email.toLowerCase();
    const first = await enrol(admissions, { ...request(email), reference: 'adm-42' });
    expect(first.status).toBe(201);
    const result = staffEnrolmentResultSchema.parse(first.body.data);
    expect(result).toMatchObject({
      email: address,
      courseId: 2,
      slug: 'bsc-psychology',
      state: 'invited',
      created: true,
    });
    const stored = await t.database.db.collection('enrolments').findOne({ email: address });
    expect(result.id).toBe(stored?._id.toHexString());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(stored).toMatchObject({
      courseId: 2,
      startDate: today,
      name: 'Zainab Qureshi',
      reference: 'adm-42',
    });
    // B.Sc. Psychology runs for 36 months.
    expect(stored?.endDate).toBe(`${Number(today.slice(0, 4)) + 3}${today.slice(4)}`);
    expect(stored).not.toHaveProperty('userId');

    // Asked again (a double click, a retried request, another member of staff): nothing changes.
    const again = await enrol(learning, request(email));
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ ...result, created: false });

    const mail = await receivedMail(address, invitationSubject('B.Sc. Psychology'));
    expect(mail.Text).toContain('Assalamu alaikum Zainab,');
    expect(mail.Text).toContain(address);
    // The link lands the learner in the course, through sign-in (or sign-up).
    expect(mail.Text).toContain(`${TEST_SITE_URL}/lms/login?next=%2Flms%2Fbsc-psychology`);
    expect(mail.Text).toContain(longDateInIndia(today));
    expect(mail.Text).toContain('confirm it with the link we e-mail you');
    // Give a second message time to arrive, were one (wrongly) sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsTo(address)).toHaveLength(1);
  });

  it('records the enrolment in the audit log, which only an admin reads', async () => {
    const email = applicant().toLowerCase();
    const { body } = await enrol(learning, { ...request(email, 9), reference: 'adm-7' });
    expect(body.data.created).toBe(true);
    const stored = await t.database.db.collection('enrolments').findOne({ email });
    const id = stored?._id.toHexString();

    const log = await t.json(`/staff/audit?subjectKind=enrolment&subjectId=${id}`, { headers: admin });
    expect(log.status).toBe(200);
    const { entries } = auditPageSchema.parse(log.body.data);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      service: 'lms',
      action: 'enrolment.created',
      actor: { id: 'staff-learning', name: 'Fatima Noor' },
      subject: { kind: 'enrolment', id, label: `Zainab Qureshi <${email}> · The Dynamic Khulafa Rashideen` },
      changes: { state: { from: null, to: 'invited' } },
      note: 'From adm-7',
    });
    // The repeat changed nothing, so it records nothing.
    await enrol(learning, request(email, 9));
    const after = await t.json(`/staff/audit?subjectKind=enrolment&subjectId=${id}`, { headers: admin });
    expect(after.body.data.entries).toHaveLength(1);

    expect((await t.json('/staff/audit', {})).status).toBe(401);
    expect((await t.json('/staff/audit', { headers: learning })).status).toBe(403);
  });

  it('answers 404 with a field error for a course the learner area does not have, and 400 for bad input', async () => {
    const enrolments = t.database.db.collection('enrolments');
    const before = await enrolments.countDocuments();
    const unknown = await enrol(admissions, request(applicant(), 404));
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors).toEqual({ courseId: COURSE_NOT_TAUGHT });
    const bad = await enrol(admissions, { email: 'not-an-address', name: ' ', courseId: 'BSc' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['courseId', 'email', 'name']);
    expect(await enrolments.countDocuments()).toBe(before);
  });

  it('lets an admin enrol too', async () => {
    const { status } = await enrol(admin, request(applicant(), 5));
    expect(status).toBe(201);
  });
});
