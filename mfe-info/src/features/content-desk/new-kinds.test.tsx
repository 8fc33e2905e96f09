// @vitest-environment happy-dom
import { ok, settle, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  choosePicture,
  contentItem,
  contentService,
  errorOf,
  itemPageHarness,
  storedPicture,
  uploaded,
} from './test-support.tsx';

const { desk, text, section, open, where, field, type, click, sent, createsWith } = itemPageHarness();

const pictureError = () =>
  errorOf(desk.dom.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement);

const GALLERY = {
  category: 'campus',
  image: storedPicture(1),
  alt: 'Students reading in the Chennai library',
  caption: 'The library at the Chennai campus',
};

describe('a new gallery picture', () => {
  it('is refused with the word under its field until its category is chosen, then saved as a draft', async () => {
    const created = contentItem('library-chennai', GALLERY, { public: null });
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)],
      ['POST', /^info\/staff\/content\/gallery$/, () => ok(created, 201)],
      ['GET', /^info\/staff\/content\/gallery\/library-chennai$/, () => ok(created)],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open('/staff/content/gallery/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New picture');
    await click('Save as a draft');
    expect(errorOf(field('Caption'))).toBe('Write a short caption');
    expect(errorOf(field('Picture description'))).toBe('Describe the picture for people who cannot see it');
    expect(pictureError()).toBe('Add a picture');

    await type({ Caption: GALLERY.caption, 'Picture description': GALLERY.alt, Id: 'library-chennai' });
    await choosePicture(desk.dom.container);
    await until(() => pictureError() === undefined);
    await click('Save as a draft');
    expect(errorOf(field('Caption'))).toBeUndefined();
    expect(errorOf(field('Category'))).toBe('Choose a category');
    expect(await sent('gallery')).toEqual([]);

    await type({ Category: 'campus' });
    await click('Save as a draft');
    await until(() => where()?.pathname === '/staff/content/gallery/library-chennai');
    expect(await sent('gallery')).toEqual([{ id: 'library-chennai', fields: GALLERY }]);
    await until(() => text().includes('Saved as a draft.'));
  });

  it('previews as the gallery draws it: its tile, opening the viewer with its caption', async () => {
    desk.serve(contentService('gallery', contentItem('library-chennai', GALLERY)).handlers);
    await open('/staff/content/gallery/library-chennai');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field<HTMLSelectElement>('Category').value).toBe('campus');
    await click('Preview', section('Publishing'));
    const preview = () => desk.dom.container.querySelector<HTMLElement>('section[aria-label="Preview"]');
    await until(() => preview()?.querySelector('li button img') != null);
    expect(preview()?.querySelector('img')?.getAttribute('alt')).toBe(GALLERY.alt);
    await act(async () => preview()?.querySelector<HTMLButtonElement>('li button')?.click());
    await settle();
    expect(preview()?.querySelector('dialog figcaption')?.textContent).toBe(GALLERY.caption);
  });
});

const MAGAZINE_PDF = `/api/info/media/${'7'.repeat(24)}/document.pdf`;
const MAGAZINE = {
  year: 2027,
  month: 1,
  title: 'January 2027',
  cover: storedPicture(1),
  pdf: MAGAZINE_PDF,
};

/** The magazine form's document control. */
const pdfInput = () =>
  desk.dom.container.querySelector<HTMLInputElement>(
    'input[type="file"][accept="application/pdf"]',
  ) as HTMLElement;
/** A PDF chosen in the magazine form's document control. */
async function choosePdf() {
  const input = pdfInput();
  Object.defineProperty(input, 'files', {
    value: [new File(['%PDF-1.7'], 'january-2027.pdf', { type: 'application/pdf' })],
    configurable: true,
  });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('a new magazine issue', () => {
  it('is refused with the word under its field until its PDF is in, then saved as a draft', async () => {
    const created = contentItem('january-2027', MAGAZINE, { public: null });
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)],
      [
        'POST',
        /^info\/staff\/media\/documents\/uploads$/,
        () => ok({ id: '7'.repeat(24), url: MAGAZINE_PDF, type: 'application/pdf', bytes: 8, pages: 1 }, 201),
      ],
      ['POST', /^info\/staff\/content\/magazines$/, () => ok(created, 201)],
      ['GET', /^info\/staff\/content\/magazines\/january-2027$/, () => ok(created)],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open('/staff/content/magazines/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New magazine issue');
    await type({ Title: 'January 2027', Month: '1', Year: 'twenty' });
    await choosePicture(desk.dom.container);
    await until(() => desk.dom.container.querySelector('li img') !== null);
    // The cover has no description of its own: the title says what it is.
    expect(() => field('Picture description')).toThrow();
    await click('Save as a draft');
    expect(errorOf(field('Year'))).toBe('Enter the year');
    expect(errorOf(field('Title'))).toBeUndefined();
    expect(errorOf(pdfInput())).toBe('Add the issue’s PDF');
    expect(await sent('magazines')).toEqual([]);

    await type({ Year: '2027' });
    await choosePdf();
    await until(() => errorOf(pdfInput()) === undefined);
    expect(text()).toContain('Open january-2027.pdf');
    expect(desk.requests()).toContain('POST info/staff/media/documents/uploads');
    await click('Save as a draft');
    await until(() => where()?.pathname === '/staff/content/magazines/january-2027');
    expect(await sent('magazines')).toEqual([{ id: 'january-2027', fields: MAGAZINE }]);
  });

  it('previews as Magazines draws it: the cover opening the PDF in a new tab', async () => {
    desk.serve(contentService('magazines', contentItem('january-2027', MAGAZINE)).handlers);
    await open('/staff/content/magazines/january-2027');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field<HTMLSelectElement>('Month').value).toBe('1');
    expect(field('Year').value).toBe('2027');
    await click('Preview', section('Publishing'));
    const preview = () => desk.dom.container.querySelector<HTMLElement>('section[aria-label="Preview"]');
    await until(() => preview()?.querySelector('a') != null);
    const cover = preview()?.querySelector('a');
    expect(cover?.getAttribute('href')).toBe(MAGAZINE_PDF);
    expect(cover?.getAttribute('target')).toBe('_blank');
    expect(cover?.textContent).toContain('January 2027');
  });
});

