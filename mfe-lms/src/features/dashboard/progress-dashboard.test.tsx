// @vitest-environment happy-dom
import type { ProgressItem } from '@aspire/contracts/lms';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressDashboard } from './progress-dashboard.tsx';

const learner = deskHarness();

const item = (overrides: Partial<ProgressItem>): ProgressItem => ({
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

const CERTIFIED = item({
  certificate: {
    code: 'ASP-7K2M-Q9XD',
    status: 'valid',
    pdfUrl: '/api/lms/my-certificates/ASP-7K2M-Q9XD.pdf',
  },
});
// The online twin shares the content (and the spec's title) but is an enrolment of its own.
const AWAITING = item({ courseId: 14, title: 'B.Sc. Psychology (Online)', awaitingSignOff: true });
const REVOKED = item({
  course_id: 'bachelor-of-islamic-studies',
  courseId: 1,
  title: 'Bachelor of Islamic Studies',
  certificate: {
    code: 'ASP-3HJK-W2PZ',
    status: 'revoked',
    pdfUrl: '/api/lms/my-certificates/ASP-3HJK-W2PZ.pdf',
  },
});
const IN_PROGRESS = item({
  course_id: 'basic-arabic-diploma',
  courseId: 5,
  title: 'Basic Arabic Diploma',
  status: 'not_completed',
  progress_rate: 40,
});

const cards = () => [...learner.dom.container.querySelectorAll<HTMLLIElement>('[role="tabpanel"] li')];
const card = (title: string) => {
  const found = cards().find((li) => li.textContent?.includes(title));
  if (!found) throw new Error(`no card for ${title}`);
  return found;
};

async function openCompleted(pdf?: () => Response) {
  learner.serve([
    ['GET', /^lms\/progress$/, () => ok([CERTIFIED, AWAITING, REVOKED, IN_PROGRESS])],
    ['GET', /^lms\/my-certificates\/ASP-7K2M-Q9XD\.pdf$/, () => (pdf ? pdf() : refused(404, 'Not found'))],
  ]);
  await learner.render('/course/progress?tab=completed', '/course/progress', <ProgressDashboard />);
  await until(() => cards().length > 0);
}

describe("the dashboard's certificates", () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows one card per enrolment, twins apart, each under its catalogue title', async () => {
    await openCompleted();
    expect(cards()).toHaveLength(3);
    const twins = cards().filter((li) => li.querySelector('h3')?.textContent?.includes('BSC PSYCHOLOGY'));
    expect(twins.map((li) => li.querySelector('h3')?.parentElement?.nextElementSibling?.textContent)).toEqual(
      ['B.Sc. Psychology', 'B.Sc. Psychology (Online)'],
    );
    expect(learner.dom.container.querySelector('[role="tablist"]')?.textContent).toContain('In progress (1)');
  });

  it('shows the certificate of a certified course, with its PDF and its public page', async () => {
    await openCompleted();
    const certified = card('Certificate ASP-7K2M-Q9XD');
    expect(certified.textContent).toContain('Certificate ASP-7K2M-Q9XD');
    expect(certified.textContent).toContain('Download PDF');
    const page = [...certified.querySelectorAll('a')].find((a) => a.textContent === 'View its public page');
    expect(page?.getAttribute('href')).toBe('/certificates/ASP-7K2M-Q9XD');
    // Each card's buttons and links say which certificate they are for.
    const described = document.getElementById(page?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Certificate ASP-7K2M-Q9XD');
    expect(await seriousAxeIssues(learner.dom.container)).toEqual([]);
  });

  it('says a completion waits for the college to sign it off', async () => {
    await openCompleted();
    const awaiting = card('(Online)');
    expect(awaiting.textContent).toContain('Awaiting sign-off by the college');
    expect(awaiting.textContent).not.toContain('Certificate ASP');
  });

  it('marks a revoked certificate, with its public page but no PDF to download', async () => {
    await openCompleted();
    const revoked = card('Bachelor of Islamic Studies');
    expect(revoked.textContent).toContain('Certificate ASP-3HJK-W2PZ');
    expect(revoked.textContent).toContain('Revoked');
    expect(revoked.textContent).not.toContain('Download PDF');
    expect(revoked.querySelector('a[href="/certificates/ASP-3HJK-W2PZ"]')).not.toBeNull();
  });

  it('downloads the PDF with the learner token, under the name the service gives', async () => {
    await openCompleted(
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="aspire-certificate-ASP-7K2M-Q9XD.pdf"',
          },
        }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const download = [...card('Certificate ASP-7K2M-Q9XD').querySelectorAll('button')].find(
      (b) => b.textContent === 'Download PDF',
    );
    await act(async () => download?.click());
    await until(() => saved.length === 1);
    expect(saved).toEqual(['aspire-certificate-ASP-7K2M-Q9XD.pdf']);
    const request = learner.fetchMock.mock.calls.map(([input]) => input as Request).at(-1);
    expect(new URL(request?.url ?? '').pathname).toBe('/api/lms/my-certificates/ASP-7K2M-Q9XD.pdf');
    expect(request?.headers.get('authorization')).toBe('Bearer a-staff-token');
  });

  it('says why a PDF could not be downloaded', async () => {
    await openCompleted(() => refused(404, 'No certificate has this code'));
    const certified = card('Certificate ASP-7K2M-Q9XD');
    const download = [...certified.querySelectorAll('button')].find((b) => b.textContent === 'Download PDF');
    await act(async () => download?.click());
    await until(() => certified.querySelector('[role="alert"]') !== null);
    expect(certified.querySelector('[role="alert"]')?.textContent).toBe(
      'The certificate could not be downloaded. No certificate has this code',
    );
  });
});
