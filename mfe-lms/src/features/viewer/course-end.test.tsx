// @vitest-environment happy-dom
import type { MyCertificate } from '@aspire/contracts/certificates';
import type { CourseDetail, ProgressItem } from '@aspire/contracts/lms';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_POLL_MS, CERTIFICATE_WAIT_MS } from './course-end.tsx';
import { CourseViewer } from './course-viewer.tsx';

const learner = deskHarness();
const text = () => learner.dom.container.textContent ?? '';
const reads = (path: string) => learner.requests().filter((request) => request === `GET ${path}`).length;
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const unit = (id: string, completed: boolean) => ({
  id,
  title: `Unit ${id}`,
  duration: '5 min read',
  kind: 'reading' as const,
  reading: [`Reading of ${id}.`],
  completed,
});
const course = (lastDone: boolean): CourseDetail => ({
  course: { slug: 'bsc-psychology', title: 'BSc Psychology' },
  detail: { sections: [{ title: 'Foundations', learningUnits: [unit('u1', true), unit('u2', lastDone)] }] },
  lastUnitId: 'u2',
});
const finished = (overrides: Partial<ProgressItem> = {}): ProgressItem => ({
  course_id: 'bsc-psychology',
  status: 'completed',
  progress_rate: 100,
  startDate: '2026-06-01',
  endDate: '2029-04-30',
  courseId: 2,
  title: 'B.Sc. Psychology',
  awaitingSignOff: false,
  certificate: null,
  ...overrides,
});
const certificate = (overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  code: 'ASP-7K2M-Q9XD',
  name: 'Ayesha Siddiqa',
  courseTitle: 'B.Sc. Psychology',
  issuedOn: '2026-11-26',
  status: 'valid',
  revokedOn: null,
  courseId: 2,
  slug: 'bsc-psychology',
  pdfUrl: '/api/lms/my-certificates/ASP-7K2M-Q9XD.pdf',
  ...overrides,
});

/** The viewer of a course whose last unit is `lastDone`, with the learner's progress and certificates. */
async function open(
  lastDone: boolean,
  answers: { progress: () => ProgressItem[]; certificates: () => MyCertificate[] },
) {
  learner.serve([
    ['GET', /^lms\/course\/bsc-psychology$/, () => ok(course(lastDone))],
    [
      'POST',
      /^lms\/course\/bsc-psychology\/units\/u2\/complete$/,
      () =>
        ok({
          ...finished(),
          completedUnitIds: ['u1', 'u2'],
          lastUnitId: 'u2',
        }),
    ],
    ['GET', /^lms\/progress$/, () => ok(answers.progress())],
    ['GET', /^lms\/my-certificates$/, () => ok(answers.certificates())],
  ]);
  await learner.render('/lms/bsc-psychology', '/lms/:slug', <CourseViewer slug="bsc-psychology" />);
  await until(() => text().includes('BSc Psychology'));
}

describe('the end of the course viewer', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says the course is complete once the last unit is, and shows the certificate when it is issued', async () => {
    let issued = false;
    await open(false, {
      progress: () => [finished({ certificate: null })],
      certificates: () => (issued ? [certificate()] : []),
    });
    expect(text()).not.toContain('You have completed this course');

    await act(async () => button(learner.dom.container, 'Mark complete').click());
    await until(() => text().includes('Preparing your certificate…'));
    expect(text()).toContain('You have completed this course');
    expect(learner.dom.container.querySelector('[role="status"][aria-live]')?.textContent).toContain(
      'You have completed this course.',
    );

    issued = true;
    await later(CERTIFICATE_POLL_MS);
    await until(() => text().includes('Certificate ASP-7K2M-Q9XD'));
    expect(text()).toContain('Issued on 26 Nov 2026');
    expect(text()).toContain('Download PDF');
    expect(learner.dom.container.querySelector('a[href="/certificates/ASP-7K2M-Q9XD"]')?.textContent).toBe(
      'View its public page',
    );
    // Found: the viewer stops looking.
    const asked = reads('lms/my-certificates');
    await later(CERTIFICATE_POLL_MS * 3);
    expect(reads('lms/my-certificates')).toBe(asked);
    expect(await seriousAxeIssues(learner.dom.container)).toEqual([]);
  });

  it('says a completion waits for the sign-off of the college, and does not keep asking', async () => {
    await open(true, { progress: () => [finished({ awaitingSignOff: true })], certificates: () => [] });
    await until(() => text().includes('Your completion is waiting for the college to sign it off.'));
    const asked = reads('lms/progress');
    await later(CERTIFICATE_POLL_MS * 3);
    expect(reads('lms/progress')).toBe(asked);
  });

  it('after a while with no certificate yet, says it is on its way and stops asking', async () => {
    await open(true, { progress: () => [finished()], certificates: () => [] });
    await until(() => text().includes('Preparing your certificate…'));
    await later(CERTIFICATE_WAIT_MS);
    await until(() => text().includes('Your certificate is on its way.'));
    expect(reads('lms/my-certificates')).toBeGreaterThan(2);
    const asked = reads('lms/my-certificates');
    await later(CERTIFICATE_POLL_MS * 3);
    expect(reads('lms/my-certificates')).toBe(asked);
  });

  it('shows each twin the content teaches under its own title: one certified, one awaiting sign-off', async () => {
    await open(true, {
      progress: () => [
        finished(),
        finished({ courseId: 14, title: 'B.Sc. Psychology (Online)', awaitingSignOff: true }),
      ],
      certificates: () => [certificate()],
    });
    await until(() => text().includes('Certificate ASP-7K2M-Q9XD'));
    const items = [...learner.dom.container.querySelectorAll('section[aria-labelledby="lms-course-end"] li')];
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'B.Sc. Psychology',
      'B.Sc. Psychology (Online)',
    ]);
    expect(items[0]?.textContent).toContain('Certificate ASP-7K2M-Q9XD');
    expect(items[1]?.textContent).toContain('Your completion is waiting for the college to sign it off.');
  });

  it('shows a revoked certificate as revoked', async () => {
    await open(true, {
      progress: () => [finished()],
      certificates: () => [certificate({ status: 'revoked', revokedOn: '2026-12-03' })],
    });
    await until(() => text().includes('Certificate ASP-7K2M-Q9XD'));
    expect(text()).toContain('Revoked');
    expect(text()).not.toContain('Download PDF');
  });
});
