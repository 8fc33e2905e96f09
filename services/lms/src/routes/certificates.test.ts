/**
 * Certificates through the service, on the real database and Mailpit: issued once on completing the
 * last unit (also from two tabs at once), or on a sign-off; mailed with a PDF whose text reads back;
 * checked publicly; listed and downloaded by their holder only; revoked and reissued by staff.
 */
import { randomUUID } from 'node:crypto';
import { certificateCheckSchema, myCertificateListSchema } from '@aspire/contracts/certificates';
import { AUTH_REQUIRED } from '@aspire/contracts/envelope';
import { enrolmentRecordSchema } from '@aspire/contracts/learning-desk';
import { progressListSchema } from '@aspire/contracts/lms';
import { STAFF_ROLE_REQUIRED } from '@aspire/contracts/staff';
import type { OutboxDoc } from '@aspire/service-kit/mail/outbox';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { mailsTo, receivedMail } from '@aspire/service-kit/testing/mail';
import { pdfText } from '@aspire/service-kit/testing/pdf-text';
import { describe, expect, inject, it } from 'vitest';
import { certificateSubject, revokedSubject } from '../mail/certificate-mail.ts';
import { lmsTestApp, TEST_SITE_URL } from '../test-app.ts';
import { CERTIFICATE_REVOKED, CHECKS_PER_MINUTE, NO_SUCH_CERTIFICATE } from './certificates.ts';
import { ENROLMENT_NOT_FOUND } from './staff-learning-view.ts';

const t = await lmsTestApp({ demoAccounts: false });
const learning = await t.staff('learning');
const outbox = t.database.db.collection<OutboxDoc>('mail_outbox');

/** Catalogue courses of the seeded offerings: Basic Arabic Diploma (4 units), its diploma twins
 * sharing one content (4 units), and the Master's, which asks for a sign-off (6 units). */
const ARABIC = {
  courseId: 5,
  slug: 'basic-arabic-diploma',
  units: ['bad-1-1', 'bad-1-2', 'bad-2-1', 'bad-2-2'],
};
const DIPLOMA = { slug: 'diploma-programme', units: ['dip-1-1', 'dip-1-2', 'dip-2-1', 'dip-2-2'] };
const MASTERS = {
  courseId: 3,
  slug: 'master-in-islamic-studies',
  units: ['mis-1-1', 'mis-1-2', 'mis-1-3', 'mis-2-1', 'mis-2-2', 'mis-2-3'],
};

