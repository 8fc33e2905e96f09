/**
 * The certificates store on the real database: one certificate per enrolment whatever the races, a
 * code drawn again when it is taken, revoke and reissue keeping the code.
 */
import { testDatabase } from '@aspire/service-kit/testing/fixtures';
import { ObjectId } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { newCertificateCode } from '../certificates/code.ts';
import { type CertificateDraft, certificatesRepo } from './certificates.ts';
import { coursesRepo } from './courses.ts';
import { deskStandingRepo } from './desk-standing.ts';
import { offeringsRepo } from './offerings.ts';

vi.mock('../certificates/code.ts', async (original) => {
  const real = await original<typeof import('../certificates/code.ts')>();
  return { newCertificateCode: vi.fn(real.newCertificateCode) };
});

const database = await testDatabase();
const standing = deskStandingRepo(database.db, offeringsRepo(database.db), coursesRepo(database.db));
// 26 November 2026, 01:00 in India: still the 25th in UTC.
const certificates = certificatesRepo(database.db, standing, () => new Date('2026-11-25T19:30:00Z'));
await certificates.init();
const staff = { id: 'staff-1', name: 'Fatima Noor', email: 'fatima@aspirecollege.in' };

const draft = (over: Partial<CertificateDraft> = {}): CertificateDraft => ({
  enrolmentId: new ObjectId(),
  userId: 'amina',
  email: 'amina@example.com',
  name: 'Amina Rahman',
  courseId: 5,
  courseTitle: 'Basic Arabic Diploma',
  slug: 'basic-arabic-diploma',
  ...over,
});

describe('issuing', () => {
  it('issues one certificate per enrolment when twenty requests race for it', async () => {
    const enrolment = draft();
    const results = await Promise.all(Array.from({ length: 20 }, () => certificates.issue(enrolment)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.certificate._id)).size).toBe(1);
    expect(
      await database.db.collection('certificates').countDocuments({ enrolmentId: enrolment.enrolmentId }),
    ).toBe(1);
    expect(results[0]!.certificate).toMatchObject({ issuedOn: '2026-11-26', revokedOn: null, reissues: 0 });
  });

  it('draws another code when the one drawn is taken', async () => {
    const { certificate: first } = await certificates.issue(draft());
    vi.mocked(newCertificateCode).mockReturnValueOnce(first._id);
    const { certificate: second, created } = await certificates.issue(draft());
    expect(created).toBe(true);
    expect(second._id).not.toBe(first._id);
  });

  it('lists a holder’s certificates newest first, and an enrolment’s by its id', async () => {
    const older = await certificatesRepo(database.db, standing, () => new Date('2026-01-01T00:00:00Z')).issue(
      draft({ userId: 'lister' }),
    );
    const newer = await certificates.issue(draft({ userId: 'lister' }));
    expect((await certificates.listForHolder('lister')).map((c) => c._id)).toEqual([
      newer.certificate._id,
      older.certificate._id,
    ]);
    const byEnrolment = await certificates.forEnrolments([
      older.certificate.enrolmentId.toHexString(),
      new ObjectId(),
    ]);
    expect([...byEnrolment.entries()]).toEqual([
      [
        older.certificate.enrolmentId.toHexString(),
        {
          code: older.certificate._id,
          status: 'valid',
          issuedOn: '2026-01-01',
          pdfUrl: `/api/lms/my-certificates/${older.certificate._id}.pdf`,
        },
      ],
    ]);
  });
});

describe('revoking and reissuing', () => {
  it('revokes once, and reissues under the same code with the name corrected', async () => {
    const { certificate } = await certificates.issue(draft());
    const revoked = await certificates.revoke(certificate._id, 'Issued in error', staff);
    expect(revoked).toMatchObject({
      changed: true,
      certificate: { revokedOn: '2026-11-26', revokedReason: 'Issued in error' },
    });
    expect((await certificates.revoke(certificate._id, 'Again', staff))?.changed).toBe(false);

    const reissued = await certificates.reissue(certificate._id, 'Amina Begum Rahman');
    expect(reissued).toMatchObject({
      changed: true,
      certificate: { _id: certificate._id, name: 'Amina Begum Rahman', revokedOn: null, reissues: 1 },
    });
    expect(reissued?.certificate).not.toHaveProperty('revokedReason');
    // Valid with that name already: a repeated click.
    expect((await certificates.reissue(certificate._id, 'Amina Begum Rahman'))?.changed).toBe(false);
    expect((await certificates.reissue(certificate._id, undefined))?.changed).toBe(false);
  });

  it('lets only one of two reissues at once count', async () => {
    const { certificate } = await certificates.issue(draft());
    await certificates.revoke(certificate._id, 'Wrong course', staff);
    const both = await Promise.all([
      certificates.reissue(certificate._id, undefined),
      certificates.reissue(certificate._id, undefined),
    ]);
    expect(both.filter((result) => result?.changed)).toHaveLength(1);
    expect((await certificates.find(certificate._id))?.reissues).toBe(1);
  });

  it('finds nothing to change for an unknown code', async () => {
    expect(await certificates.revoke('ASP-0000-0000', 'No such', staff)).toBeNull();
    expect(await certificates.reissue('ASP-0000-0000', undefined)).toBeNull();
  });
});
