// @vitest-environment happy-dom
import type { EnrolmentRecord } from '@aspire/contracts/learning-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  refused,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import StaffEnrolmentPage from '../../routes/staff-enrolment-page.tsx';
import { auditEntry, enrolmentRecord } from './test-support.tsx';

const desk = deskHarness();

const RECORD = /^lms\/staff\/learning\/enrolments\/e-asha$/;
const CERTIFICATE = { code: 'ASP-7K2M-Q9XD', status: 'valid', issuedOn: '2026-11-26' } as const;

/** The enrolment's page with the service reading `records` in turn (the last one stays), and `more` first. */
async function show(records: EnrolmentRecord[], more: Parameters<typeof desk.serve>[0] = []) {
  let reads = 0;
  desk.serve([...more, ['GET', RECORD, () => ok(records[Math.min(reads++, records.length - 1)])]]);
  await desk.render(
    '/staff/learning/enrolments/e-asha',
    '/staff/learning/enrolments/:id',
    <StaffEnrolmentPage />,
    {
      state: { list: '?state=active&q=asha' },
      others: [['/staff/learning/:courseId', <p key="course">the course's page</p>]],
    },
  );
  await until(() => desk.dom.container.querySelector('h1') !== null);
}
const section = (heading: string) =>
  [...desk.dom.container.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === heading,
  ) as HTMLElement;
const click = async (name: string, within: HTMLElement = desk.dom.container) => {
  await act(async () => button(within, name).click());
  await settle();
};
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;
const reads = () => desk.requests().filter((r) => r === 'GET lms/staff/learning/enrolments/e-asha').length;

describe("an enrolment's page", () => {
  it('shows the learner, the course, dates, progress, certificate and story, and leads back to the filtered list', async () => {
    await show([
      enrolmentRecord({
        completedUnits: 12,
        progress: 100,
        certificate: CERTIFICATE,
        audit: [
          auditEntry(
            'certificate.issued',
            '2026-11-26T06:00:00.000Z',
            {},
            { id: 'system', name: 'Aspire', email: '' },
          ),
          auditEntry('enrolment.created', '2026-05-20T04:30:00.000Z', {
            changes: { state: { from: null, to: 'invited' } },
          }),
          auditEntry('certificate.reissued', '2026-11-27T06:00:00.000Z', {
            changes: { name: { from: 'Asha Rao', to: 'Asha R. Rao' } },
          }),
        ],
      }),
    ]);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Asha Rao');
    const back = desk.dom.container.querySelector('a');
    expect(back?.textContent).toBe('← Back to Diploma in Islamic Studies');
    expect(back?.getAttribute('href')).toBe('/staff/learning/7?state=active&q=asha');
    const fields = [...section('Learner and course').querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(fields).toEqual([
      'Learner: Asha Rao',
      'E-mail: asha.rao@example.in',
      'Course: Diploma in Islamic Studies',
      expect.stringMatching(/^Enrolled: 20 May 2026, /),
      'Runs: 1 Jun 2026 to 31 May 2027',
      'Progress: 12 of 12 units',
      expect.stringMatching(/^Last activity: 2 Jul 2026, /),
    ]);
    expect(section('Certificate').querySelector('dl')?.textContent).toBe(
      'CodeASP-7K2M-Q9XD (opens its public page in a new tab)StatusValidIssued26 Nov 2026',
    );
    expect(section('Certificate').querySelector('a')?.getAttribute('href')).toBe(
      '/certificates/ASP-7K2M-Q9XD',
    );
    expect(section('Enrolment').textContent).toContain('Active: the learner has the course.');
    const story = [...section('Timeline').querySelectorAll('li')].map((li) => li.textContent);
    expect(story).toEqual([
      expect.stringMatching(/^20 May 2026, .+ · Salma BegumEnrolled and invited$/),
      expect.stringMatching(/^26 Nov 2026, .+ · AspireCertificate issued$/),
      expect.stringMatching(/· Salma BegumCertificate reissued; name: Asha Rao → Asha R\. Rao$/),
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('signs a completion off, which issues the certificate', async () => {
    const awaiting = enrolmentRecord({ completedUnits: 12, progress: 100, awaitingSignOff: true });
    await show(
      [awaiting],
      [
        [
          'POST',
          /sign-off$/,
          () =>
            ok({
              ...awaiting,
              awaitingSignOff: false,
              certificate: CERTIFICATE,
              audit: [
                auditEntry('certificate.issued', '2026-11-26T06:00:00.000Z', {
                  note: 'Completion signed off',
                }),
              ],
            }),
        ],
      ],
    );
    const certificate = section('Certificate');
    expect(certificate.textContent).toContain('Every unit is complete. This course asks a member of staff');
    await click('Sign off completion', certificate);
    await until(() => certificate.textContent?.includes('Signed off.') ?? false);
    expect(document.activeElement?.textContent).toBe(
      'Signed off. The certificate is issued and mailed to the learner.',
    );
    expect(certificate.textContent).toContain('ASP-7K2M-Q9XD');
    expect(() => button(certificate, 'Sign off completion')).toThrow();
    expect(section('Timeline').textContent).toContain('Certificate issued. Completion signed off');
  });

  it('says a refused sign-off (409) where the button was, and reads the enrolment again', async () => {
    const awaiting = enrolmentRecord({ completedUnits: 12, progress: 100, awaitingSignOff: true });
    await show(
      [awaiting, { ...awaiting, completedUnits: 11, progress: 92, awaitingSignOff: false }],
      [['POST', /sign-off$/, () => refused(409, 'Not complete yet: 1 unit is left (Unit 4.2)')]],
    );
    await click('Sign off completion');
    await until(() => desk.dom.container.querySelector('[role="alert"]') !== null);
    const alert = desk.dom.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe(
      'Not complete yet: 1 unit is left (Unit 4.2). The enrolment has been read again and shows how it is now.',
    );
    expect(document.activeElement).toBe(alert);
    await until(() => reads() === 2);
    await until(
      () => section('Certificate').textContent?.includes('Not issued yet: 11 of 12 units complete.') ?? false,
    );
    expect(() => button(desk.dom.container, 'Sign off completion')).toThrow();
    expect(desk.dom.container.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('withdraws with a reason, checked as the service checks it; Cancel goes back to the button', async () => {
    await show(
      [enrolmentRecord()],
      [
        [
          'POST',
          /withdraw$/,
          () =>
            ok(
              enrolmentRecord({
                state: 'withdrawn',
                audit: [
                  auditEntry('enrolment.withdrawn', '2026-07-04T06:00:00.000Z', {
                    note: 'Moved to the evening batch',
                  }),
                ],
              }),
            ),
        ],
      ],
    );
    const enrolment = section('Enrolment');
    await click('Withdraw…', enrolment);
    const reason = byLabel<HTMLTextAreaElement>(enrolment, 'Reason');
    expect(document.activeElement).toBe(reason);
    await click('Cancel', enrolment);
    expect(document.activeElement).toBe(button(enrolment, 'Withdraw…'));

    await click('Withdraw…', enrolment);
    await click('Withdraw learner', enrolment);
    expect(errorOf(byLabel(enrolment, 'Reason'))).toBe('Say why the learner is withdrawn');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
    await act(async () =>
      setValue(byLabel<HTMLTextAreaElement>(enrolment, 'Reason'), 'Moved to the evening batch'),
    );
    await click('Withdraw learner', enrolment);
    await until(
      () => enrolment.textContent?.includes('Withdrawn. The learner no longer has the course.') ?? false,
    );
    expect(await desk.bodies('POST', /withdraw$/)).toEqual([{ reason: 'Moved to the evening batch' }]);
    expect(enrolment.textContent).toContain(
      'Withdrawn: the learner no longer has the course; their progress is kept.',
    );
    expect(() => button(enrolment, 'Withdraw…')).toThrow();
    expect(section('Timeline').textContent).toContain('Withdrawn. Moved to the evening batch');
    expect(desk.dom.container.querySelector('h1 + p')?.textContent).toContain('Withdrawn');
  });

  it('revokes a certificate with a reason, and reissues it with a corrected name or as it is', async () => {
    const issued = enrolmentRecord({ completedUnits: 12, progress: 100, certificate: CERTIFICATE });
    const revoked = enrolmentRecord({ ...issued, certificate: { ...CERTIFICATE, status: 'revoked' } });
    await show(
      [issued],
      [
        ['POST', /revoke$/, () => ok(revoked)],
        ['POST', /reissue$/, () => ok(issued)],
      ],
    );
    const certificate = section('Certificate');
    await click('Revoke certificate…', certificate);
    await act(async () => setValue(byLabel<HTMLTextAreaElement>(certificate, 'Reason'), 'Issued by mistake'));
    await click('Revoke certificate', certificate);
    await until(() => certificate.textContent?.includes('Revoked. Its public page now says so.') ?? false);
    expect(certificate.querySelector('dl')?.textContent).toContain('StatusRevoked');
    expect(() => button(certificate, 'Revoke certificate…')).toThrow();
    expect(certificate.textContent).toContain('Reissuing makes the certificate valid again.');

    await act(async () => setValue(byLabel(certificate, 'Name to print (optional)'), ' Asha R. Rao '));
    await click('Reissue certificate', certificate);
    await until(
      () => certificate.textContent?.includes('Reissued with the same code, ASP-7K2M-Q9XD') ?? false,
    );
    expect(byLabel(certificate, 'Name to print (optional)').value).toBe('');
    await click('Reissue certificate', certificate);
    await until(() => desk.requests().filter((r) => r.endsWith('/reissue')).length === 2);
    expect(await desk.bodies('POST', /(revoke|reissue)$/)).toEqual([
      { reason: 'Issued by mistake' },
      { name: ' Asha R. Rao ' },
      {},
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('shows an erased learner without their details, and offers only to revoke their certificate', async () => {
    await show([
      enrolmentRecord({
        name: 'Erased',
        email: '',
        completedUnits: 0,
        progress: 0,
        lastActivityAt: null,
        certificate: CERTIFICATE,
        erasedAt: '2026-12-01T05:00:00.000Z',
        audit: [
          auditEntry('enrolment.created', '2026-05-20T04:30:00.000Z', {
            changes: { state: { from: null, to: 'invited' } },
          }),
        ],
      }),
    ]);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Erased at the learner’s request');
    const fields = [...section('Learner and course').querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(fields.slice(0, 2)).toEqual([
      'Learner: Erased at the learner’s request on 1 Dec 2026',
      'Course: Diploma in Islamic Studies',
    ]);
    const certificate = section('Certificate');
    expect(certificate.textContent).toContain('It cannot be reissued: the learner’s name was erased');
    expect(button(certificate, 'Revoke certificate…')).toBeTruthy();
    expect(() => button(certificate, 'Reissue certificate')).toThrow();
    expect(() => button(certificate, 'Sign off completion')).toThrow();
    const enrolment = section('Enrolment');
    expect(enrolment.textContent).toContain('Erased at the learner’s request. The enrolment is kept');
    expect(() => button(enrolment, 'Withdraw…')).toThrow();
    expect(desk.dom.container.textContent).not.toContain('@');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('says so when there is no such enrolment', async () => {
    desk.serve([['GET', RECORD, () => refused(404, 'No enrolment has this id')]]);
    await desk.render(
      '/staff/learning/enrolments/e-asha',
      '/staff/learning/enrolments/:id',
      <StaffEnrolmentPage />,
    );
    await until(() => desk.dom.container.querySelector('h1')?.textContent === 'Enrolment not found');
  });
});
