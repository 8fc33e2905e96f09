// @vitest-environment happy-dom
import { ORIGINAL_CONTENT, STALE_VERSION } from '@aspire/contracts/publishing';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { button, byLabel, refused, settle, setValue, until } from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import {
  CHANGED_BY,
  contentItem,
  contentService,
  editorial,
  errorOf,
  eventFields,
  itemPageHarness,
  postFields,
  revision,
} from './test-support.tsx';

const { desk, text, section, open } = itemPageHarness();

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  byLabel<T>(desk.dom.container, label);
const click = async (name: string, within?: HTMLElement) => {
  await act(async () => button(within ?? desk.dom.container, name).click());
  await settle();
};
const type = async (label: string, value: string) =>
  act(async () => setValue(field<HTMLInputElement | HTMLTextAreaElement>(label), value));
const publishing = () => section('Publishing');
const preview = () => desk.dom.container.querySelector<HTMLElement>('section[aria-label="Preview"]');
const revisionLines = () => [...section('Revisions').querySelectorAll('li')].map((li) => li.textContent);
const requestsTo = (end: RegExp) => desk.requests().filter((r) => end.test(r));

const EVENT_REVISIONS = [
  revision(3, 'published', eventFields()),
  revision(2, 'saved', eventFields({ eventName: 'Peace Expo, Chennai' })),
  revision(1, 'created', eventFields({ eventName: 'Peace Expo' })),
  revision(0, 'created', eventFields({ eventName: 'Peace Expo (first)' }), ORIGINAL_CONTENT),
];

/** The event's page, with the stand-in service holding `item`. */
async function showEvent(
  item = contentItem('peace-expo-chennai', eventFields()),
  revisions = EVENT_REVISIONS,
) {
  const service = contentService('events', item, revisions);
  desk.serve(service.handlers);
  await open('/staff/content/events/peace-expo-chennai', { list: '?state=published' });
  await until(() => desk.dom.container.querySelector('h1') !== null && section('Revisions') !== undefined);
  await until(() => revisionLines().length > 0 || text().includes('No changes yet'));
  return service;
}