const post = (headers: Record<string, string>, body?: unknown) => ({
  method: 'POST',
  headers: { ...headers, ...jsonHeaders },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A learner staff enrolled in these courses, signed in with the address confirmed. */
async function learner(courseIds: number[], name = 'Safiya Begum') {
  const email = `safiya.${randomUUID().slice(0, 8)}@example.com`;
  const ids: string[] = [];
  for (const courseId of courseIds) {
    const enrolled = await t.json('/staff/enrolments', post(learning, { email, name, courseId }));
    expect(enrolled.status).toBe(201);
    ids.push(enrolled.body.data.id);
  }
  return { email, ids, headers: await t.as(email, { id: `learner-${randomUUID().slice(0, 8)}` }) };
}
const complete = (headers: Record<string, string>, slug: string, unitId: string) =>
  t.json(`/course/${slug}/units/${unitId}/complete`, { method: 'POST', headers });
async function completeAll(headers: Record<string, string>, slug: string, units: string[]) {
  for (const unit of units) expect((await complete(headers, slug, unit)).status).toBe(200);
}
const mine = async (headers: Record<string, string>) =>
  myCertificateListSchema.parse((await t.json('/my-certificates', { headers })).body.data);
/** The learner's one certificate. */
async function only(headers: Record<string, string>) {
  const certificates = await mine(headers);
  expect(certificates).toHaveLength(1);
  return certificates[0]!;
}
const check = (code: string, address = '198.51.100.1') =>
  t.json(`/certificates/${code}`, { headers: { 'x-forwarded-for': address } });
const certificateMailsTo = (email: string) => outbox.countDocuments({ to: email, template: 'certificate' });

describe('issuing on completing the last unit', () => {
  it('issues the certificate once, lists it, mails it with its PDF and checks it valid', async () => {
    const { email, ids, headers } = await learner([ARABIC.courseId]);
    await completeAll(headers, ARABIC.slug, ARABIC.units.slice(0, 3));
    expect(await mine(headers)).toEqual([]);
    await completeAll(headers, ARABIC.slug, ARABIC.units.slice(3));

    const certificate = await only(headers);
    expect(certificate).toMatchObject({
      name: 'Safiya Begum',
      courseTitle: 'Basic Arabic Diploma',
      courseId: 5,
      slug: ARABIC.slug,
      status: 'valid',
      revokedOn: null,
      pdfUrl: `/api/lms/my-certificates/${certificate.code}.pdf`,
    });
    const progress = progressListSchema.parse((await t.json('/progress', { headers })).body.data);
    expect(progress).toEqual([
      expect.objectContaining({
        courseId: 5,
        awaitingSignOff: false,
        certificate: { code: certificate.code, status: 'valid', pdfUrl: certificate.pdfUrl },
      }),
    ]);
    const record = enrolmentRecordSchema.parse(
      (await t.json(`/staff/learning/enrolments/${ids[0]}`, { headers: learning })).body.data,
    );
    expect(record.certificate).toMatchObject({ code: certificate.code, status: 'valid' });

    // The mail, with the PDF attached: its text names the learner and the code.
    const mail = await receivedMail(email, certificateSubject('Basic Arabic Diploma'));
    expect(mail.Text).toContain(`${TEST_SITE_URL}/certificates/${certificate.code}`);
    const { Attachments } = mail as typeof mail & { Attachments: { PartID: string; FileName: string }[] };
    expect(Attachments.map((attachment) => attachment.FileName)).toEqual([
      `certificate-${certificate.code}.pdf`,
    ]);
    const part = await fetch(
      new URL(`/api/v1/message/${mail.ID}/part/${Attachments[0]!.PartID}`, inject('mailApiUrl')),
    );
    const text = pdfText(new Uint8Array(await part.arrayBuffer()));
    expect(text).toContain('Safiya Begum');
    expect(text).toContain(certificate.code);

    const checked = await check(certificate.code);
    expect(checked.status).toBe(200);
    expect(certificateCheckSchema.strict().parse(checked.body.data)).toEqual({
      code: certificate.code,
      name: 'Safiya Begum',
      courseTitle: 'Basic Arabic Diploma',
      issuedOn: certificate.issuedOn,
      status: 'valid',
      revokedOn: null,
    });

    // Completing a unit again, or undoing one and completing it again, issues nothing more.
    await complete(headers, ARABIC.slug, 'bad-2-2');
    await t.json(`/course/${ARABIC.slug}/units/bad-1-1/complete`, { method: 'DELETE', headers });
    expect(await mine(headers)).toEqual([certificate]);
    await complete(headers, ARABIC.slug, 'bad-1-1');
    expect(await mine(headers)).toEqual([certificate]);
    expect(await certificateMailsTo(email)).toBe(1);
  });

  it('issues one certificate and one mail when the last unit is completed from two tabs at once', async () => {
    const { email, headers } = await learner([ARABIC.courseId]);
    await completeAll(headers, ARABIC.slug, ARABIC.units.slice(0, 3));
    const tabs = await Promise.all([
      complete(headers, ARABIC.slug, 'bad-2-2'),
      complete(headers, ARABIC.slug, 'bad-2-2'),
    ]);
    expect(tabs.map((tab) => tab.body.data.status)).toEqual(['completed', 'completed']);
    expect(await mine(headers)).toHaveLength(1);
    expect(await certificateMailsTo(email)).toBe(1);
    await receivedMail(email, certificateSubject('Basic Arabic Diploma'));
    // Nothing more arrives after the first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      await mailsTo(email).then((mails) => mails.filter((m) => m.Subject.startsWith('Your certificate'))),
    ).toHaveLength(1);
  });

  it('issues one certificate when the last two units are completed at once, from two tabs', async () => {
    const { email, headers } = await learner([ARABIC.courseId]);
    await completeAll(headers, ARABIC.slug, ARABIC.units.slice(0, 2));
    await Promise.all([complete(headers, ARABIC.slug, 'bad-2-1'), complete(headers, ARABIC.slug, 'bad-2-2')]);
    expect(await mine(headers)).toHaveLength(1);
    expect(await certificateMailsTo(email)).toBe(1);
  });

  it('issues one certificate per twin course opening the same content, each with its own title', async () => {
    const { headers } = await learner([6, 7]);
    await completeAll(headers, DIPLOMA.slug, DIPLOMA.units);
    const certificates = await mine(headers);
    expect(certificates.map((certificate) => certificate.courseId).sort()).toEqual([6, 7]);
    expect(new Set(certificates.map((certificate) => certificate.code)).size).toBe(2);
    expect(certificates.map((certificate) => certificate.courseTitle).sort()).toEqual([
      'Advance Arabic Diploma',
      'Intermediate Arabic Diploma',
    ]);
  });
});

describe('a course that asks for a sign-off', () => {
  it('waits, complete, until a member of staff signs it off; then issues once', async () => {
    const { email, ids, headers } = await learner([MASTERS.courseId], 'Bilal Ahmed');
    const signOff = () => t.json(`/staff/learning/enrolments/${ids[0]}/sign-off`, post(learning));
    await completeAll(headers, MASTERS.slug, MASTERS.units.slice(0, 4));

    const early = await signOff();
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^This learner has not completed the course yet: 2 of 6 units still to do \(.+; .+\)$/,
    );

    await completeAll(headers, MASTERS.slug, MASTERS.units.slice(4));
    expect(await mine(headers)).toEqual([]);
    const progress = progressListSchema.parse((await t.json('/progress', { headers })).body.data);
    expect(progress[0]).toMatchObject({ status: 'completed', awaitingSignOff: true, certificate: null });

    const signed = await signOff();
    expect(signed.status).toBe(200);
    const record = enrolmentRecordSchema.parse(signed.body.data);
    expect(record).toMatchObject({ awaitingSignOff: false, certificate: { status: 'valid' } });
    expect(record.audit.filter((entry) => entry.action === 'certificate.issued')).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: 'staff-learning' }),
        note: 'Completion signed off',
      }),
    ]);
    const certificate = await only(headers);
    expect(certificate).toMatchObject({ code: record.certificate?.code, name: 'Bilal Ahmed' });
    await receivedMail(email, certificateSubject('Master in Islamic Studies'));

    // A second sign-off (a retried click) answers the same, audits and mails nothing more.
    const again = enrolmentRecordSchema.parse((await signOff()).body.data);
    expect(again.certificate?.code).toBe(certificate.code);
    expect(again.audit.filter((entry) => entry.action === 'certificate.issued')).toHaveLength(1);
    expect(await certificateMailsTo(email)).toBe(1);
  });

  it('refuses a learner who never signed in, or who was withdrawn, saying why', async () => {
    const invitedOnly = await learner([MASTERS.courseId]);
    const notYet = await t.json(`/staff/learning/enrolments/${invitedOnly.ids[0]}/sign-off`, post(learning));
    expect(notYet).toMatchObject({
      status: 409,
      body: { message: 'This learner has not signed in to the course yet, so it cannot be complete' },
    });

    const { ids, headers } = await learner([MASTERS.courseId]);
    await completeAll(headers, MASTERS.slug, MASTERS.units);
    const withdrawn = await t.json(
      `/staff/learning/enrolments/${ids[0]}/withdraw`,
      post(learning, { reason: 'Left the college' }),
    );
    expect(withdrawn.status).toBe(200);
    const refused = await t.json(`/staff/learning/enrolments/${ids[0]}/sign-off`, post(learning));
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This learner is withdrawn from the course. Enrol them again before signing off.' },
    });
    expect(await mine(headers)).toEqual([]);
  });

  it('answers 404 for an unknown enrolment and 400 for a malformed reference', async () => {
    const unknown = await t.json(
      '/staff/learning/enrolments/0123456789abcdef01234567/sign-off',
      post(learning),
    );
    expect(unknown).toMatchObject({ status: 404, body: { message: ENROLMENT_NOT_FOUND } });
    const malformed = await t.json('/staff/learning/enrolments/nope/sign-off', post(learning));
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['id']);
  });
});

