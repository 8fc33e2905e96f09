import { createQueryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import type { InboxRecord, InboxRow } from '@aspire/contracts/admissions';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';

/** The desk's component tests: a DOM root, a signed-in member of staff and a stand-in for the services. */
export function deskHarness() {
  const dom = domRoot();
  const fetchMock = vi.fn<typeof fetch>();
  const where = { search: '', pathname: '' };
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    act(() =>
      useSession.getState().signIn('a-staff-token', {
        firstName: 'Mariam',
        lastName: 'Rahman',
        email: 'mariam@aspirecollege.in',
        mobileNumber: '+919840012345',
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => useSession.getState().signOut());
  });

  function Probe() {
    const location = useLocation();
    where.search = location.search;
    where.pathname = location.pathname;
    return null;
  }

  /** Renders `element` at `url` (under `path`), with a fresh data cache. */
  async function render(url: string, path: string, element: ReactNode) {
    await act(async () => {
      dom.render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[url]}>
            <Probe />
            <Routes>
              <Route path={path} element={element} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    await settle();
  }

  /** Answers each request with the first handler whose method and path match (path after `/api/`). */
  function serve(handlers: [method: string, path: RegExp, answer: (request: Request) => Response][]) {
    fetchMock.mockImplementation(async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const handler = handlers.find(([method, pattern]) => method === request.method && pattern.test(path));
      if (!handler) throw new Error(`unexpected ${request.method} ${request.url}`);
      return handler[2](request);
    });
  }

  /** The requests made so far, as `METHOD path?query`. */
  const requests = () =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL((input as Request).url);
      return `${(input as Request).method} ${url.pathname.replace(/^\/api\//, '')}${url.search}`;
    });

  return { dom, fetchMock, where, render, serve, requests };
}

/** Lets the page work until `check` holds (answers arrive, React draws), or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`still waiting after ${timeoutMs} ms`);
    await settle(10);
  }
}

export const settle = (ms = 0) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
export const refused = (status: number, message: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ success: false, message, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const DIRECTORY = [
  { id: 'u-mariam', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in', roles: ['admissions'] },
  { id: 'u-yusuf', name: 'Yusuf Ali', email: 'yusuf@aspirecollege.in', roles: ['admissions'] },
];

export const row = (overrides: Partial<InboxRow> = {}): InboxRow => ({
  id: 'r1',
  kind: 'application',
  status: 'new',
  receivedAt: '2026-01-12T09:30:00.000Z',
  name: 'Ayesha Siddiqa',
  email: 'ayesha@example.com',
  phone: '+447911123456',
  courseSlug: 'bsc-psychology',
  courseTitle: 'B.Sc. Psychology',
  campus: 'chennai',
  assignee: null,
  followUpOn: null,
  awaitingGuardian: false,
  duplicateCount: 0,
  ...overrides,
});

export const record = (overrides: Partial<InboxRecord> = {}): InboxRecord => ({
  ...row(),
  gender: 'Female',
  message: 'Are evening classes available?',
  subject: null,
  admissionMode: 'on-campus',
  location: 'Chennai | Bengaluru',
  source: {
    utmSource: 'instagram',
    utmCampaign: 'autumn-intake',
    landingPage: '/course/2?utm_source=instagram&utm_campaign=autumn-intake',
  },
  minor: false,
  guardian: null,
  fee: null,
  offerSentAt: null,
  enrolledAt: null,
  duplicates: [],
  timeline: [{ at: '2026-01-12T09:30:00.000Z', kind: 'received', text: 'Application received', actor: null }],
  ...overrides,
});

/** Sets a control's value as a person would (the native setter, then the event React listens to). */
export function setValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/** The control a visible label names. */
export function byLabel<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, text: string): T {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
  const control = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
  if (!control) throw new Error(`no control labelled ${text}`);
  return control as T;
}

export const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