describe('the other kinds’ forms', () => {
  it('an alumni story: its name, story and portrait, without a picture description', async () => {
    await createsWith(
      'alumni',
      'ayesha-siddiqa',
      {
        Name: 'Ayesha Siddiqa',
        'Their story': 'After her B.Sc. Psychology at Aspire she counsels families in Vellore every week.',
      },
      {
        name: 'Ayesha Siddiqa',
        description: 'After her B.Sc. Psychology at Aspire she counsels families in Vellore every week.',
        imageUrl: storedPicture(1),
      },
    );
    expect(() => field('Picture description')).toThrow();
  });

  it('a testimonial: who, what they studied, their words and its date', async () => {
    await createsWith(
      'testimonials',
      'farhan',
      {
        Name: 'Farhan Ahmed',
        Id: 'farhan',
        'What they studied': 'BBA, 2024',
        'What they said': 'The teachers knew each of us by name and never stopped encouraging us.',
        Dated: '2026-02-14',
      },
      {
        name: 'Farhan Ahmed',
        qualification: 'BBA, 2024',
        comment: 'The teachers knew each of us by name and never stopped encouraging us.',
        date: '2026-02-14',
        image: storedPicture(1),
      },
    );
  });

  it('a faculty member: the qualifications one a line, sent as a list', async () => {
    await createsWith(
      'faculty',
      'dr-meena-rao',
      {
        Name: 'Dr Meena Rao',
        Designation: 'Assistant Professor',
        Department: 'Psychology',
        'Teaching experience': '12 years',
        Qualifications: 'Ph.D. Psychology, University of Madras\n\n  M.Sc. Counselling  \n',
        'About them': 'She teaches developmental psychology and runs the campus counselling cell.',
      },
      {
        name: 'Dr Meena Rao',
        designation: 'Assistant Professor',
        department: 'Psychology',
        qualifications: ['Ph.D. Psychology, University of Madras', 'M.Sc. Counselling'],
        experience: '12 years',
        about: 'She teaches developmental psychology and runs the campus counselling cell.',
        image: storedPicture(1),
      },
    );
  });

  it('a leader: their office and the message in paragraphs parted by blank lines', async () => {
    await createsWith(
      'leadership',
      'treasurer',
      {
        Name: 'Abdul Kareem',
        Id: 'treasurer',
        Office: 'treasurer',
        Title: 'Treasurer',
        Message: 'Every rupee given is a trust.\nWe account for it.\n\n\nThank you for your support.',
      },
      {
        name: 'Abdul Kareem',
        role: 'treasurer',
        title: 'Treasurer',
        message: ['Every rupee given is a trust.\nWe account for it.', 'Thank you for your support.'],
        image: storedPicture(1),
      },
    );
  });

  it('a leader’s page holds the message as paragraphs and saves it back as the list', async () => {
    const leader = {
      role: 'chairman',
      name: 'Janab Mohamed Ismail',
      title: 'Chairman',
      image: storedPicture(3),
      message: ['Knowledge is a trust.', 'Our doors are open.'],
    };
    desk.serve(contentService('leadership', contentItem('chairman', leader)).handlers);
    await open('/staff/content/leadership/chairman');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field<HTMLTextAreaElement>('Message').value).toBe('Knowledge is a trust.\n\nOur doors are open.');
    await type({ Message: 'Knowledge is a trust.\n\nOur doors are open.\n\nCome and see.' });
    await click('Save draft', section('Publishing'));
    await until(() => text().includes('Draft saved.'));
    expect(await desk.bodies('PUT', /chairman$/)).toEqual([
      { version: 3, fields: { ...leader, message: [...leader.message, 'Come and see.'] } },
    ]);
    // The Chairman shows on Leadership and on the Chairman's Message page.
    await click('Preview', section('Publishing'));
    await until(() => text().includes('On Chairman’s Message:'));
    expect(text()).toContain('Come and see.');
  });
});