describe('the public check', () => {
  it('reads a code however it is typed, and says so plainly for an unknown one (404), never cached or indexed', async () => {
    const { headers } = await learner([ARABIC.courseId]);
    await completeAll(headers, ARABIC.slug, ARABIC.units);
    const { code } = await only(headers);
    const typed = await check(`%20${code.toLowerCase()}%20`);
    expect(typed.status).toBe(200);
    expect(typed.body.data.code).toBe(code);
    expect(typed.headers.get('cache-control')).toBe('no-store');
    expect(typed.headers.get('x-robots-tag')).toBe('noindex');

    const unknown = await check('ASP-0000-0000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, message: NO_SUCH_CERTIFICATE });
    expect(unknown.headers.get('cache-control')).toBe('no-store');
    expect(unknown.headers.get('x-robots-tag')).toBe('noindex');

    const malformed = await check('ASP-1234');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ code: 'Enter the code as printed: ASP-XXXX-XXXX' });
  });

  it(`allows ${CHECKS_PER_MINUTE} checks a minute from one address, then answers 429`, async () => {
    for (let i = 0; i < CHECKS_PER_MINUTE; i++)
      expect((await check('ASP-0000-0000', '203.0.113.7')).status).toBe(404);
    const refused = await check('ASP-0000-0000', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await check('ASP-0000-0000', '203.0.113.8')).status).toBe(404);
  });
});

