// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { deskHarness, ok, until } from '@aspire/ui/testing/desk-harness.tsx';
import { describe, expect, it } from 'vitest';
import { CoursesDeskList } from './courses-desk-list.tsx';
import { editorial, row } from './test-support.ts';

const desk = deskHarness();
const cells = () =>
  [...desk.dom.container.querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()),
  );

describe('the courses list', () => {
  it('shows each course’s title, category, state and last change, each opening its editor', async () => {
    desk.serve([
      [
        'GET',
        /^catalog\/staff\/courses$/,
        () =>
          ok([
            row(),
            row({
              id: '8',
              title: 'Zakah',
              category: 'free',
              editorial: editorial({
                state: 'scheduled',
                publishAt: '2026-03-02T04:30:00.000Z',
                hasDraft: true,
                version: 2,
                updatedAt: '2026-03-01T04:30:00.000Z',
                updatedBy: 'Salma Begum',
              }),
            }),
            row({
              id: '13',
              title: 'Bachelor of Islamic Studies (Online)',
              category: 'online',
              editorial: editorial({
                hasDraft: true,
                version: 1,
                updatedAt: '2026-03-01T04:30:00.000Z',
                updatedBy: 'Salma Begum',
              }),
            }),
          ]),
      ],
    ]);
    await desk.render('/staff/courses', '/staff/courses', <CoursesDeskList />);
    await until(() => cells().length === 3);
    expect(cells()[0]).toEqual([
      'B.Sc. Psychology',
      'On Campus',
      'Published',
      'Not changed since the site began',
    ]);
    expect(cells()[1]?.slice(0, 3)).toEqual(['Zakah', 'Free Courses', 'Scheduled for 2 Mar 2026, 10:00 am']);
    expect(cells()[1]?.[3]).toMatch(/^Salma Begum, 1 Mar 2026/);
    expect(cells()[2]?.[2]).toBe('Published, with draft changes');
    const links = [...desk.dom.container.querySelectorAll('tbody a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/staff/courses/2', '/staff/courses/8', '/staff/courses/13']);
    const add = [...desk.dom.container.querySelectorAll('a')].find((a) => a.textContent === 'New course');
    expect(add?.getAttribute('href')).toBe('/staff/courses/new');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });
});
