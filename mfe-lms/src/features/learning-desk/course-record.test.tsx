// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  press,
  refused,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StaffCoursePage from '../../routes/staff-course-page.tsx';
import { UPDATING_POLL_MS } from './desk-api.ts';
import { enrolmentRow, offering } from './test-support.tsx';

const desk = deskHarness();

const ROWS = [
  enrolmentRow(),
  enrolmentRow({
    id: 'e-bilal',
    name: 'Bilal Ahmed',
    email: 'bilal@example.in',
    completedUnits: 12,
    progress: 100,
    awaitingSignOff: true,
  }),
  enrolmentRow({
    id: 'e-chitra',
    name: 'Chitra Iyer',
    email: 'chitra@example.in',
    completedUnits: 12,
    progress: 100,
    certificate: { code: 'ASP-7K2M-Q9XD', status: 'valid', issuedOn: '2026-11-26' },
  }),
  enrolmentRow({
    id: 'e-dev',
    name: 'Dev Menon',
    email: 'dev@example.in',
    state: 'invited',
    completedUnits: 0,
    progress: 0,
    lastActivityAt: null,
  }),
];

const ENROLMENTS = /^lms\/staff\/learning\/courses\/7\/enrolments$/;
/**
 * The course's page, the service answering its list with `rowsFor` and `nextFor` (by the request's
 * filters and cursor) and `more` first.
 */
