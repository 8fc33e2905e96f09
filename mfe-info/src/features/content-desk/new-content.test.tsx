// @vitest-environment happy-dom
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, ok, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  choosePicture,
  contentItem,
  errorOf,
  eventFields,
  itemPageHarness,
  postFields,
  uploaded,
} from './test-support.tsx';

const { desk, text, open, where } = itemPageHarness();

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  byLabel<T>(desk.dom.container, label);
const pictureError = () =>
  errorOf(desk.dom.container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLElement);
async function type(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await act(async () =>
      setValue(field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(label), value),
    );
}
async function save() {
  await act(async () => button(desk.dom.container, 'Save as a draft').click());
  await settle();
}
const sent = (kind: string) => desk.bodies('POST', new RegExp(`staff/content/${kind}$`));

const EVENT = {
  Name: 'Peace Expo Chennai',
  Where: 'Aspire Campus, Thousand Lights, Chennai',
  Language: 'English and Tamil',
  'Offer (optional)': 'Free entry for families',
  Description: 'Two days of exhibition stalls, short talks and guided walks for neighbours of every faith.',
  'First day': '2027-10-09',
  'Last day': '2027-10-10',
  'Starts at': '10:00',
  'Ends at': '18:00',
  'Picture description': 'Poster of Peace Expo Chennai with lanterns',
};

