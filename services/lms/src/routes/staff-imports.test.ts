/**
 * Importing learners from a CSV through the service, on the real database and Mailpit: a dry run that
 * writes nothing, a file refused whole, a real run that enrols and invites each learner once, and a
 * retry of the same file that changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { importReportSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '@aspire/contracts/learning-desk';
import { auditPageSchema } from '@aspire/contracts/staff';
import { jsonHeaders } from '@aspire/service-kit/testing/fixtures';
import { receivedMail } from '@aspire/service-kit/testing/mail';
import { describe, expect, it } from 'vitest';
import { importTooLong } from '../lib/import-csv.ts';
import { lmsTestApp, TEST_SITE_URL } from '../test-app.ts';
import { IMPORT_NOTE } from './staff-imports.ts';

const t = await lmsTestApp({ demoAccounts: false });
const [learning, admin] = await Promise.all([t.staff('learning'), t.staff('admin')]);
const db = t.database.db;

const upload = (csv: string, options: { dryRun: boolean; skipRefused?: boolean }) =>
  t.json('/staff/learning/imports', {
    method: 'POST',
    headers: { ...learning, ...jsonHeaders },
    body: JSON.stringify({ csv, ...options }),
  });
async function report(csv: string, options: { dryRun: boolean; skipRefused?: boolean }) {
  const { status, body } = await upload(csv, options);
  expect(status).toBe(200);
  return importReportSchema.parse(body.data);
}
/** What an import may write: enrolments, queued mail and audit entries. */
const written = () =>
  Promise.all(['enrolments', 'mail_outbox', 'audit_log'].map((name) => db.collection(name).countDocuments()));
const auditEntries = async () =>
  auditPageSchema.parse((await t.json('/staff/audit?limit=200', { headers: admin })).body.data).entries;

/** Three learners, as a spreadsheet saves them (a byte-order mark, CRLF, quotes); the second row is bad. */
const batch = () => {
  const id = randomUUID().slice(0, 8);
  const emails = [`hina.${id}@example.com`, `tariq.${id}@example.com`, `sumaiya.${id}@example.com`];
  const row = (email: string, name: string, course: string) => `${email},${name},${course}`;
  return {
    emails,
    bad: `\uFEFFName,Email,Course\r\n"Hina Kausar",${emails[0]},5\r\n"Tariq Jameel",${emails[1]}.,five\r\n"Sumaiya Bano",${emails[2]},12\r\n`,
    good: [
      'email,name,course',
      row(emails[0]!, 'Hina Kausar', '5'),
      row(emails[1]!, 'Tariq Jameel', '5'),
      row(emails[2]!, 'Sumaiya Bano', '12'),
    ].join('\n'),
  };
};