async function open(
  url = '/staff/learning/7',
  more: Parameters<typeof desk.serve>[0] = [],
  rowsFor: (query: URLSearchParams) => typeof ROWS = () => ROWS,
  nextFor: (query: URLSearchParams) => string | null = () => null,
) {
  desk.serve([
    ...more,
    [
      'GET',
      ENROLMENTS,
      (request) => {
        const query = new URL(request.url).searchParams;
        return ok({ offering: offering(), rows: rowsFor(query), next: nextFor(query) });
      },
    ],
  ]);
  await desk.render(url, '/staff/learning/:courseId', <StaffCoursePage />, {
    state: { list: '?awaiting=yes' },
    others: [['/staff/learning/enrolments/:id', <p key="enrolment">an enrolment's page</p>]],
  });
  await until(() => desk.dom.container.querySelector('h1') !== null);
}
const text = () => desk.dom.container.textContent ?? '';
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a[data-list-row]')];
const cells = (row: number) =>
  [...(desk.dom.container.querySelectorAll('tbody tr')[row]?.querySelectorAll('td') ?? [])].map((td) =>
    td.textContent?.trim(),
  );
const section = (heading: string) =>
  [...desk.dom.container.querySelectorAll('section')].find(
    (s) => s.querySelector('h2')?.textContent === heading,
  ) as HTMLElement;
const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;
const click = async (name: string, within: HTMLElement = desk.dom.container) => {
  await act(async () => button(within, name).click());
  await settle();
};
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const listRequests = () => desk.requests().filter((r) => r.startsWith('GET lms/staff/learning/courses/7'));

describe("a course's page", () => {
  it('loads the next page of learners by its cursor, with the filters', async () => {
    const paged = (query: URLSearchParams) => query.has('after');
    await open(
      '/staff/learning/7?state=active',
      [],
      (query) => (paged(query) ? ROWS.slice(2) : ROWS.slice(0, 2)),
      (query) => (paged(query) ? null : 'e-bilal'),
    );
    await until(() => links().length === 2);
    await click('Load more');
    await until(() => links().length === 4);
    expect(listRequests().at(-1)).toBe(
      'GET lms/staff/learning/courses/7/enrolments?state=active&after=e-bilal',
    );
    expect(text()).toContain('That is every learner these filters select.');
  });

  it('shows the course, its settings and its learners with state, progress, activity and certificate', async () => {
    await open();
    await until(() => links().length === 4);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Diploma in Islamic Studies');
    expect(desk.dom.container.querySelector('a')?.getAttribute('href')).toBe('/staff/learning?awaiting=yes');
    expect(byLabel(section('Settings'), 'Batch start (optional)').value).toBe('2026-06-01');
    expect(byLabel(section('Settings'), 'Length in months').value).toBe('12');
    expect(
      byLabel(section('Settings'), 'Completions need a staff sign-off before the certificate is issued')
        .checked,
    ).toBe(true);
    expect(cells(0)).toEqual([
      'Asha Raoasha.rao@example.in',
      'Active',
      '7 of 12 units',
      expect.stringMatching(/^2 Jul 2026, /),
      '—None yet',
    ]);
    expect(cells(1)?.[4]).toBe('Awaiting sign-off');
    expect(cells(2)?.[4]).toBe('ASP-7K2M-Q9XD (opens in a new tab)');
    expect(cells(3)?.slice(1, 4)).toEqual(['Invited', '0 of 12 units', '—']);
    const certificate = desk.dom.container.querySelector<HTMLAnchorElement>('tbody a:not([data-list-row])');
    expect(certificate?.getAttribute('href')).toBe('/certificates/ASP-7K2M-Q9XD');
    expect(certificate?.getAttribute('target')).toBe('_blank');
    const bar = desk.dom.container.querySelector('tbody [role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('58');
    expect(document.getElementById(bar?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      '7 of 12 units',
    );
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/staff/learning/enrolments/e-asha',
      '/staff/learning/enrolments/e-bilal',
      '/staff/learning/enrolments/e-chitra',
      '/staff/learning/enrolments/e-dev',
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('shows an erased learner as erased, with no address, still leading to the enrolment', async () => {
    await open('/staff/learning/7', [], () => [
      enrolmentRow({
        id: 'e-erased',
        name: 'Erased',
        email: '',
        completedUnits: 0,
        progress: 0,
        lastActivityAt: null,
        certificate: { code: 'ASP-7K2M-Q9XD', status: 'valid', issuedOn: '2026-11-26' },
        erasedAt: '2026-12-01T05:00:00.000Z',
      }),
    ]);
    await until(() => links().length === 1);
    expect(cells(0)).toEqual([
      'Erased at the learner’s request',
      'Active',
      '0 of 12 units',
      '—',
      'ASP-7K2M-Q9XD (opens in a new tab)',
    ]);
    expect(links()[0]?.getAttribute('href')).toBe('/staff/learning/enrolments/e-erased');
    expect(text()).not.toContain('@');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('keeps the search, state and progress filters in the address and asks the service with them', async () => {
    await open('/staff/learning/7?state=invited&progress=done', [], (query) =>
      query.get('progress') === 'awaiting-sign-off' ? [] : ROWS,
    );
    await until(() => links().length === 4);
    expect(listRequests()).toEqual(['GET lms/staff/learning/courses/7/enrolments?state=invited']);
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'State').value).toBe('invited');
    await act(async () =>
      setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Progress'), 'awaiting-sign-off'),
    );
    await settle();
    expect(desk.where.search).toBe('?state=invited&progress=awaiting-sign-off');
    await until(() => text().includes('No learners match these filters.'));
    // The course stays on the page while its list is filtered.
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Diploma in Islamic Studies');
    await press('/');
    await act(async () => setValue(byLabel(desk.dom.container, 'Search'), 'asha '));
    await settle(300);
    expect(desk.where.search).toBe('?state=invited&progress=awaiting-sign-off&q=asha');
    await until(() =>
      listRequests().includes(
        'GET lms/staff/learning/courses/7/enrolments?state=invited&progress=awaiting-sign-off&q=asha',
      ),
    );
    await click('Clear filters');
    expect(desk.where.search).toBe('');
    await until(() => links().length === 4);
    // A learner opens with the list's filters carried, for the way back.
    await act(async () => setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'State'), 'active'));
    await settle();
    await until(() => links().length === 4);
    // Out of the search field, where j is a letter typed.
    act(() => (document.activeElement as HTMLElement).blur());
    await press('j');
    expect(document.activeElement).toBe(links()[0]);
    await act(async () => links()[0]?.click());
    await settle();
    expect(desk.where.pathname).toBe('/staff/learning/enrolments/e-asha');
    expect(desk.where.state).toEqual({ list: '?state=active' });
  });

  it('enrols a learner: the service’s field errors under their fields, then the invitation said', async () => {
    let attempts = 0;
    await open('/staff/learning/7', [
      [
        'POST',
        /^lms\/staff\/enrolments$/,
        () =>
          ++attempts === 1
            ? refused(400, 'Invalid enrolment', { email: 'This address cannot receive mail' })
            : ok({
                id: 'e-farah',
                email: 'farah@example.in',
                courseId: 7,
                slug: 'diploma-islamic-studies',
                state: 'invited',
                enrolledAt: '2026-07-03T05:00:00.000Z',
                created: attempts === 2,
              }),
      ],
    ]);
    const form = section('Enrol a learner');
    await click('Enrol and invite', form);
    expect(errorOf(byLabel(form, 'E-mail'))).toBe('Enter a valid email address');
    expect(errorOf(byLabel(form, 'Name'))).toBe('Enter the learner name');

    await act(async () => {
      setValue(byLabel(form, 'E-mail'), ' Farah@Example.in ');
      setValue(byLabel(form, 'Name'), 'Farah Naaz');
    });
    await click('Enrol and invite', form);
    await until(() => errorOf(byLabel(form, 'E-mail')) === 'This address cannot receive mail');
    expect(form.textContent).toContain('Please correct the fields marked below.');
    expect(document.activeElement).toBe(byLabel(form, 'E-mail'));
    expect(byLabel(form, 'Name').value).toBe('Farah Naaz');

    await click('Enrol and invite', form);
    await until(
      () => form.textContent?.includes('Invited Farah Naaz; the invitation is on its way.') ?? false,
    );
    expect(byLabel(form, 'E-mail').value).toBe('');
    expect((await desk.bodies('POST', /enrolments$/)).at(-1)).toEqual({
      email: 'farah@example.in',
      name: 'Farah Naaz',
      courseId: 7,
    });
    // The list and the numbers are read again.
    await until(() => listRequests().length === 2);

    await act(async () => {
      setValue(byLabel(form, 'E-mail'), 'farah@example.in');
      setValue(byLabel(form, 'Name'), 'Farah Naaz');
    });
    await click('Enrol and invite', form);
    await until(
      () => form.textContent?.includes('farah@example.in is already enrolled in this course') ?? false,
    );
    expect(form.textContent).toContain('nothing changed, and no second invitation was sent.');
  });

  it('says while its learners’ progress is worked out again, and reads the course again until it stands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let updating = true;
      const done = ROWS.map((row) => ({ ...row, completedUnits: 12, progress: 100 }));
      await open('/staff/learning/7', [
        [
          'GET',
          ENROLMENTS,
          () => ok({ offering: offering({ updating }), rows: updating ? ROWS : done, next: null }),
        ],
      ]);
      const notice = 'Updating every learner’s progress';
      await until(() => text().includes(notice));
      expect(desk.dom.container.querySelector('p[role="status"]')?.textContent).toContain(notice);
      const asked = listRequests().length;
      await later(UPDATING_POLL_MS);
      await until(() => listRequests().length > asked);
      updating = false;
      await later(UPDATING_POLL_MS);
      await until(() => !text().includes(notice));
      expect(cells(0)[2]).toBe('12 of 12 units');
      // It stands: the page stops asking.
      const settled = listRequests().length;
      await later(UPDATING_POLL_MS * 3);
      expect(listRequests().length).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('saves its settings in place', async () => {
    await open('/staff/learning/7', [
      [
        'PUT',
        /^lms\/staff\/learning\/courses\/7$/,
        async (request) => ok({ ...offering(), ...((await request.json()) as object) }),
      ],
    ]);
    const settings = section('Settings');
    await act(async () => setValue(byLabel(settings, 'Length in months'), '0'));
    await click('Save', settings);
    expect(errorOf(byLabel(settings, 'Length in months'))).toBe('At least 1 month');
    await act(async () => {
      setValue(byLabel(settings, 'Length in months'), '9');
      setValue(byLabel(settings, 'Batch start (optional)'), '');
      byLabel(settings, 'Completions need a staff sign-off before the certificate is issued').click();
    });
    await click('Save', settings);
    await until(() => settings.textContent?.includes('Settings saved.') ?? false);
    expect(await desk.bodies('PUT', /courses\/7$/)).toEqual([
      {
        title: 'Diploma in Islamic Studies',
        slug: 'diploma-islamic-studies',
        months: 9,
        requiresSignOff: false,
        batchStart: null,
      },
    ]);
  });

  describe('the progress report', () => {
    const { createObjectURL, revokeObjectURL } = URL;
    const { click: anchorClick } = HTMLAnchorElement.prototype;
    afterEach(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      HTMLAnchorElement.prototype.click = anchorClick;
    });

    it('downloads the rows the filters select as CSV', async () => {
      const downloads: string[] = [];
      URL.createObjectURL = () => 'blob:report';
      URL.revokeObjectURL = () => {};
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      };
      await open('/staff/learning/7?progress=complete', [
        ['GET', /report\.csv$/, () => new Response('name,email\nAsha Rao,asha.rao@example.in\n')],
      ]);
      await click('Download report (CSV)');
      await until(() => downloads.length === 1);
      expect(downloads[0]).toMatch(/^aspire-course-7-progress-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(desk.requests()).toContain('GET lms/staff/learning/courses/7/report.csv?progress=complete');
    });
  });

  it('says so when the address names no course', async () => {
    desk.serve([['GET', ENROLMENTS, () => refused(404, 'No course 7 is taught')]]);
    await desk.render('/staff/learning/7', '/staff/learning/:courseId', <StaffCoursePage />);
    await until(() => desk.dom.container.querySelector('h1')?.textContent === 'Course not found');
    await desk.render('/staff/learning/seven', '/staff/learning/:courseId', <StaffCoursePage />);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Course not found');
    expect(desk.requests()).toEqual(['GET lms/staff/learning/courses/7/enrolments']);
  });
});
