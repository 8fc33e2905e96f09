// @vitest-environment happy-dom

import { SEARCH_DELAY_MS } from '@aspire/ui/desk.ts';
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
import { AdmissionsInbox } from './admissions-inbox.tsx';
import { DIRECTORY, row } from './test-support.tsx';

const desk = deskHarness();
const COURSES = [
  {
    id: 2,
    category: 'on-campus',
    title: 'B.Sc. Psychology',
    duration: '36 months',
    location: 'Chennai',
    language: '',
    offer: '',
    image: '',
    slug: 'bsc-psychology',
  },
  {
    id: 14,
    category: 'online',
    title: 'B.Sc. Psychology Online',
    duration: '36 months',
    location: 'Online',
    language: '',
    offer: '',
    image: '',
    slug: 'bsc-psychology',
  },
];

function serveInbox(
  rowsFor: (query: URLSearchParams) => ReturnType<typeof row>[],
  next: string | null = null,
) {
  desk.serve([
    ['GET', /^identity\/staff\/directory$/, () => ok(DIRECTORY)],
    ['GET', /^catalog\/courses$/, () => ok(COURSES)],
    [
      'GET',
      /^catalog\/staff\/inbox$/,
      (request) => {
        const query = new URL(request.url).searchParams;
        return ok({ rows: rowsFor(query), next: query.has('after') ? null : next });
      },
    ],
  ]);
}
const inboxRequests = () => desk.requests().filter((r) => r.startsWith('GET catalog/staff/inbox'));
const open = (url = '/staff/admissions') => desk.render(url, '/staff/admissions', <AdmissionsInbox />);
const links = () => [...desk.dom.container.querySelectorAll<HTMLAnchorElement>('tbody a')];

