import { createQueryClient } from '@aspire/client/query-client';
import type { ContentKind, EventFields, PostFields } from '@aspire/contracts/content-desk';
import { type Editorial, type Revision, STALE_VERSION } from '@aspire/contracts/publishing';
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
import { expect } from 'vitest';
import StaffContentItemPage from '../../routes/staff-content-item-page.tsx';
import type { ContentItem } from './kind-spec.ts';

// The content desk's test records, a stand-in for the info service's desk routes, and the item pages in
// a router that can block a move (`useBlocker` needs the router the shell gives the pages).

/** A stored picture's address (the media store's, at the width a record keeps). */
export const storedPicture = (n: number) => `/api/info/media/${String(n).padStart(24, '0')}/600.webp`;

export const editorial = (overrides: Partial<Editorial> = {}): Editorial => ({
  state: 'published',
  publishAt: null,
  version: 3,
  hasDraft: false,
  updatedAt: '2026-03-02T06:15:00.000Z',
  updatedBy: 'Salma Begum',
  ...overrides,
});

export const eventFields = (overrides: Partial<EventFields> = {}): EventFields => ({
  eventName: 'Peace Expo Chennai',
  location: 'Aspire Campus, Thousand Lights, Chennai',
  date: { start: '2027-10-09', end: '2027-10-10' },
  time: { start: '10:00', end: '18:00' },
  image: storedPicture(1),
  imageAlt: 'Poster of Peace Expo Chennai with lanterns',
  language: 'English and Tamil',
  offer: 'Free entry for families',
  description: 'Two days of exhibition stalls, short talks and guided walks for neighbours of every faith.',
  ...overrides,
});

export const postFields = (overrides: Partial<PostFields> = {}): PostFields => ({
  kind: 'news',
  title: 'Admissions open for 2026',
  author: 'Admissions Office',
  publishedAt: '2026-03-01T04:30:00.000Z',
  image: storedPicture(2),
  imageAlt: 'Students at the campus gate',
  summary: 'Applications for the new year are open on the site until the end of May.',
  body: 'Applications are open.\n\nVisit an open day to meet the teachers.',
  ...overrides,
});

export const contentItem = <Fields,>(
  id: string,
  fields: Fields,
  overrides: Partial<ContentItem<Fields>> = {},
): ContentItem<Fields> => ({ id, fields, public: fields, editorial: editorial(), ...overrides });

export const revision = (
  version: number,
  action: Revision['action'],
  fields: object,
  by = 'Salma Begum',
) => ({
  version,
  action,
  at: `2026-03-0${Math.min(version + 1, 9)}T06:15:00.000Z`,
  by,
  fields,
});

/** When the stand-in service says a change was made, and by whom (the signed-in member of staff). */
export const CHANGED_AT = '2026-03-10T05:00:00.000Z';
export const CHANGED_BY = 'Mariam Rahman';

/**
 * The info service's desk routes for one item, as the kit's publishing model behaves: each change names
 * the version it saw (else 409), moves the version on and answers the item; `revisions` are kept as given.
 */
export function contentService<Fields extends object>(
  kind: ContentKind,
  first: ContentItem<Fields>,
  revisions: ReturnType<typeof revision>[] = [],
) {
  let item = first;
  const path = (end = '') => new RegExp(`^info/staff/content/${kind}/${first.id}${end}$`);
  const change = async (
    request: Request,
    next: (body: Record<string, unknown>) => Partial<ContentItem<Fields>>,
  ) => {
    const body = (await request.json()) as Record<string, unknown>;
    if (body.version !== item.editorial.version) return refused(409, STALE_VERSION);
    const changed = next(body);
    item = {
      ...item,
      ...changed,
      editorial: {
        ...item.editorial,
        ...changed.editorial,
        version: item.editorial.version + 1,
        updatedAt: CHANGED_AT,
        updatedBy: CHANGED_BY,
      },
    };
    return ok(item);
  };
  const handlers: Parameters<ReturnType<typeof deskHarness>['serve']>[0] = [
    ['GET', path(), () => ok(item)],
    ['GET', path('/revisions'), () => ok(revisions)],
    [
      'GET',
      path('/preview'),
      () => ok({ id: item.id, ...item.fields, ...(kind === 'events' ? { past: false } : {}) }),
    ],
    [
      'PUT',
      path(),
      (request) =>
        change(request, (body) => ({
          fields: body.fields as Fields,
          editorial: { ...item.editorial, hasDraft: true },
        })),
    ],
    [
      'POST',
      path('/publish'),
      (request) =>
        change(request, () => ({
          public: item.fields,
          editorial: { ...item.editorial, state: 'published', hasDraft: false, publishAt: null },
        })),
    ],
    [
      'POST',
      path('/schedule'),
      (request) =>
        change(request, (body) => ({
          editorial: { ...item.editorial, state: 'scheduled', publishAt: String(body.publishAt) },
        })),
    ],
    [
      'POST',
      path('/unpublish'),
      (request) =>
        change(request, () => ({ editorial: { ...item.editorial, state: 'unpublished', publishAt: null } })),
    ],
    [
      'POST',
      path('/restore'),
      (request) =>
        change(request, (body) => ({
          fields: revisions.find((kept) => kept.version === body.revision)?.fields as Fields,
          editorial: { ...item.editorial, hasDraft: true },
        })),
    ],
  ];
  return {
    handlers,
    /** The item as the service holds it now. */
    current: () => item,
    /** Someone else's change, made behind the page's back. */
    changeElsewhere: (next: Partial<ContentItem<Fields>>) => {
      item = {
        ...item,
        ...next,
        editorial: { ...item.editorial, version: item.editorial.version + 1, updatedBy: 'Yusuf Ali' },
      };
    },
  };
}

