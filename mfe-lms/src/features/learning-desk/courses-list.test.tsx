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
import { describe, expect, it, vi } from 'vitest';
import { CoursesList } from './courses-list.tsx';
import { UPDATING_POLL_MS } from './desk-api.ts';
import { offering } from './test-support.tsx';

const desk = deskHarness();

const COURSES = [
  offering(),
  offering({
    courseId: 3,
    title: 'B.Sc. Psychology',
    slug: 'bsc-psychology',
    months: 36,
    requiresSignOff: false,
    batchStart: null,
    enrolled: 12,
    invited: 0,
    completed: 0,
    certified: 0,
    awaitingSignOff: 0,
    units: 1,
  }),
  offering({ courseId: 15, title: 'B.Sc. Psychology (online)', slug: 'bsc-psychology', awaitingSignOff: 0 }),
];

const serveCourses = (more: Parameters<typeof desk.serve>[0] = []) =>
  desk.serve([...more, ['GET', /^lms\/staff\/learning\/courses$/, () => ok(COURSES)]]);
const open = (url = '/staff/learning') =>
  desk.render(url, '/staff/learning', <CoursesList />, {
    others: [['/staff/learning/:courseId', <p key="course">a course's page</p>]],
  });
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a')];
const titles = () => links().map((a) => a.textContent);
const cells = (row: number) =>
  [...(desk.dom.container.querySelectorAll('tbody tr')[row]?.querySelectorAll('td') ?? [])].map((td) =>
    td.textContent?.trim(),
  );
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = async (name: string) => {
  await act(async () => button(desk.dom.container, name).click());
  await settle();
};

describe('the courses taught', () => {
  it('lists each course with its numbers, each linking to its page', async () => {
    serveCourses();
    await open();
    await until(() => links().length === 3);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Learning');
    expect([0, 1].map(cells)).toEqual([
      [
        '7',
        'Diploma in Islamic StudiesSign-off needed',
        'diploma-islamic-studies12 units',
        '12 months',
        '1 Jun 2026',
        '40',
        '6',
        '9',
        '7',
        '2',
      ],
      [
        '3',
        'B.Sc. Psychology',
        'bsc-psychology1 unit',
        '36 months',
        'Day of enrolment',
        '12',
        '0',
        '0',
        '0',
        '0',
      ],
    ]);
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/staff/learning/7',
      '/staff/learning/3',
      '/staff/learning/15',
    ]);
    expect([...desk.dom.container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Course',
      'Title',
      'Content',
      'Length',
      'Batch start',
      'Enrolled',
      'Invited',
      'Complete',
      'Certified',
      'Awaiting sign-off',
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('marks a course whose learners’ progress is worked out again, and reads the list again until it stands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let updating = true;
      desk.serve([
        [
          'GET',
          /^lms\/staff\/learning\/courses$/,
          () =>
            ok(
              COURSES.map((course, i) =>
                i === 1 ? { ...course, updating, enrolled: updating ? 5 : 12 } : course,
              ),
            ),
        ],
      ]);
      await open();
      await until(() => links().length === 3);
      expect(cells(1).slice(1, 2)).toEqual(['B.Sc. PsychologyUpdating']);
      expect(cells(0)[1]).toBe('Diploma in Islamic StudiesSign-off needed');
      expect(cells(1)[5]).toBe('5');
      updating = false;
      await later(UPDATING_POLL_MS);
      await until(() => cells(1)[5] === '12');
      expect(cells(1)[1]).toBe('B.Sc. Psychology');
      const reads = () => desk.requests().filter((r) => r === 'GET lms/staff/learning/courses').length;
      const settled = reads();
      await later(UPDATING_POLL_MS * 3);
      expect(reads()).toBe(settled);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps its filters in the address: Awaiting sign-off, the search; Clear filters drops them', async () => {
    serveCourses();
    await open();
    await until(() => links().length === 3);
    await click('Awaiting sign-off');
    expect(desk.where.search).toBe('?awaiting=yes');
    expect(button(desk.dom.container, 'Awaiting sign-off').getAttribute('aria-pressed')).toBe('true');
    await until(() => links().length === 1);
    expect(titles()).toEqual(['Diploma in Islamic Studies']);
    await click('Awaiting sign-off');
    expect(desk.where.search).toBe('');
    await until(() => links().length === 3);

    await press('/');
    const search = byLabel(desk.dom.container, 'Search');
    expect(document.activeElement).toBe(search);
    await act(async () => setValue(search, ' psych '));
    await settle(300);
    expect(desk.where.search).toBe('?q=psych');
    await until(() => links().length === 2);
    expect(titles()).toEqual(['B.Sc. Psychology', 'B.Sc. Psychology (online)']);
    // A course id finds its course; words must each match.
    await act(async () => setValue(search, '15'));
    await settle(300);
    await until(() => links().length === 1);
    expect(titles()).toEqual(['B.Sc. Psychology (online)']);
    await act(async () => setValue(search, 'psychology diploma'));
    await settle(300);
    await until(() => desk.dom.container.textContent?.includes('No courses match these filters.') ?? false);
    await click('Clear filters');
    expect(desk.where.search).toBe('');
    // The service was asked once: the filters apply to what it answered.
    expect(desk.requests().filter((r) => r.startsWith('GET'))).toEqual(['GET lms/staff/learning/courses']);
  });

  it('reads its filters from a shared link', async () => {
    serveCourses();
    await open('/staff/learning?awaiting=yes&q=diploma&awaiting=no');
    await until(() => links().length === 1);
    expect(titles()).toEqual(['Diploma in Islamic Studies']);
    expect(byLabel(desk.dom.container, 'Search').value).toBe('diploma');
  });

  it('moves through the courses with j and k; a course opens carrying the list’s filters', async () => {
    serveCourses();
    await open('/staff/learning?q=psychology');
    await until(() => links().length === 2);
    await press('j');
    await press('j');
    expect(document.activeElement).toBe(links()[1]);
    await press('k');
    expect(document.activeElement).toBe(links()[0]);
    await act(async () => links()[0]?.click());
    await settle();
    expect(desk.where.pathname).toBe('/staff/learning/3');
    expect(desk.where.state).toEqual({ list: '?q=psychology' });
  });

  it('adds a course: the service’s refusals under their fields, then the new course’s page', async () => {
    let attempts = 0;
    serveCourses([
      [
        'POST',
        /^lms\/staff\/learning\/courses$/,
        () =>
          ++attempts === 1
            ? refused(409, 'This course is taught already', { courseId: 'Course 3 is taught already' })
            : ok(
                offering({
                  courseId: 16,
                  title: 'Diploma in Arabic (online)',
                  slug: 'diploma-islamic-studies',
                }),
                201,
              ),
      ],
    ]);
    await open();
    await until(() => links().length === 3);
    await click('Add a course…');
    const dialog = () => desk.dom.container.querySelector('dialog[open]') as HTMLDialogElement;
    expect(dialog().querySelector('h2')?.textContent).toBe('Add a course');
    await settle(10);
    expect(document.activeElement).toBe(byLabel(dialog(), 'Catalogue course id'));
    expect(await seriousAxeIssues(dialog())).toEqual([]);
    // The contents to choose from are those the courses taught open, each named by its courses.
    expect(
      [...byLabel<HTMLSelectElement>(dialog(), 'Content').options].map((option) => option.textContent),
    ).toEqual([
      'Choose the content',
      'bsc-psychology (B.Sc. Psychology, B.Sc. Psychology (online))',
      'diploma-islamic-studies (Diploma in Islamic Studies)',
    ]);

    // Checked in the browser first, with the contract's words.
    await click('Add course');
    const errorOf = (label: string) => {
      const control = byLabel(dialog(), label);
      return control
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .at(-1);
    };
    expect(errorOf('Title')).toBe('Enter the course title');
    expect(errorOf('Length in months')).toBe('Enter the length in months');
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);

    await act(async () => {
      setValue(byLabel(dialog(), 'Catalogue course id'), '3');
      setValue(byLabel(dialog(), 'Title'), 'Diploma in Arabic (online)');
      setValue(byLabel<HTMLSelectElement>(dialog(), 'Content'), 'diploma-islamic-studies');
      setValue(byLabel(dialog(), 'Length in months'), '6');
      setValue(byLabel(dialog(), 'Batch start (optional)'), '2026-08-01');
    });
    await click('Add course');
    await until(() => errorOf('Catalogue course id') === 'Course 3 is taught already');
    expect(dialog().textContent).toContain('This course is taught already');
    expect(document.activeElement).toBe(byLabel(dialog(), 'Catalogue course id'));

    await act(async () => setValue(byLabel(dialog(), 'Catalogue course id'), '16'));
    await click('Add course');
    await until(() => desk.where.pathname === '/staff/learning/16');
    expect(await desk.bodies('POST', /courses$/)).toEqual([
      {
        courseId: 3,
        title: 'Diploma in Arabic (online)',
        slug: 'diploma-islamic-studies',
        months: 6,
        requiresSignOff: false,
        batchStart: '2026-08-01',
      },
      {
        courseId: 16,
        title: 'Diploma in Arabic (online)',
        slug: 'diploma-islamic-studies',
        months: 6,
        requiresSignOff: false,
        batchStart: '2026-08-01',
      },
    ]);
    expect(desk.where.state).toEqual({ added: true });
  });

  it('says when no course is taught yet', async () => {
    desk.serve([['GET', /^lms\/staff\/learning\/courses$/, () => ok([])]]);
    await open();
    await until(() => desk.dom.container.textContent?.includes('No courses taught yet') ?? false);
    expect(desk.dom.container.textContent).toContain(
      'No courses taught yet: add the first with Add a course.',
    );
  });
});
