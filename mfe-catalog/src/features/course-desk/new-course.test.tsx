// @vitest-environment happy-dom

import { createQueryClient } from '@aspire/client/query-client';
import type { CourseFields } from '@aspire/contracts/course-desk';
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
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import StaffCourseEditorPage from '../../routes/staff-course-editor-page.tsx';
import { courseEditor, editorial, errorOf } from './test-support.ts';

const desk = deskHarness();
let router: ReturnType<typeof createMemoryRouter> | undefined;
const text = () => desk.dom.container.textContent ?? '';
const field = (label: string) =>
  byLabel<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(desk.dom.container, label);
const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) await act(async () => setValue(field(label), value));
};
const save = async () => {
  await act(async () => button(desk.dom.container, 'Save as a draft').click());
  await settle();
};

/** The new course's page in a router that can ask before leaving (as the site's is). */
async function open() {
  router = createMemoryRouter(
    [
      { path: '/staff/courses/:id', element: <StaffCourseEditorPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/staff/courses/new'] },
  );
  const shown = router;
  await act(async () =>
    desk.dom.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={shown} />
      </QueryClientProvider>,
    ),
  );
  await settle();
}

const FORM = {
  Title: 'Diploma in Urdu Literature',
  Category: 'diploma',
  Description: 'A one-year diploma reading the great Urdu poets and prose writers, with writing practice.',
  Duration: '12 months',
  'Where it is taught': 'Chennai',
  'Language (optional)': 'Urdu',
  'Offer (optional)': 'Financial Support',
  Certificate: 'A diploma certificate of Aspire College, naming the works studied.',
  'Highlight 1': 'Small reading circles',
  'Part 1: title': 'Term 1',
  'Part 1: learning units': 'Ghazal\nNazm',
};
const FIELDS: CourseFields = {
  category: 'diploma',
  title: 'Diploma in Urdu Literature',
  desc: FORM.Description,
  duration: '12 months',
  location: 'Chennai',
  language: 'Urdu',
  feature: '',
  offer: 'Financial Support',
  certificateDesc: FORM.Certificate,
  programFee: ['Small reading circles'],
  values: [],
  curriculum: [{ title: 'Term 1', desc: '', learningUnits: ['Ghazal', 'Nazm'] }],
  reviews: [],
  brochure: '',
};

describe('a new course', () => {
  it('says what is missing under each field, sending nothing', async () => {
    await open();
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New course');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    await save();
    await until(() => text().includes('Give the course a title'));
    expect(errorOf(field('Title'))).toBe('Give the course a title');
    expect(errorOf(field('Category'))).toBe('Choose the tab the course is listed under');
    expect(errorOf(field('Highlight 1'))).toBe('Write the highlight or remove it');
    expect(field('Category').getAttribute('aria-invalid')).toBe('true');
    expect(desk.requests().filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it('places the service’s words under their fields', async () => {
    desk.serve([
      [
        'POST',
        /^catalog\/staff\/courses$/,
        () => refused(400, 'Invalid fields', { 'fields.duration': 'Keep the duration under 60 characters' }),
      ],
    ]);
    await open();
    await fill(FORM);
    await save();
    await until(() => errorOf(field('Duration')) === 'Keep the duration under 60 characters');
    expect(router?.state.location.pathname).toBe('/staff/courses/new');
  });

  it('keeps the course as a draft and opens its editor', async () => {
    const created = courseEditor({
      id: '19',
      fields: FIELDS,
      public: null,
      editorial: editorial({ state: 'draft', version: 1, hasDraft: true, updatedBy: 'Mariam Rahman' }),
    });
    desk.serve([
      ['POST', /^catalog\/staff\/courses$/, () => ok(created, 201)],
      ['GET', /^catalog\/staff\/courses\/19$/, () => ok(created)],
      ['GET', /^catalog\/staff\/courses\/19\/revisions$/, () => ok([])],
    ]);
    await open();
    await fill(FORM);
    await save();
    await until(() => router?.state.location.pathname === '/staff/courses/19');
    expect(await desk.bodies('POST', /staff\/courses$/)).toEqual([{ fields: FIELDS }]);
    await until(() => text().includes('Saved as a draft.'));
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Diploma in Urdu Literature');
    expect(field('Category').value).toBe('diploma');
  });
});