/**
 * The item pages' tests: the desk harness (a signed-in member of staff, a stand-in for the services)
 * and the page at `/staff/content/:kind/:id` in a memory router, with the list as the place its links
 * lead. Call it at the top of a test file.
 */
export function itemPageHarness() {
  const desk = deskHarness();
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const text = () => desk.dom.container.textContent ?? '';
  /** The page's section under the heading `heading`. */
  const section = (heading: string) =>
    [...desk.dom.container.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === heading,
    ) as HTMLElement;

  async function open(url: string, state?: unknown) {
    router = createMemoryRouter(
      [
        { path: '/staff/content/:kind/:id', element: <StaffContentItemPage /> },
        { path: '/staff/content', element: <p>the content list</p> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      { initialEntries: [{ pathname: url, state }] },
    );
    const client = createQueryClient();
    const shown = router;
    await act(async () =>
      desk.dom.render(
        <QueryClientProvider client={client}>
          <RouterProvider router={shown} />
        </QueryClientProvider>,
      ),
    );
    await settle();
  }
  /** Where the router is now. */
  const where = () => router?.state.location;
  const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
    byLabel<T>(desk.dom.container, label);
  /** Types each value into the control labelled by its key. */
  async function type(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values))
      await act(async () =>
        setValue(field<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(label), value),
      );
  }
  async function click(name: string, within?: HTMLElement) {
    await act(async () => button(within ?? desk.dom.container, name).click());
    await settle();
  }
  /** The bodies of the new items of `kind` sent to the service. */
  const sent = (kind: string) => desk.bodies('POST', new RegExp(`staff/content/${kind}$`));
  /**
   * A new item of `kind` typed in (`typed`, by label), with a picture unless `picture` is false, saved:
   * the page is clean for assistive technology, the request carries `fields`, and the item's page opens.
   */
  async function createsWith(
    kind: string,
    id: string,
    typed: Record<string, string>,
    fields: object,
    picture = true,
  ) {
    const created = contentItem(id, fields, { public: null });
    desk.serve([
      ['POST', /^info\/staff\/media\/uploads$/, () => uploaded(1)],
      ['POST', new RegExp(`^info/staff/content/${kind}$`), () => ok(created, 201)],
      ['GET', new RegExp(`^info/staff/content/${kind}/${id}$`), () => ok(created)],
      ['GET', /revisions$/, () => ok([])],
    ]);
    await open(`/staff/content/${kind}/new`);
    await type(typed);
    if (picture) {
      await choosePicture(desk.dom.container);
      await until(() => desk.dom.container.querySelector('li img') !== null);
    }
    expect(await seriousAxeIssues(desk.dom.container)).toEqual([]);
    await click('Save as a draft');
    await until(() => where()?.pathname === `/staff/content/${kind}/${id}`);
    expect(await sent(kind)).toEqual([{ id, fields }]);
  }
  return { desk, text, section, open, where, field, type, click, sent, createsWith };
}

/** The error shown under a control, if any. */
export const errorOf = (control: HTMLElement) =>
  control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id))
    .find((p) => p?.id.endsWith('-error'))?.textContent;

/** A picture chosen in the form's file control. */
export async function choosePicture(container: HTMLElement, name = 'poster.jpg') {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', {
    value: [new File([new Uint8Array(10)], name, { type: 'image/jpeg' })],
    configurable: true,
  });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
}

/** The media store's answer to an upload. */
export const uploaded = (n: number) =>
  ok(
    {
      id: String(n).padStart(24, '0'),
      url: storedPicture(n),
      width: 900,
      height: 900,
      type: 'image/jpeg',
      bytes: 1000,
    },
    201,
  );