describe("an event's page", () => {
  it('fills the form with the event, says its state, and lists its revisions newest first', async () => {
    await showEvent();
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Peace Expo Chennai');
    expect(desk.dom.container.querySelector('a')?.getAttribute('href')).toBe(
      '/staff/content?state=published',
    );
    expect(field('Name').value).toBe('Peace Expo Chennai');
    expect(field('First day').value).toBe('2027-10-09');
    expect(field('Ends at').value).toBe('18:00');
    expect(field('Picture description').value).toBe('Poster of Peace Expo Chennai with lanterns');
    expect(publishing().querySelector('p')?.textContent).toBe('Published. The site shows it as it is here.');
    // Nothing to publish: the site already shows it.
    expect(() => button(publishing(), 'Publish now')).toThrow();
    expect(revisionLines()).toEqual([
      expect.stringMatching(/^Version 3 · 4 Mar 2026, .+ · Salma BegumPublished$/),
      expect.stringMatching(
        /^Version 2 · 3 Mar 2026, .+ · Salma BegumDraft savedRestore this version \(version 2\)$/,
      ),
      expect.stringMatching(/^Version 1 · 2 Mar 2026, .+ · Salma BegumCreatedRestore this version/),
      expect.stringMatching(
        /^Version 0 · 1 Mar 2026, [^·]+The content the site began withRestore this version/,
      ),
    ]);
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('saves the draft with the version it started from; the public site is unchanged, and it says so', async () => {
    const service = await showEvent();
    await type('Name', 'Peace Expo Chennai 2027');
    expect(text()).toContain('You have changes not saved yet.');
    await click('Save draft', publishing());
    await until(() => text().includes('Draft saved. The public site is unchanged.'));
    expect(await desk.bodies('PUT', /peace-expo-chennai$/)).toEqual([
      { version: 3, fields: eventFields({ eventName: 'Peace Expo Chennai 2027' }) },
    ]);
    expect(service.current().editorial.version).toBe(4);
    expect(publishing().querySelector('p')?.textContent).toBe(
      'Published. Your draft has changes not yet published.',
    );
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Peace Expo Chennai 2027');
    expect(text()).not.toContain('You have changes not saved yet.');
    // The revisions are read again.
    await until(() => requestsTo(/revisions$/).length === 2);
  });

  it('publishes now: unsaved changes saved first, then the draft published with the version the save made', async () => {
    const service = await showEvent(
      contentItem('peace-expo-chennai', eventFields(), {
        public: null,
        editorial: editorial({ state: 'draft', hasDraft: true, version: 1 }),
      }),
    );
    expect(publishing().querySelector('p')?.textContent).toBe(
      'Draft: not on the site yet. Only staff can see it.',
    );
    await type('Offer (optional)', 'Free entry');
    await click('Publish now', publishing());
    await until(() => text().includes('Published: it is on the site now.'));
    expect(requestsTo(/^(PUT|POST)/)).toEqual([
      'PUT info/staff/content/events/peace-expo-chennai',
      'POST info/staff/content/events/peace-expo-chennai/publish',
    ]);
    expect(await desk.bodies('POST', /publish$/)).toEqual([{ version: 2 }]);
    expect(service.current().public).toEqual(eventFields({ offer: 'Free entry' }));
    expect(publishing().querySelector('p')?.textContent).toBe('Published. The site shows it as it is here.');
  });

  it('schedules a time in India, checked to be in the future; and unpublishes', async () => {
    const service = await showEvent();
    await click('Schedule…', publishing());
    expect(button(publishing(), 'Schedule…').getAttribute('aria-expanded')).toBe('true');
    await click('Schedule', publishing());
    expect(errorOf(field('Publish on'))).toBe('Enter a date and time');
    await type('Publish on', '2020-01-15');
    await type('At', '10:00');
    await click('Schedule', publishing());
    expect(errorOf(field('Publish on'))).toBe('Choose a time in the future');
    expect(requestsTo(/schedule$/)).toEqual([]);
    await type('Publish on', '2030-01-15');
    await click('Schedule', publishing());
    await until(() => text().includes('Scheduled for 15 Jan 2030'));
    expect(await desk.bodies('POST', /schedule$/)).toEqual([
      { version: 3, publishAt: '2030-01-15T04:30:00.000Z' },
    ]);
    // Nothing was changed, so nothing was saved first.
    expect(requestsTo(/^PUT/)).toEqual([]);
    expect(publishing().querySelector('p')?.textContent).toMatch(
      /^Scheduled: it will be published on 15 Jan 2030, 10:00\sam \(India time\)/,
    );
    expect(() => field('Publish on')).toThrow();

    await click('Unpublish', publishing());
    await until(() => text().includes('Unpublished: it is off the site.'));
    expect(await desk.bodies('POST', /unpublish$/)).toEqual([{ version: 4 }]);
    expect(service.current().editorial.state).toBe('unpublished');
    expect(publishing().querySelector('p')?.textContent).toBe(
      'Unpublished: taken off the site. Publish it to show it again.',
    );
    expect(() => button(publishing(), 'Unpublish')).toThrow();
  });

  it('shows the service’s refusals under their fields, keeping what was typed', async () => {
    const service = await showEvent();
    desk.serve([
      [
        'PUT',
        /peace-expo-chennai$/,
        () =>
          refused(400, 'Invalid fields.location: Say where it takes place', {
            'fields.location': 'Say where it takes place',
          }),
      ],
      ...service.handlers,
    ]);
    await type('Where', 'Chennai campus');
    await click('Save draft', publishing());
    await until(() => errorOf(field('Where')) !== undefined);
    expect(errorOf(field('Where'))).toBe('Say where it takes place');
    expect(field('Where').value).toBe('Chennai campus');
    expect(publishing().querySelector('[role="alert"]')?.textContent).toBe(
      'Please correct the fields marked below.',
    );
  });

  it('previews the saved draft with the events page’s own card and details, for staff only', async () => {
    await showEvent(
      contentItem('peace-expo-chennai', eventFields({ eventName: 'Peace Expo 2027' }), {
        editorial: editorial({ hasDraft: true }),
      }),
    );
    expect(preview()).toBeNull();
    await click('Preview', publishing());
    await until(() => preview()?.querySelector('[data-testid="event-card"]') != null);
    expect(button(publishing(), 'Preview').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(preview());
    expect(preview()?.textContent).toContain('Only staff can see it.');
    const card = preview()?.querySelector('[data-testid="event-card"]') as HTMLElement;
    expect(card.querySelector('h2')?.textContent).toBe('Peace Expo 2027');
    expect(card.textContent).toContain('09-Oct-2027 – 10-Oct-2027');
    expect(card.textContent).toContain('Upcoming');
    await click('View details of Peace Expo 2027', preview() as HTMLElement);
    expect(preview()?.querySelector('dialog')?.textContent).toContain(eventFields().description);
    expect(requestsTo(/preview$/)).toEqual(['GET info/staff/content/events/peace-expo-chennai/preview']);
    await click('Close', preview()?.querySelector('dialog') as HTMLElement);
    // Unsaved changes are not in the preview, and it says so.
    await type('Name', 'Peace Expo 2028');
    expect(preview()?.textContent).toContain('Your latest changes are not saved');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('restores an earlier revision as the draft; with unsaved changes it asks first', async () => {
    const service = await showEvent();
    await act(async () => button(section('Revisions'), 'Restore this version (version 1)').click());
    await until(() => text().includes('Version 1 is your draft again. Publish it to make it public.'));
    expect(await desk.bodies('POST', /restore$/)).toEqual([{ version: 3, revision: 1 }]);
    expect(field('Name').value).toBe('Peace Expo');
    expect(service.current().public).toEqual(eventFields());
    expect(publishing().querySelector('p')?.textContent).toBe(
      'Published. Your draft has changes not yet published.',
    );

    await type('Name', 'Something else');
    await act(async () => button(section('Revisions'), 'Restore this version (version 0)').click());
    await settle();
    const dialog = () => desk.dom.container.querySelector('dialog[open]');
    expect(dialog()?.textContent).toContain(
      'Restoring version 0 puts its text in the form in place of your changes',
    );
    await click('Keep my changes', dialog() as HTMLElement);
    expect(field('Name').value).toBe('Something else');
    expect(await desk.bodies('POST', /restore$/)).toHaveLength(1);
    await act(async () => button(section('Revisions'), 'Restore this version (version 0)').click());
    await settle();
    await click('Restore version 0', dialog() as HTMLElement);
    await until(() => field('Name').value === 'Peace Expo (first)');
    expect(await desk.bodies('POST', /restore$/)).toEqual([
      { version: 3, revision: 1 },
      { version: 4, revision: 0 },
    ]);
  });

  it('keeps the text when someone else changed the event first (409), and offers their version or saving over it', async () => {
    const service = await showEvent();
    await type('Description', 'A new description of the two days, with stalls and talks for all.');
    service.changeElsewhere({ fields: eventFields({ eventName: 'Peace Expo Chennai (their edit)' }) });
    await click('Save draft', publishing());
    await until(() => desk.dom.container.querySelector('[role="alert"][tabindex="-1"]') !== null);
    const conflict = desk.dom.container.querySelector('[role="alert"][tabindex="-1"]') as HTMLElement;
    expect(conflict.textContent).toContain(`${STALE_VERSION} Your changes are still here, not saved.`);
    expect(document.activeElement).toBe(conflict);
    expect(field('Description').value).toBe(
      'A new description of the two days, with stalls and talks for all.',
    );
    // Their version is read again, and who made it said.
    await until(() => conflict.textContent?.includes('Their change: Yusuf Ali') ?? false);

    await click('Save mine over theirs', conflict);
    await until(() => text().includes('Draft saved.'));
    expect(await desk.bodies('PUT', /peace-expo-chennai$/)).toEqual([
      { version: 3, fields: expect.objectContaining({ eventName: 'Peace Expo Chennai' }) },
      {
        version: 4,
        fields: eventFields({
          description: 'A new description of the two days, with stalls and talks for all.',
        }),
      },
    ]);
    expect(service.current().editorial.updatedBy).toBe(CHANGED_BY);
  });

  it('loads their version when asked', async () => {
    const service = await showEvent();
    await type('Name', 'My own name for it');
    service.changeElsewhere({ fields: eventFields({ eventName: 'Their name for it' }) });
    await click('Publish now', publishing());
    await until(() => text().includes(STALE_VERSION));
    await click('Load their version');
    expect(field('Name').value).toBe('Their name for it');
    expect(desk.dom.container.querySelector('[role="alert"][tabindex="-1"]')).toBeNull();
    expect(requestsTo(/publish$/)).toEqual([]);
  });

  it('says when there is no such event', async () => {
    desk.serve([
      [
        'GET',
        /peace-expo-chennai$/,
        () => refused(404, 'We could not find this item. It may have been removed.'),
      ],
    ]);
    await open('/staff/content/events/peace-expo-chennai');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Not found');
    expect(text()).toContain('There is no event at this address.');
  });
});

describe("a post's page", () => {
  it('holds the body as Markdown and its date in India; its preview is the blog’s card and page, the Markdown drawn', async () => {
    const service = contentService('posts', contentItem('admissions', postFields()), [
      revision(3, 'published', postFields()),
    ]);
    desk.serve(service.handlers);
    await open('/staff/content/posts/admissions');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    expect(field<HTMLTextAreaElement>('Text').value).toBe(postFields().body);
    expect(field('Dated').value).toBe('2026-03-01');
    expect(field('Time').value).toBe('10:00');
    expect(field<HTMLSelectElement>('Blog or news').value).toBe('news');

    const body =
      '# Open day\n\nApplications are open.\n\n- Bring your marks\n- [Apply online](https://apply.example.in)';
    await type('Text', body);
    await click('Preview the text');
    await until(
      () => desk.dom.container.querySelector('section[aria-label="The text as it will look"] li') !== null,
    );
    expect(
      desk.dom.container.querySelector('section[aria-label="The text as it will look"] h2')?.textContent,
    ).toBe('Open day');
    await click('Save draft', publishing());
    await until(() => text().includes('Draft saved.'));
    expect(await desk.bodies('PUT', /admissions$/)).toEqual([{ version: 3, fields: postFields({ body }) }]);
    await click('Preview', publishing());
    await until(() => preview()?.querySelector('article li') != null);
    expect(preview()?.querySelector('[data-testid="post-card"] a')?.getAttribute('href')).toBe(
      '/blog/admissions',
    );
    const article = preview()?.querySelectorAll('article')[1] as HTMLElement;
    expect(article.querySelector('h1')?.textContent).toBe('Admissions open for 2026');
    // The body's # is a heading under the post's title, not a second h1.
    expect(article.querySelectorAll('h1')).toHaveLength(1);
    expect(article.querySelector('div h2')?.textContent).toBe('Open day');
    expect([...article.querySelectorAll('div li')].map((li) => li.textContent)).toEqual([
      'Bring your marks',
      'Apply online',
    ]);
    const link = article.querySelector<HTMLAnchorElement>('div li a');
    expect(link?.getAttribute('href')).toBe('https://apply.example.in');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('refuses a post with no text, under the text', async () => {
    desk.serve(contentService('posts', contentItem('admissions', postFields())).handlers);
    await open('/staff/content/posts/admissions');
    await until(() => desk.dom.container.querySelector('h1') !== null);
    await type('Text', ' \n\n ');
    await click('Save draft', publishing());
    expect(errorOf(field('Text'))).toBe('Write the post');
    expect(requestsTo(/^PUT/)).toEqual([]);
  });
});
