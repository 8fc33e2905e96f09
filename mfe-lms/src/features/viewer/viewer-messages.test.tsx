// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { type CourseDetail, NOT_ENROLLED } from '@aspire/contracts/lms';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, deskHarness, ok, refused, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CourseViewer } from './course-viewer.tsx';

const learner = deskHarness();
const text = () => learner.dom.container.textContent ?? '';

const COURSE: CourseDetail = {
  course: { slug: 'bsc-psychology', title: 'BSc Psychology' },
  detail: {
    sections: [
      {
        title: 'Foundations',
        learningUnits: [
          { id: 'u1', title: 'Welcome', duration: '2 min read', kind: 'reading', completed: false },
        ],
      },
    ],
  },
  lastUnitId: null,
};

/**
 * The learner area opens the course to an enrolled learner whose token says the address is confirmed;
 * identity says what the account is now. `confirmedSince`: confirmed after sign-in, so the session's
 * token says so only once it is renewed.
 */
function serve({
  verified,
  confirmedSince = false,
  enrolled = true,
}: {
  verified: boolean;
  confirmedSince?: boolean;
  enrolled?: boolean;
}) {
  let renewed = false;
  const confirmed = () => verified || (confirmedSince && renewed);
  learner.serve([
    [
      'GET',
      /^lms\/course\/bsc-psychology$/,
      () => (enrolled && confirmed() ? ok(COURSE) : refused(403, NOT_ENROLLED)),
    ],
    [
      'POST',
      /^lms\/course\/bsc-psychology\/units\/u1\/open$/,
      () =>
        ok({
          course_id: 'bsc-psychology',
          status: 'not_started',
          progress_rate: 0,
          startDate: '2026-06-01',
          endDate: '2029-04-30',
          completedUnitIds: [],
          lastUnitId: 'u1',
        }),
    ],
    [
      'POST',
      /^identity\/token\/refresh$/,
      () => {
        renewed = true;
        return new Response(JSON.stringify({ success: true, data: { token: 'a-renewed-token' } }), {
          headers: { 'content-type': 'application/json', authorization: 'Bearer a-renewed-token' },
        });
      },
    ],
    [
      'GET',
      /^identity\/me$/,
      () =>
        ok({
          firstName: 'Ayesha',
          lastName: 'Siddiqa',
          email: 'ayesha@example.com',
          mobileNumber: '+919876543210',
          emailVerified: confirmed(),
          roles: [],
        }),
    ],
  ]);
}

const open = () =>
  learner.render('/lms/bsc-psychology', '/lms/:slug', <CourseViewer slug="bsc-psychology" />);

describe('a course the learner is not enrolled in', () => {
  it('tells a learner whose address is not confirmed to confirm it from the mail first', async () => {
    serve({ verified: false });
    await open();
    await until(() => text().includes('not confirmed yet'));
    expect(learner.dom.container.querySelector('h1')?.textContent).toBe(NOT_ENROLLED);
    expect(text()).toContain(
      'You are signed in as ayesha@example.com, and this address is not confirmed yet. If the college has enrolled you in BSC PSYCHOLOGY, the course opens as soon as you confirm it',
    );
    expect(learner.dom.container.querySelector('a[href="/account"]')?.textContent).toBe('Go to My account');
    expect(await seriousAxeIssues(learner.dom.container)).toEqual([]);
  });

  it('opens the course once the learner has confirmed the address, renewing the session first', async () => {
    serve({ verified: false, confirmedSince: true });
    await open();
    await until(() => text().includes('not confirmed yet'));
    await act(async () => button(learner.dom.container, 'I have confirmed it: open the course').click());
    await until(() => learner.dom.container.querySelector('h1')?.textContent === 'BSc Psychology');
    expect(useSession.getState().accessToken).toBe('a-renewed-token');
    const asked = learner.requests();
    expect(asked.indexOf('POST identity/token/refresh')).toBeLessThan(
      asked.lastIndexOf('GET lms/course/bsc-psychology'),
    );
  });

  it('says so when the address is still not confirmed', async () => {
    serve({ verified: false });
    await open();
    await until(() => text().includes('not confirmed yet'));
    await act(async () => button(learner.dom.container, 'I have confirmed it: open the course').click());
    await until(() => text().includes('Your address is still not confirmed.'));
    expect(learner.dom.container.querySelector('h1')?.textContent).toBe(NOT_ENROLLED);
  });

  it('tells a confirmed learner that an invitation opens to the address it was sent to', async () => {
    serve({ verified: true, enrolled: false });
    await open();
    await until(() => text().includes('If the college has invited you'));
    expect(text()).toContain('You are signed in as ayesha@example.com.');
    expect(text()).not.toContain('not confirmed yet');
  });
});
