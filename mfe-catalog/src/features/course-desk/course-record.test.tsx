// @vitest-environment happy-dom
import type { CourseEditor } from '@aspire/contracts/course-desk';
import { STALE_VERSION } from '@aspire/contracts/publishing';
import { formatDateTime } from '@aspire/ui/desk.ts';
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
import StaffCourseEditorPage from '../../routes/staff-course-editor-page.tsx';
import { courseEditor, courseFields, editorial, publicCourse, revision } from './test-support.ts';

const desk = deskHarness();
const text = () => desk.dom.container.textContent ?? '';
const field = (label: string) => byLabel<HTMLInputElement | HTMLTextAreaElement>(desk.dom.container, label);
const press = (name: string) => act(() => button(desk.dom.container, name).click());
const type = (label: string, value: string) => act(() => setValue(field(label), value));

/** The editor with the service answering: `more` handlers first, then the course and its revisions. */
async function open(course: CourseEditor = courseEditor(), more: Parameters<typeof desk.serve>[0] = []) {
  desk.serve([
    ...more,
    ['GET', /^catalog\/staff\/courses\/2$/, () => ok(course)],
    [
      'GET',
      /^catalog\/staff\/courses\/2\/revisions$/,
      () => ok([revision({ version: 1, action: 'saved', by: 'Salma Begum' }), revision()]),
    ],
  ]);
  await desk.render('/staff/courses/2', '/staff/courses/:id', <StaffCourseEditorPage />);
  await until(() => desk.dom.container.querySelector('h1') !== null && text().includes('Original texts'));
}
const sent = (method: string, path: RegExp) => desk.bodies(method, path);
const saved = (version: number, fields = courseFields()) =>
  courseEditor({
    fields,
    editorial: editorial({
      version,
      hasDraft: true,
      updatedAt: '2026-03-02T04:30:00.000Z',
      updatedBy: 'Mariam Rahman',
    }),
  });