describe('admissions inbox', () => {
  it('reads its filters from the address and asks the service with them, "me" as my own id', async () => {
    serveInbox(() => [row()]);
    await open('/staff/admissions?kind=application&status=new&assignee=me&overdue=true&bogus=1&campus=mars');
    await until(() => links().length > 0);
    expect(inboxRequests()).toEqual([
      'GET catalog/staff/inbox?kind=application&status=new&overdue=true&assignee=u-mariam',
    ]);
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Kind').value).toBe('application');
    expect(byLabel<HTMLSelectElement>(desk.dom.container, 'Assignee').value).toBe('me');
    expect(button(desk.dom.container, 'Overdue follow-ups').getAttribute('aria-pressed')).toBe('true');
    expect(links().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Ayesha Siddiqa', '/staff/admissions/r1'],
    ]);
  });

  it('filters to the records due for erasure within 30 days, and shows erased ones by why', async () => {
    const soon = new Date(Date.now() + 10 * 24 * 60 * 60_000).toISOString().slice(0, 10);
    serveInbox((query) =>
      query.get('erasureDue') === 'true'
        ? [row({ id: 'r2', kind: 'enquiry', retention: { eraseOn: soon, months: 24 } })]
        : [
            row({
              name: 'Erased',
              email: '',
              phone: '',
              erased: { at: '2026-02-01T10:00:00Z', reason: 'request' },
            }),
            row({ id: 'r3', kind: 'contact', retention: { eraseOn: '2099-01-01', months: 24 } }),
          ],
    );
    await open();
    await until(() => links().length === 2);
    expect(links().map((a) => a.textContent)).toEqual(["Erased at the person's request", 'Ayesha Siddiqa']);
    // A record far from its end is not marked.
    expect(desk.dom.container.textContent).not.toContain('Erased on');
    const quick = button(desk.dom.container, 'Due for erasure within 30 days');
    expect(quick.getAttribute('aria-pressed')).toBe('false');
    await act(async () => quick.click());
    await until(() => links().length === 1);
    expect(desk.where.search).toBe('?erasureDue=true');
    expect(inboxRequests().at(-1)).toBe('GET catalog/staff/inbox?erasureDue=true');
    expect(button(desk.dom.container, 'Due for erasure within 30 days').getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(desk.dom.container.querySelector('tbody')?.textContent).toContain('Erased on');
  });

  it('puts a chosen filter in the address, keeping the others, and Clear filters empties it', async () => {
    serveInbox(() => [row()]);
    await open('/staff/admissions?kind=enquiry');
    await until(() => links().length === 1);
    await act(async () =>
      setValue(byLabel<HTMLSelectElement>(desk.dom.container, 'Course'), 'bsc-psychology'),
    );
    await settle();
    expect(desk.where.search).toBe('?kind=enquiry&course=bsc-psychology');
    // The online twin shares the slug: one choice, named by the on-campus title.
    const options = [...byLabel<HTMLSelectElement>(desk.dom.container, 'Course').options].map((o) => o.text);
    expect(options).toEqual(['Any course', 'B.Sc. Psychology']);
    await act(async () => setValue(byLabel(desk.dom.container, 'From'), '2026-01-01'));
    await settle();
    expect(desk.where.search).toBe('?kind=enquiry&course=bsc-psychology&from=2026-01-01');
    expect(inboxRequests().at(-1)).toBe(
      'GET catalog/staff/inbox?kind=enquiry&course=bsc-psychology&from=2026-01-01',
    );
    await act(async () => button(desk.dom.container, 'Clear filters').click());
    await settle();
    expect(desk.where.search).toBe('');
  });

  it('searches once typing pauses, keeping the focus in the field', async () => {
    serveInbox((query) =>
      query.get('q') === 'ayes' ? [row()] : [row(), row({ id: 'r2', name: 'Bilal Khan' })],
    );
    await open();
    await until(() => links().length === 2);
    const search = byLabel(desk.dom.container, 'Search');
    search.focus();
    for (const text of ['a', 'ay', 'aye', 'ayes']) {
      await act(async () => setValue(search, text));
      await settle(50);
    }
    expect(inboxRequests()).toEqual(['GET catalog/staff/inbox']);
    await settle(SEARCH_DELAY_MS + 50);
    await until(() => links().length === 1);
    expect(inboxRequests()).toEqual(['GET catalog/staff/inbox', 'GET catalog/staff/inbox?q=ayes']);
    expect(desk.where.search).toBe('?q=ayes');
    expect(document.activeElement).toBe(search);
    expect(links().map((a) => a.textContent)).toEqual(['Ayesha Siddiqa']);
  });

  it('loads the next page by its cursor, and moves through the rows with j, k and the arrows', async () => {
    serveInbox(
      (query) =>
        query.has('after')
          ? [row({ id: 'r3', name: 'Chand Bibi' })]
          : [row(), row({ id: 'r2', name: 'Bilal Khan' })],
      '2026-01-12T09:30:00.000Z|r2',
    );
    await open();
    await until(() => links().length === 2);
    await act(async () => button(desk.dom.container, 'Load more').click());
    await until(() => links().length === 3);
    expect(inboxRequests().at(-1)).toBe(
      `GET catalog/staff/inbox?after=${encodeURIComponent('2026-01-12T09:30:00.000Z|r2')}`,
    );
    expect(links().map((a) => a.textContent)).toEqual(['Ayesha Siddiqa', 'Bilal Khan', 'Chand Bibi']);
    expect(desk.dom.container.textContent).toContain('That is every record these filters select.');

    const press = (key: string) =>
      act(
        () =>
          void (document.activeElement ?? document.body).dispatchEvent(
            new KeyboardEvent('keydown', { key, bubbles: true }),
          ),
      );
    await press('j');
    expect(document.activeElement).toBe(links()[0]);
    await press('j');
    await press('ArrowDown');
    expect(document.activeElement).toBe(links()[2]);
    await press('k');
    expect(document.activeElement).toBe(links()[1]);
    await press('/');
    expect(document.activeElement).toBe(byLabel(desk.dom.container, 'Search'));
  });

  it('says when nothing matches, with a way to clear the filters; a failure offers a retry', async () => {
    serveInbox(() => []);
    await open('/staff/admissions?status=spam');
    await until(() => desk.dom.container.textContent?.includes('No records') ?? false);
    expect(desk.dom.container.textContent).toContain('No records match these filters.');
    expect(button(desk.dom.container, 'Clear filters')).toBeTruthy();
  });

  it('says plainly when the inbox cannot be read, and tries again', async () => {
    desk.serve([
      ['GET', /^identity\/staff\/directory$/, () => ok(DIRECTORY)],
      ['GET', /^catalog\/courses$/, () => ok(COURSES)],
      ['GET', /^catalog\/staff\/inbox$/, () => refused(503, 'The admissions desk is unavailable just now.')],
    ]);
    await open('/staff/admissions?status=new');
    await until(() => desk.dom.container.querySelector('[role="alert"]') !== null);
    expect(desk.dom.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the inbox. The admissions desk is unavailable just now.',
    );
    serveInbox(() => [row()]);
    await act(async () => button(desk.dom.container, 'Try again').click());
    await until(() => links().length === 1);
  });

  it('exports the current filters as CSV through the data layer, with the bearer token', async () => {
    serveInbox(() => [row()]);
    await open('/staff/admissions?kind=application');
    await until(() => links().length === 1);
    let exported: Request | undefined;
    const saved: string[] = [];
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((text) => saved.push(text));
      return 'blob:inbox';
    };
    URL.revokeObjectURL = () => {};
    desk.serve([
      [
        'GET',
        /^catalog\/staff\/inbox\.csv$/,
        (request) => {
          exported = request;
          return new Response('name,email\nAyesha,ayesha@example.com\n', {
            headers: { 'content-type': 'text/csv' },
          });
        },
      ],
    ]);
    await act(async () => button(desk.dom.container, 'Export CSV').click());
    await until(() => saved.length > 0);
    expect(new URL(exported!.url).search).toBe('?kind=application');
    expect(exported!.headers.get('authorization')).toBe('Bearer a-staff-token');
    expect(saved).toEqual(['name,email\nAyesha,ayesha@example.com\n']);
  });
});
