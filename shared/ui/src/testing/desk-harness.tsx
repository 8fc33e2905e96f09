import { createQueryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { domRoot } from './dom-root.tsx';

/** Where the page's router is: what a test reads after a link or a filter changed the address. */
type Where = { search: string; pathname: string; state: unknown };

function Probe({ where }: { where: Where }) {
  const location = useLocation();
  where.search = location.search;
  where.pathname = location.pathname;
  where.state = location.state;
  return null;
}

/**
 * The staff desks' component tests: a DOM root, a signed-in member of staff and a stand-in for the
 * services. Call it at the top of a test file.
 */
export function deskHarness() {
  // happy-dom has no `select.size` (a browser answers 0), so react-hook-form takes a select as edited
  // before it was drawn and leaves its default unset; the desks' forms need the browser's answer.
  if (!('size' in HTMLSelectElement.prototype))
    Object.defineProperty(HTMLSelectElement.prototype, 'size', { get: () => 0, configurable: true });
  const dom = domRoot();
  const fetchMock = vi.fn<typeof fetch>();
  const where: Where = { search: '', pathname: '', state: null };
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

  /**
   * Renders `element` at `url` (under `path`), with a fresh data cache (a first visit); `others` are further routes (a
   * page the first links to). `state` is the history entry's state (what a link that led here carried).
   */
  async function render(
    url: string,
    path: string,
    element: ReactNode,
    { others = [], state }: { others?: [path: string, element: ReactNode][]; state?: unknown } = {},
  ) {
    const client = createQueryClient();
    await act(async () => {
      dom.render(
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[{ pathname: url.split('?')[0], search: searchOf(url), state }]}>
            <Probe where={where} />
            <Routes>
              <Route path={path} element={element} />
              {others.map(([otherPath, other]) => (
                <Route key={otherPath} path={otherPath} element={other} />
              ))}
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>,
      );
    });
    await settle();
  }

  /** Answers each request with the first handler whose method and path match (path after `/api/`). */
  function serve(
    handlers: [method: string, path: RegExp, answer: (request: Request) => Response | Promise<Response>][],
  ) {
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

  /** The JSON bodies of the requests made so far with `method` to a path matching `path`. */
  const bodies = (method: string, path: RegExp) =>
    Promise.all(
      fetchMock.mock.calls
        .map(([input]) => input as Request)
        .filter((r) => r.method === method && path.test(new URL(r.url).pathname))
        .map((r) => r.clone().json() as Promise<unknown>),
    );

  return { dom, fetchMock, where, render, serve, requests, bodies };
}

const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

/** Lets the page work until `check` holds (answers arrive, React draws), or fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`still waiting after ${timeoutMs} ms`);
    await settle(10);
  }
}

export const settle = (ms = 0) => act(async () => new Promise((resolve) => setTimeout(resolve, ms)));

/** A service's answer in the envelope. */
export const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ success: true, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
/** A service's refusal in the envelope, with field errors if given. */
export const refused = (status: number, message: string, errors?: Record<string, string>) =>
  new Response(JSON.stringify({ success: false, message, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/json' },
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

/** The button whose text is `name`. */
export const button = (container: HTMLElement, name: string) => {
  const found = [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

/** Presses a key where the focus is (or on the page), as a keyboard would. */
export const press = (key: string) =>
  act(
    () =>
      void (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true }),
      ),
  );