describe('POST /api/lms/staff/learning/imports', () => {
  it('answers a dry run with what each row would do, naming the bad row by line and column, writing nothing', async () => {
    const { emails, bad } = batch();
    const before = await written();
    const dry = await report(bad, { dryRun: true });
    expect(dry).toMatchObject({ dryRun: true, written: false, counts: { enrol: 2, already: 0, refused: 1 } });
    expect(dry.rows).toEqual([
      {
        line: 2,
        email: emails[0],
        name: 'Hina Kausar',
        courseId: 5,
        courseTitle: 'Basic Arabic Diploma',
        outcome: 'enrol',
        errors: {},
      },
      {
        line: 3,
        email: `${emails[1]}.`,
        name: 'Tariq Jameel',
        courseId: null,
        courseTitle: null,
        outcome: 'refused',
        errors: {
          email: 'Enter a valid email address',
          course: 'Enter the catalogue number of the course, such as 3',
        },
      },
      expect.objectContaining({ line: 4, courseTitle: 'Diploma in Islamic Psychology', outcome: 'enrol' }),
    ]);
    expect(await written()).toEqual(before);
  });

  it('refuses the whole file when a row is refused and refused rows are not skipped', async () => {
    const { bad } = batch();
    const before = await written();
    const refused = await report(bad, { dryRun: false });
    expect(refused).toMatchObject({ dryRun: false, written: false, counts: { enrol: 2, refused: 1 } });
    expect(await written()).toEqual(before);
  });

  it('enrols and invites each learner once, audits each enrolment and the import; a retry changes nothing', async () => {
    const { emails, bad, good } = batch();
    const skipped = await report(bad, { dryRun: false, skipRefused: true });
    expect(skipped).toMatchObject({ written: true, counts: { enrol: 2, already: 0, refused: 1 } });
    expect(await db.collection('enrolments').countDocuments({ email: { $in: emails } })).toBe(2);

    // The corrected file: the two enrolled already, the third enrolled now.
    const imported = await report(good, { dryRun: false });
    expect(imported).toMatchObject({ written: true, counts: { enrol: 1, already: 2, refused: 0 } });
    expect(imported.rows.map((row) => row.outcome)).toEqual([
      'already-enrolled',
      'enrol',
      'already-enrolled',
    ]);
    const stored = await db
      .collection('enrolments')
      .find({ email: { $in: emails } })
      .toArray();
    expect(stored.map((e) => [e.email, e.courseId, e.state, e.name]).sort()).toEqual(
      [
        [emails[0], 5, 'invited', 'Hina Kausar'],
        [emails[1], 5, 'invited', 'Tariq Jameel'],
        [emails[2], 12, 'invited', 'Sumaiya Bano'],
      ].sort(),
    );

    // Each is invited to their course, with the link that lands them in it.
    const hina = await receivedMail(emails[0]!, 'You are enrolled in Basic Arabic Diploma');
    expect(hina.Text).toContain(`${TEST_SITE_URL}/lms/login?next=%2Flms%2Fbasic-arabic-diploma`);
    const sumaiya = await receivedMail(emails[2]!, 'You are enrolled in Diploma in Islamic Psychology');
    expect(sumaiya.Text).toContain(`${TEST_SITE_URL}/lms/login?next=%2Flms%2Fdiploma-programme`);
    await receivedMail(emails[1]!, 'You are enrolled in Basic Arabic Diploma');

    // The same file again: nobody enrolled or invited twice; only the import itself is recorded.
    const before = await written();
    const retried = await report(good, { dryRun: false });
    expect(retried.counts).toEqual({ enrol: 0, already: 3, refused: 0 });
    const [enrolmentCount, mailCount, auditCount] = await written();
    expect([enrolmentCount, mailCount, auditCount]).toEqual([before[0], before[1], (before[2] ?? 0) + 1]);
    for (const email of emails)
      expect(
        await db.collection('mail_outbox').countDocuments({ to: email, template: 'enrolment-invitation' }),
      ).toBe(1);

    const entries = await auditEntries();
    const enrolled = entries.filter(
      (entry) =>
        entry.action === 'enrolment.created' && emails.some((email) => entry.subject.label?.includes(email)),
    );
    expect(enrolled).toHaveLength(3);
    expect(enrolled.every((entry) => entry.note === IMPORT_NOTE)).toBe(true);
    const imports = entries.filter((entry) => entry.action === 'enrolments.imported').slice(0, 3);
    expect(imports.map((entry) => entry.note)).toEqual([
      '0 enrolled, 3 already enrolled, 0 refused',
      '1 enrolled, 2 already enrolled, 0 refused',
      '2 enrolled, 0 already enrolled, 1 refused',
    ]);
    expect(imports[0]).toMatchObject({ subject: { kind: 'import', label: 'CSV import of 3 rows' } });
  });

  it('enrols a withdrawn learner again', async () => {
    const email = `idris.${randomUUID().slice(0, 8)}@example.com`;
    const csv = `email,name,course\n${email},Idris Khan,4\n`;
    await report(csv, { dryRun: false });
    const enrolment = await db.collection('enrolments').findOne({ email });
    const withdrawn = await t.json(`/staff/learning/enrolments/${enrolment?._id.toHexString()}/withdraw`, {
      method: 'POST',
      headers: { ...learning, ...jsonHeaders },
      body: JSON.stringify({ reason: 'Fees not paid' }),
    });
    expect(withdrawn.status).toBe(200);
    expect((await report(csv, { dryRun: true })).rows[0]?.outcome).toBe('enrol');
    expect((await report(csv, { dryRun: false })).counts.enrol).toBe(1);
    expect(await db.collection('enrolments').findOne({ email })).toMatchObject({ state: 'invited' });
  });

  it('refuses a file it cannot take with 400 and a message, writing nothing', async () => {
    const before = await written();
    const cases: [string, string][] = [
      [
        'email,name,course,phone\na@example.com,A,5,1\n',
        'The file has a column we do not take: phone. Keep only email, name and course',
      ],
      [
        'email,name,course\n"a@example.com,A,5\n',
        'Line 2 could not be read: a quotation mark is opened and never closed',
      ],
      [
        [
          'email,name,course',
          ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `a${i}@e.in,A,5`),
        ].join('\n'),
        importTooLong(MAX_IMPORT_ROWS + 1),
      ],
      ['', 'The file is empty'],
      [`email,name,course\n${'x'.repeat(MAX_IMPORT_BYTES)}`, 'The file is too large (60 KB at most)'],
    ];
    for (const [csv, message] of cases) {
      const { status, body } = await upload(csv, { dryRun: false, skipRefused: true });
      expect([status, body.errors?.csv]).toEqual([400, message]);
    }
    const noFlag = await t.json('/staff/learning/imports', {
      method: 'POST',
      headers: { ...learning, ...jsonHeaders },
      body: JSON.stringify({ csv: 'email,name,course\n' }),
    });
    expect([noFlag.status, Object.keys(noFlag.body.errors)]).toEqual([400, ['dryRun']]);
    expect(await written()).toEqual(before);
  });
});