describe('a new event or post', () => {
  it('creates an event as a draft: its fields, its picture uploaded, an id from its name; then its page', async () => {
    const created = contentItem('peace-expo-chennai', eventFields(), {
      public: null,
    });
    created.editorial = { ...created.editorial, state: 'draft', hasDraft: true, version: 1 };
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)],
      ['POST', /^info\/staff\/content\/events$/, () => ok(created, 201)],
      ['GET', /^info\/staff\/content\/events\/peace-expo-chennai$/, () => ok(created)],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open('/staff/content/events/new', { list: '?state=draft' });
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('New event');
    await type(EVENT);
    expect(field('Id').value).toBe('peace-expo-chennai');
    await choosePicture(desk.dom.container);
    await until(() => desk.dom.container.querySelector('li img') !== null);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    await save();
    await until(() => where()?.pathname === '/staff/content/events/peace-expo-chennai');
    expect(await sent('events')).toEqual([{ id: 'peace-expo-chennai', fields: eventFields() }]);
    await until(() => text().includes('Saved as a draft.'));
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Peace Expo Chennai');
    expect(where()?.state).toEqual({ created: true, list: '?state=draft' });
  });

  it('creates a post: its Markdown body as typed, its date in India, an id of one’s own', async () => {
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(2)],
      ['POST', /^info\/staff\/content\/posts$/, () => ok(contentItem('admissions', postFields()), 201)],
      ['GET', /^info\/staff\/content\/posts\/admissions$/, () => ok(contentItem('admissions', postFields()))],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open('/staff/content/posts/new');
    await type({
      'Blog or news': 'news',
      Title: 'Admissions open for 2026',
      Id: 'admissions',
      'Written by': 'Admissions Office',
      Dated: '2026-03-01',
      Time: '10:00',
      Summary: 'Applications for the new year are open on the site until the end of May.',
      Text: postFields().body,
      'Picture description': 'Students at the campus gate',
    });
    // The id typed stays, whatever the title.
    await type({ Title: 'Admissions open for 2026' });
    expect(field('Id').value).toBe('admissions');
    await choosePicture(desk.dom.container);
    await until(() => desk.dom.container.querySelector('li img') !== null);
    await save();
    await until(() => where()?.pathname === '/staff/content/posts/admissions');
    expect(await sent('posts')).toEqual([{ id: 'admissions', fields: postFields() }]);
  });

  it('checks the fields as the service does, each word under its field, and sends nothing until they pass', async () => {
    desk.serve([['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)]]);
    await open('/staff/content/events/new');
    await save();
    expect(errorOf(field('Name'))).toBe('Give the event a name');
    expect(errorOf(field('Where'))).toBe('Say where it takes place');
    expect(errorOf(field('Description'))).toBe('Describe the event in a sentence or two');
    expect(errorOf(field('First day'))).toBe('Choose the first day');
    expect(errorOf(field('Ends at'))).toBe('Choose when it ends');
    expect(errorOf(field('Picture description'))).toBe('Describe the picture for people who cannot see it');
    expect(pictureError()).toBe('Add a picture');
    expect(errorOf(field('Id'))).toBe('Use lower-case letters, digits and hyphens, like open-day-2026');
    expect(document.activeElement).toBe(field('Name'));

    await type({ ...EVENT, 'Last day': '2027-10-08', 'Recording (optional)': 'not a link', Id: 'new' });
    await choosePicture(desk.dom.container);
    await until(() => pictureError() === undefined);
    await save();
    expect(errorOf(field('Name'))).toBeUndefined();
    expect(errorOf(field('Last day'))).toBe('The last day cannot be before the first');
    expect(errorOf(field('Recording (optional)'))).toBe(
      'Enter the recording’s full address, starting https://',
    );
    expect(errorOf(field('Id'))).toBe('Choose another id: “new” is taken by this page');
    expect(await sent('events')).toEqual([]);
  });

  it('shows the service’s refusals under their fields: a taken id, a field it refused', async () => {
    let answers = 0;
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)],
      [
        'POST',
        /^info\/staff\/content\/events$/,
        () =>
          answers++ === 0
            ? refused(409, 'Something with this id already exists. Choose another id.', {
                id: 'Something with this id already exists. Choose another id.',
              })
            : refused(400, 'Invalid fields.date.end: The last day cannot be before the first', {
                'fields.date.end': 'The last day cannot be before the first',
              }),
      ],
    ]);
    await open('/staff/content/events/new');
    await type(EVENT);
    await choosePicture(desk.dom.container);
    await until(() => desk.dom.container.querySelector('li img') !== null);
    await save();
    await until(() => errorOf(field('Id')) !== undefined);
    expect(errorOf(field('Id'))).toBe('Something with this id already exists. Choose another id.');
    expect(document.activeElement).toBe(field('Id'));
    await save();
    await until(() => errorOf(field('Last day')) !== undefined);
    expect(errorOf(field('Last day'))).toBe('The last day cannot be before the first');
    expect(desk.dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the fields marked below.',
    );
    // What was typed stays.
    expect(field('Name').value).toBe('Peace Expo Chennai');
    expect(where()?.pathname).toBe('/staff/content/events/new');
  });

  it('waits for the picture still uploading before it saves', async () => {
    desk.serve([['POST', /^info\/staff\/media\/uploads$/, () => new Promise<Response>(() => {})]]);
    await open('/staff/content/events/new');
    await type(EVENT);
    await choosePicture(desk.dom.container);
    expect(text()).toContain('poster.jpgUploading…');
    await save();
    expect(errorOf(field('Name'))).toBeUndefined();
    expect(pictureError()).toBe('The picture is still uploading: save once it is in place.');
    expect(await sent('events')).toEqual([]);
  });

  it('asks before leaving unsaved changes: Stay keeps them, Leave goes back to the list', async () => {
    await open('/staff/content/posts/new');
    const back = () =>
      [...desk.dom.container.querySelectorAll('a')].find((a) => a.textContent === '← Back to Blog and news');
    await type({ Title: 'Admissions open' });
    await act(async () => back()?.click());
    await settle();
    expect(where()?.pathname).toBe('/staff/content/posts/new');
    expect(desk.dom.container.querySelector('dialog')?.textContent).toContain(
      'Your changes to this post are not saved.',
    );
    await act(async () => button(desk.dom.container, 'Stay and keep editing').click());
    await settle();
    expect(field('Title').value).toBe('Admissions open');
    await act(async () => back()?.click());
    await settle();
    await act(async () => button(desk.dom.container, 'Leave without saving').click());
    await settle();
    expect(where()?.pathname).toBe('/staff/content');
    expect(where()?.search).toBe('?kind=posts');
  });

  it('says when the kind is not one the desk edits', async () => {
    await open('/staff/content/pages/new');
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Not found');
  });
});