describe('the course editor', () => {
  it('fills the form with the course’s texts, says its state, and is accessible', async () => {
    await open();
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('B.Sc. Psychology');
    expect(field('Title').value).toBe('B.Sc. Psychology');
    expect(field('Highlight 2').value).toBe('Weekly counselling practice');
    expect(field('Part 1: learning units').value).toBe('General psychology\nResearch methods');
    expect(text()).toContain('Published. The site shows it as it is here.');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('saves the texts and the tab as a draft, with the lists added to, reordered and trimmed', async () => {
    await open(courseEditor(), [['PUT', /^catalog\/staff\/courses\/2$/, () => ok(saved(1))]]);
    await type('Title', 'B.Sc. Psychology (Honours)');
    expect(field('Category').value).toBe('on-campus');
    await act(() => setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Category'), 'online'));
    await press('Add a highlight');
    await type('Highlight 3', 'Small classes');
    await press('Move up highlight 3');
    await press('Remove highlight 1');
    await type('Part 2: learning units', 'Developmental psychology\n\n  Social psychology ');
    await press('Save draft');
    await until(() => text().includes('Draft saved.'));
    const [body] = (await sent('PUT', /courses\/2$/)) as {
      version: number;
      fields: CourseEditor['fields'];
    }[];
    expect(body?.version).toBe(0);
    expect(body?.fields.title).toBe('B.Sc. Psychology (Honours)');
    expect(body?.fields.category).toBe('online');
    expect(body?.fields.programFee).toEqual(['Small classes', 'Weekly counselling practice']);
    expect(body?.fields.curriculum[1]?.learningUnits).toEqual([
      'Developmental psychology',
      'Social psychology',
    ]);
  });

  it('says what is wrong under the field, sending nothing, and places the service’s words too', async () => {
    await open(courseEditor(), [
      [
        'PUT',
        /^catalog\/staff\/courses\/2$/,
        () =>
          refused(400, 'Invalid fields', {
            'fields.programFee.1': 'Keep the highlight under 300 characters',
          }),
      ],
    ]);
    await type('Title', '');
    await press('Save draft');
    await until(() => text().includes('Give the course a title'));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(desk.requests().filter((r) => r.startsWith('PUT'))).toEqual([]);

    await type('Title', 'B.Sc. Psychology');
    await press('Save draft');
    await until(() => text().includes('Keep the highlight under 300 characters'));
    expect(field('Highlight 2').getAttribute('aria-invalid')).toBe('true');
  });

  it('publishes at once, saving unsaved changes first', async () => {
    await open(courseEditor(), [
      ['PUT', /^catalog\/staff\/courses\/2$/, () => ok(saved(1))],
      [
        'POST',
        /^catalog\/staff\/courses\/2\/publish$/,
        () =>
          ok(
            courseEditor({
              editorial: editorial({
                version: 2,
                updatedAt: '2026-03-02T04:31:00.000Z',
                updatedBy: 'Mariam Rahman',
              }),
            }),
          ),
      ],
    ]);
    await type('Duration', '4 years');
    await press('Publish now');
    await until(() => text().includes('Published: the course’s page shows it now.'));
    expect(await sent('POST', /publish$/)).toEqual([{ version: 1 }]);
    expect(desk.requests().indexOf('PUT catalog/staff/courses/2')).toBeLessThan(
      desk.requests().indexOf('POST catalog/staff/courses/2/publish'),
    );
  });

  it('schedules the draft for a time in India, asking for a time first', async () => {
    const publishAt = '2099-03-02T04:30:00.000Z';
    await open(courseEditor({ editorial: editorial({ version: 3, hasDraft: true }) }), [
      [
        'POST',
        /^catalog\/staff\/courses\/2\/schedule$/,
        () =>
          ok(
            courseEditor({
              editorial: editorial({ version: 4, state: 'scheduled', publishAt, hasDraft: true }),
            }),
          ),
      ],
    ]);
    await press('Schedule');
    await until(() => text().includes('Choose a date and time in the future'));
    expect(desk.requests().filter((r) => r.startsWith('POST'))).toEqual([]);
    await type('Publish at (India time)', '2099-03-02T10:00');
    await press('Schedule');
    await until(() => text().includes('Scheduled: it will be published on 2 Mar 2099, 10:00 am'));
    // Nothing changed in the texts: nothing saved, only scheduled.
    expect(desk.requests().filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(await sent('POST', /schedule$/)).toEqual([{ version: 3, publishAt: '2099-03-02T04:30:00.000Z' }]);
  });

  it('keeps the person’s text when someone else saved first (409), and offers their version', async () => {
    let theirs = false;
    desk.serve([
      [
        'PUT',
        /^catalog\/staff\/courses\/2$/,
        () => {
          theirs = true;
          return refused(409, STALE_VERSION);
        },
      ],
      [
        'GET',
        /^catalog\/staff\/courses\/2$/,
        () =>
          ok(
            theirs
              ? courseEditor({
                  fields: courseFields({ title: 'Psychology (their title)' }),
                  editorial: editorial({
                    version: 1,
                    hasDraft: true,
                    updatedAt: '2026-03-02T04:30:00.000Z',
                    updatedBy: 'Salma Begum',
                  }),
                })
              : courseEditor(),
          ),
      ],
      ['GET', /^catalog\/staff\/courses\/2\/revisions$/, () => ok([])],
    ]);
    await desk.render('/staff/courses/2', '/staff/courses/:id', <StaffCourseEditorPage />);
    await until(() => desk.dom.container.querySelector('h1') !== null);
    await type('Title', 'Psychology (my title)');
    await press('Save draft');
    await until(() => text().includes('Load their version') && text().includes('Salma Begum'));
    expect(text()).toContain(`${STALE_VERSION} Your changes are still here, not saved.`);
    expect(field('Title').value).toBe('Psychology (my title)');
    await press('Load their version');
    await settle();
    expect(field('Title').value).toBe('Psychology (their title)');
    expect(text()).not.toContain('Load their version');
  });

  it('restores a revision as the draft, and shows the saved draft in the preview with the page’s components', async () => {
    const restored = courseEditor({
      fields: courseFields({ title: 'B.Sc. Psychology (as first)' }),
      editorial: editorial({
        version: 2,
        hasDraft: true,
        updatedAt: '2026-03-02T04:30:00.000Z',
        updatedBy: 'Mariam Rahman',
      }),
    });
    await open(courseEditor({ editorial: editorial({ version: 1, hasDraft: true }) }), [
      ['POST', /^catalog\/staff\/courses\/2\/restore$/, () => ok(restored)],
      ['GET', /^catalog\/staff\/courses\/2\/preview$/, () => ok(publicCourse(restored.fields))],
    ]);
    await press(`Restore the texts of ${formatDateTime(revision().at)}`);
    await until(() => text().includes('restored as the draft'));
    expect(await sent('POST', /restore$/)).toEqual([{ version: 1, revision: 0 }]);
    await until(() => field('Title').value === 'B.Sc. Psychology (as first)');

    await press('Show the preview');
    await until(() => desk.dom.container.querySelector('#course-title') !== null);
    expect(desk.dom.container.querySelector('#course-title')?.textContent).toBe(
      'B.Sc. Psychology (as first)',
    );
    // The editor's page keeps its own title and carries no structured data of the draft.
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
