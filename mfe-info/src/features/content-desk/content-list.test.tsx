// @vitest-environment happy-dom
import type { ContentRow } from '@aspire/contracts/content-desk';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import {
  button,
  byLabel,
  deskHarness,
  ok,
  press,
  settle,
  setValue,
  until,
} from '@aspire/ui/testing/desk-harness.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ContentList } from './content-list.tsx';
import { editorial } from './test-support.tsx';

const desk = deskHarness();

const row = (overrides: Partial<ContentRow> = {}): ContentRow => ({
  id: 'peace-expo-chennai',
  kind: 'events',
  title: 'Peace Expo Chennai',
  day: '2027-10-09',
  editorial: editorial(),
  ...overrides,
});
const EVENTS = [
  row({
    id: 'open-day',
    title: 'Admissions Open Day',
    editorial: editorial({ state: 'draft', hasDraft: true }),
  }),
  row({
    id: 'seerah-week',
    title: 'Seerah Week',
    day: '2027-11-02',
    editorial: editorial({ state: 'scheduled', publishAt: '2027-10-01T04:30:00.000Z', hasDraft: true }),
  }),
  row({ editorial: editorial({ hasDraft: true }) }),
  row({
    id: 'quran-workshop',
    title: 'Qur’an Recitation Workshop',
    editorial: editorial({ state: 'unpublished' }),
  }),
  row({
    id: 'webinar',
    title: 'Parenting Webinar',
    editorial: editorial({ version: 0, updatedAt: null, updatedBy: null }),
  }),
];
const POSTS = [
  row({ id: 'admissions-2026', kind: 'posts', title: 'Admissions open for 2026', day: '2026-03-01' }),
];