describe('the learner’s own certificates', () => {
  it('serves the PDF to its holder only, never to anyone else or anonymously', async () => {
    const { headers } = await learner([ARABIC.courseId], 'Zainab Qureshi');
    await completeAll(headers, ARABIC.slug, ARABIC.units);
    const { code, pdfUrl } = await only(headers);
    const path = pdfUrl.replace('/api/lms', '');

    const response = await t.app.request(`/api/lms${path}`, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="certificate-${code}.pdf"`,
    );
    const text = pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Zainab Qureshi');
    expect(text).toContain(code);

    expect((await t.json(path, { headers: t.stranger })).body).toEqual({
      success: false,
      message: NO_SUCH_CERTIFICATE,
    });
    expect((await t.json(path, { headers: t.stranger })).status).toBe(404);
    expect((await t.json(path)).status).toBe(401);
    expect(await mine(t.stranger)).toEqual([]);
    expect((await t.json('/my-certificates/ASP-1234.pdf', { headers })).status).toBe(400);
    expect((await t.json(`/my-certificates/${code}.txt`, { headers })).status).toBe(400);
  });
});

describe('revoking and reissuing', () => {
  it('revokes (the page says so, the PDF is gone, the learner is told), then reissues under the same code', async () => {
    const { email, ids, headers } = await learner([ARABIC.courseId], 'Maryam Siddiqui');
    await completeAll(headers, ARABIC.slug, ARABIC.units);
    const { code, pdfUrl } = await only(headers);

    const noReason = await t.json(`/staff/certificates/${code}/revoke`, post(learning, {}));
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Say why the certificate is revoked' });

    const revoked = await t.json(
      `/staff/certificates/${code}/revoke`,
      post(learning, { reason: 'Issued in error' }),
    );
    expect(revoked.status).toBe(200);
    const record = enrolmentRecordSchema.parse(revoked.body.data);
    expect(record).toMatchObject({ id: ids[0], certificate: { code, status: 'revoked' } });
    expect(record.audit.filter((entry) => entry.action === 'certificate.revoked')).toEqual([
      expect.objectContaining({
        note: 'Issued in error',
        changes: { status: { from: 'valid', to: 'revoked' } },
      }),
    ]);
    const checked = certificateCheckSchema.parse((await check(code)).body.data);
    expect(checked).toMatchObject({
      status: 'revoked',
      revokedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const pdf = await t.json(pdfUrl.replace('/api/lms', ''), { headers });
    expect(pdf).toMatchObject({ status: 410, body: { message: CERTIFICATE_REVOKED } });
    await receivedMail(email, revokedSubject('Basic Arabic Diploma'));
    // A repeated revoke changes nothing, audits and mails nothing more.
    const twice = enrolmentRecordSchema.parse(
      (await t.json(`/staff/certificates/${code}/revoke`, post(learning, { reason: 'Again' }))).body.data,
    );
    expect(twice.audit.filter((entry) => entry.action === 'certificate.revoked')).toHaveLength(1);
    expect(await outbox.countDocuments({ to: email, template: 'certificate-revoked' })).toBe(1);

    const badName = await t.json(`/staff/certificates/${code}/reissue`, post(learning, { name: '  ' }));
    expect(badName.status).toBe(400);
    expect(Object.keys(badName.body.errors)).toEqual(['name']);
    const reissued = await t.json(
      `/staff/certificates/${code.toLowerCase()}/reissue`,
      post(learning, { name: 'Maryam Fathima Siddiqui' }),
    );
    expect(reissued.status).toBe(200);
    const after = enrolmentRecordSchema.parse(reissued.body.data);
    expect(after.certificate).toMatchObject({ code, status: 'valid' });
    expect(after.audit.filter((entry) => entry.action === 'certificate.reissued')).toEqual([
      expect.objectContaining({
        changes: {
          status: { from: 'revoked', to: 'valid' },
          name: { from: 'Maryam Siddiqui', to: 'Maryam Fathima Siddiqui' },
        },
      }),
    ]);
    expect((await check(code)).body.data).toMatchObject({
      code,
      name: 'Maryam Fathima Siddiqui',
      status: 'valid',
      revokedOn: null,
    });
    // The new PDF, mailed again (a second certificate mail) and downloadable again.
    await expect
      .poll(
        async () =>
          (await mailsTo(email)).filter((m) => m.Subject === certificateSubject('Basic Arabic Diploma'))
            .length,
      )
      .toBe(2);
    const again = await t.app.request(`/api/lms${pdfUrl.replace('/api/lms', '')}`, { headers });
    expect(pdfText(new Uint8Array(await again.arrayBuffer()))).toContain('Maryam Fathima Siddiqui');
    // Reissuing it again as it is changes nothing.
    await t.json(`/staff/certificates/${code}/reissue`, post(learning, {}));
    expect(await certificateMailsTo(email)).toBe(2);
  });

  it('answers 404 for an unknown code', async () => {
    const revoke = await t.json(
      '/staff/certificates/ASP-0000-0000/revoke',
      post(learning, { reason: 'Not ours' }),
    );
    expect(revoke).toMatchObject({ status: 404, body: { message: NO_SUCH_CERTIFICATE } });
    const reissue = await t.json('/staff/certificates/ASP-0000-0000/reissue', post(learning, {}));
    expect(reissue.status).toBe(404);
  });
});

describe('the staff routes', () => {
  const routes = [
    ['/staff/certificates/ASP-0000-0000/revoke', { reason: 'Issued in error' }],
    ['/staff/certificates/ASP-0000-0000/reissue', {}],
    ['/staff/learning/enrolments/0123456789abcdef01234567/sign-off', undefined],
  ] as const;

  it('refuse anonymous callers (401) and callers without the learning role (403); admin passes', async () => {
    const admissions = await t.staff('admissions');
    const admin = await t.staff('admin');
    for (const [path, body] of routes) {
      const anonymous = await t.json(path, post({}, body));
      expect(anonymous, path).toMatchObject({ status: 401, body: { message: AUTH_REQUIRED } });
      for (const caller of [t.stranger, admissions]) {
        const refused = await t.json(path, post(caller, body));
        expect(refused, path).toMatchObject({ status: 403, body: { message: STAFF_ROLE_REQUIRED } });
      }
      expect((await t.json(path, post(admin, body))).status, path).toBe(404);
    }
  });
});
