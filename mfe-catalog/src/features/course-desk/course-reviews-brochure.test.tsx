// @vitest-environment happy-dom
import type { CourseEditor } from '@aspire/contracts/course-desk';
import type { DocumentAsset } from '@aspire/contracts/media';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import StaffCourseEditorPage from '../../routes/staff-course-editor-page.tsx';
import { STILL_UPLOADING } from './course-form-values.ts';
import { courseEditor, courseFields, editorial, errorOf, revision } from './test-support.ts';

const desk = deskHarness();
const text = () => desk.dom.container.textContent ?? '';
const field = (label: string) => byLabel<HTMLInputElement | HTMLTextAreaElement>(desk.dom.container, label);
const press = (name: string) => act(() => button(desk.dom.container, name).click());
const type = (label: string, value: string) => act(() => setValue(field(label), value));
const fileInput = () => desk.dom.container.querySelector<HTMLInputElement>('input[type="file"]')!;
const sentFields = async () =>
  ((await desk.bodies('PUT', /courses\/2$/)) as { fields: CourseEditor['fields'] }[]).map(
    (body) => body.fields,
  );

const STORED = '/api/catalog/media/cccccccccccccccccccccccc/document.pdf';
const ASSET: DocumentAsset = {
  id: 'c'.repeat(24),
  url: STORED,
  type: 'application/pdf',
  bytes: 48_000,
  pages: 4,
};
const savedWith = (fields: CourseEditor['fields']) =>
  courseEditor({ fields, editorial: editorial({ version: 1, hasDraft: true, updatedBy: 'Mariam Rahman' }) });

async function open(more: Parameters<typeof desk.serve>[0] = []) {
  desk.serve([
    ...more,
    ['GET', /^catalog\/staff\/courses\/2$/, () => ok(courseEditor())],
    ['GET', /^catalog\/staff\/courses\/2\/revisions$/, () => ok([revision()])],
  ]);
  await desk.render('/staff/courses/2', '/staff/courses/:id', <StaffCourseEditorPage />);
  await until(() => desk.dom.container.querySelector('h1') !== null && text().includes('Original texts'));
}
async function choosePdf() {
  const file = new File([new Uint8Array(2000)], 'Psychology brochure.pdf', { type: 'application/pdf' });
  Object.defineProperty(fileInput(), 'files', { value: [file], configurable: true });
  await act(async () => void fileInput().dispatchEvent(new Event('change', { bubbles: true })));
  await settle();
}

describe('the course editor’s reviews', () => {
  it('shows each review with its date in the date control, and sends added ones dated as the page shows them', async () => {
    await open([
      [
        'PUT',
        /^catalog\/staff\/courses\/2$/,
        async (request) => ok(savedWith((await request.clone().json()).fields)),
      ],
    ]);
    expect(field('Review 1: student’s name').value).toBe('Sana Fathima');
    expect(field('Review 1: dated').value).toBe('2025-03-14');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);

    await press('Add a review');
    await type('Review 2: student’s name', 'Imran Basha');
    await type('Review 2: what they study', 'B.Sc. Psychology, final year');
    await type(
      'Review 2: what they said',
      'Small groups and patient teachers: I never felt lost in a lecture.',
    );
    await type('Review 2: dated', '2026-01-05');
    await press('Move up review 2');
    await press('Save draft');
    await until(() => text().includes('Draft saved.'));
    const [fields] = await sentFields();
    expect(fields?.reviews).toEqual([
      {
        name: 'Imran Basha',
        qualification: 'B.Sc. Psychology, final year',
        comment: 'Small groups and patient teachers: I never felt lost in a lecture.',
        date: '05-01-2026',
      },
      courseFields().reviews[0],
    ]);
  });

  it('says under the review what is missing, sending nothing', async () => {
    await open();
    await press('Add a review');
    await type('Review 2: student’s name', 'Imran Basha');
    await press('Save draft');
    await until(() => text().includes('Write what they said'));
    expect(errorOf(field('Review 2: what they said'))).toBe('Write what they said');
    expect(errorOf(field('Review 2: dated'))).toBe('Choose the date');
    expect(desk.requests().filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});

describe('the course editor’s brochure', () => {
  it('uploads a PDF to the catalogue’s library and saves its address as the brochure; removed, it sends none', async () => {
    let answer: (response: Response) => void = () => {};
    await open([
      [
        'POST',
        /^catalog\/staff\/media\/documents\/uploads$/,
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ],
      [
        'PUT',
        /^catalog\/staff\/courses\/2$/,
        async (request) => ok(savedWith((await request.clone().json()).fields)),
      ],
    ]);
    expect(text()).toContain('Without one, it opens a brochure made from the texts above.');
    await choosePdf();
    await until(() => text().includes('Uploading Psychology brochure.pdf…'));
    // Saving now would leave the brochure out: it waits, and says so.
    await press('Save draft');
    await until(() => text().includes(STILL_UPLOADING));
    expect(desk.requests().filter((request) => request.startsWith('PUT'))).toEqual([]);

    await act(async () => answer(ok(ASSET, 201)));
    await until(() => text().includes('Open Psychology brochure.pdf'));
    await press('Save draft');
    await until(() => text().includes('Draft saved.'));
    expect((await sentFields()).map((fields) => fields.brochure)).toEqual([STORED]);

    await press('Remove the document');
    await press('Save draft');
    await until(() => desk.requests().filter((request) => request.startsWith('PUT')).length === 2);
    expect((await sentFields()).map((fields) => fields.brochure)).toEqual([STORED, '']);
  });
});