function serve() {
  desk.serve([
    ['GET', /^info\/staff\/content\/events$/, () => ok(EVENTS)],
    ['GET', /^info\/staff\/content\/posts$/, () => ok(POSTS)],
  ]);
}
const open = (url = '/staff/content') =>
  desk.render(url, '/staff/content', <ContentList />, {
    others: [['/staff/content/:kind/:id', <p key="item">an item's page</p>]],
  });
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a')];
const cells = (at: number) =>
  [...(desk.dom.container.querySelectorAll('tbody tr')[at]?.querySelectorAll('td') ?? [])].map((td) =>
    td.textContent?.trim(),
  );
const link = (name: string) =>
  [...desk.dom.container.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');

describe('the content list', () => {
  it('lists the events, drafts too: title, date, state, unpublished changes, who changed it last', async () => {
    serve();
    await open();
    await until(() => links().length === 5);
    expect(desk.dom.container.querySelector('h1')?.textContent).toBe('Content');
    expect([0, 1, 2, 3, 4].map(cells)).toEqual([
      ['Admissions Open Day', '9 Oct 2027', 'Draft', expect.stringMatching(/^Salma Begum, 2 Mar 2026, /)],
      [
        'Seerah Week',
        '2 Nov 2027',
        expect.stringMatching(/^Scheduled for 1 Oct 2027, 10:00\samHas unpublished changes$/),
        expect.any(String),
      ],
      ['Peace Expo Chennai', '9 Oct 2027', 'PublishedHas unpublished changes', expect.any(String)],
      ['Qur’an Recitation Workshop', '9 Oct 2027', 'Unpublished', expect.any(String)],
      ['Parenting Webinar', '9 Oct 2027', 'Published', 'Not changed since the site began'],
    ]);
    expect(links().map((a) => a.getAttribute('href'))).toEqual([
      '/staff/content/events/open-day',
      '/staff/content/events/seerah-week',
      '/staff/content/events/peace-expo-chennai',
      '/staff/content/events/quran-workshop',
      '/staff/content/events/webinar',
    ]);
    expect(link('New event')).toBe('/staff/content/events/new');
    const tab = (name: string) =>
      [...desk.dom.container.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name);
    expect(tab('Events')?.getAttribute('aria-selected')).toBe('true');
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
  });

  it('shows the blog and news posts from the address, and switches between the two', async () => {
    serve();
    await open('/staff/content?kind=posts');
    await until(() => links().length === 1);
    expect(cells(0)).toEqual(['Admissions open for 2026', '1 Mar 2026', 'Published', expect.any(String)]);
    expect(link('New post')).toBe('/staff/content/posts/new');
    expect(desk.requests()).toEqual(['GET info/staff/content/posts']);
    await act(async () => button(desk.dom.container, 'Events').click());
    await settle();
    expect(desk.where.search).toBe('');
    await until(() => links().length === 5);
    await act(async () => button(desk.dom.container, 'Blog and news').click());
    await settle();
    expect(desk.where.search).toBe('?kind=posts');
  });

  it('has a tab and a New link for every kind; a magazine issue is dated by its month, a gallery picture by none', async () => {
    desk.serve([
      [
        'GET',
        /^info\/staff\/content\/magazines$/,
        () => ok([row({ id: 'jan-2023', kind: 'magazines', title: 'January 2023', day: '2023-01' })]),
      ],
      [
        'GET',
        /^info\/staff\/content\/gallery$/,
        () => ok([row({ id: 'library', kind: 'gallery', title: 'The library', day: '' })]),
      ],
    ]);
    await open('/staff/content?kind=magazines');
    await until(() => links().length === 1);
    expect([...desk.dom.container.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      'Events',
      'Blog and news',
      'Gallery',
      'Magazines',
      'Alumni stories',
      'Testimonials',
      'Faculty',
      'Leadership',
      'Community',
      'Webinars',
      'Wall of thanks',
      'Pages',
      'Home banners',
      'Counts on the home page',
    ]);
    expect(cells(0)).toEqual(['January 2023', 'Jan 2023', 'Published', expect.any(String)]);
    expect(link('New magazine issue')).toBe('/staff/content/magazines/new');
    expect(links()[0]?.getAttribute('href')).toBe('/staff/content/magazines/jan-2023');
    await act(async () => button(desk.dom.container, 'Gallery').click());
    await settle();
    expect(desk.where.search).toBe('?kind=gallery');
    await until(() => links()[0]?.textContent === 'The library');
    expect(cells(0)).toEqual(['The library', '', 'Published', expect.any(String)]);
    expect(link('New picture')).toBe('/staff/content/gallery/new');
  });

  it('lists the pages under their own tab, with nothing to add', async () => {
    desk.serve([
      [
        'GET',
        /^info\/staff\/content\/pages$/,
        () => ok([row({ id: 'privacy', kind: 'pages', title: 'Privacy Policy', day: '' })]),
      ],
    ]);
    await open('/staff/content?kind=pages');
    await until(() => links().length === 1);
    expect(links()[0]?.getAttribute('href')).toBe('/staff/content/pages/privacy');
    expect(cells(0)).toEqual(['Privacy Policy', '', 'Published', expect.any(String)]);
    expect([...desk.dom.container.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('New page');
  });

  it('filters by state and searches the titles, in the address; Clear filters keeps the kind', async () => {
    serve();
    await open('/staff/content?kind=events&state=nonsense');
    await until(() => links().length === 5);
    await act(async () => button(desk.dom.container, 'Drafts').click());
    await settle();
    expect(desk.where.search).toBe('?kind=events&state=draft');
    expect(links().map((a) => a.textContent)).toEqual(['Admissions Open Day']);
    await act(async () => button(desk.dom.container, 'Published').click());
    await settle();
    expect(links().map((a) => a.textContent)).toEqual(['Peace Expo Chennai', 'Parenting Webinar']);
    await press('/');
    const search = byLabel(desk.dom.container, 'Search');
    expect(document.activeElement).toBe(search);
    await act(async () => setValue(search, ' EXPO '));
    await settle(300);
    expect(desk.where.search).toBe('?kind=events&state=published&q=EXPO');
    expect(links().map((a) => a.textContent)).toEqual(['Peace Expo Chennai']);
    await act(async () => setValue(search, 'nothing like it'));
    await settle(300);
    await until(
      () => desk.dom.container.textContent?.includes('Nothing here matches these filters.') ?? false,
    );
    await act(async () => button(desk.dom.container, 'Clear filters').click());
    await settle();
    expect(desk.where.search).toBe('');
    expect(links()).toHaveLength(5);
    // One read of the list: the filters select from it.
    expect(desk.requests()).toEqual(['GET info/staff/content/events']);
  });

  it('moves through the rows with j and k; a row opens its item, carrying the list', async () => {
    serve();
    await open('/staff/content?state=published');
    await until(() => links().length === 2);
    await press('j');
    await press('j');
    expect(document.activeElement).toBe(links()[1]);
    await press('k');
    expect(document.activeElement).toBe(links()[0]);
    await act(async () => links()[0]?.click());
    await settle();
    expect(desk.where.pathname).toBe('/staff/content/events/peace-expo-chennai');
    expect(desk.where.state).toEqual({ list: '?state=published' });
  });

  it('says when there is nothing yet', async () => {
    desk.serve([['GET', /^info\/staff\/content\/posts$/, () => ok([])]]);
    await open('/staff/content?kind=posts');
    await until(() => desk.dom.container.textContent?.includes('Nothing here yet') ?? false);
    expect(desk.dom.container.textContent).toContain('Nothing here yet: add the first with New post.');
  });
});
