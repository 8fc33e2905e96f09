import { describe, expect, it } from 'vitest';
import { timelineOf } from './enrolment-timeline.ts';
import { auditEntry, enrolmentRecord } from './test-support.tsx';

describe("an enrolment's timeline", () => {
  it('starts a seeded enrolment (no recorded creation) with when it was made, oldest first', () => {
    const entries = timelineOf(
      enrolmentRecord({
        enrolledAt: '2026-01-10T04:30:00.000Z',
        audit: [auditEntry('enrolment.withdrawn', '2026-02-01T04:30:00.000Z', { note: 'Left the college' })],
      }),
    );
    expect(entries).toEqual([
      { at: '2026-01-10T04:30:00.000Z', text: 'Enrolled' },
      { at: '2026-02-01T04:30:00.000Z', text: 'Withdrawn. Left the college', who: 'Salma Begum' },
    ]);
  });

  it('says what each action did, leaving out the changes its words already say', () => {
    const texts = timelineOf(
      enrolmentRecord({
        audit: [
          auditEntry('enrolment.created', '2026-01-01T00:00:00.000Z', {
            changes: { state: { from: null, to: 'invited' } },
            note: 'From the admissions desk',
          }),
          auditEntry('certificate.issued', '2026-01-02T00:00:00.000Z', {
            changes: { certificate: { from: null, to: '65f0c0ffee' } },
            note: 'Completion signed off',
          }),
          auditEntry('certificate.revoked', '2026-01-03T00:00:00.000Z', {
            changes: { status: { from: 'valid', to: 'revoked' } },
            note: 'Issued by mistake',
          }),
          auditEntry('certificate.reissued', '2026-01-04T00:00:00.000Z', {
            changes: {
              status: { from: 'revoked', to: 'valid' },
              name: { from: 'Asha Rao', to: 'Asha R. Rao' },
            },
          }),
          auditEntry('enrolment.reinstated', '2026-01-05T00:00:00.000Z', {
            changes: { state: { from: 'withdrawn', to: 'active' } },
          }),
          auditEntry('enrolment.dates-moved', '2026-01-06T00:00:00.000Z', {
            changes: { endDate: { from: '2026-12-31', to: null } },
          }),
        ],
      }),
    ).map((entry) => entry.text);
    expect(texts).toEqual([
      'Enrolled and invited. From the admissions desk',
      'Certificate issued. Completion signed off',
      'Certificate revoked. Issued by mistake',
      'Certificate reissued; name: Asha Rao → Asha R. Rao',
      'Enrolled again',
      'Dates moved; endDate: 2026-12-31 → none',
    ]);
  });
});
