import type { StaffRole } from '@aspire/contracts/staff';
import { act } from 'react';
import { vi } from 'vitest';

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token shaped as identity's (unsigned: the page never verifies), carrying `roles`. */
export const tokenWith = (roles: StaffRole[] | undefined) =>
  `${base64url({ alg: 'EdDSA', typ: 'JWT' })}.${base64url({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 900, ...(roles ? { roles } : {}) })}.c2ln`;

/** A JSON answer of a service, in its envelope. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stands in for the services: `routes` maps "METHOD path" (after `/api/`) to an answer; anything else
 * fails the test. Returns the requests made, each with its search and body.
 */
export function stubApi(routes: Record<string, () => Response>) {
  const requests: { key: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const key = `${input.method} ${url.pathname.replace(/^\/api\//, '')}`;
      const text = await input.text();
      requests.push({ key, search: url.search, body: text ? JSON.parse(text) : undefined });
      const route = routes[key];
      if (!route) throw new Error(`unexpected request ${key}`);
      return route();
    }),
  );
  return requests;
}

/** Types into the control named `name` as a person would (React's value tracker sees the change). */
export function type(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!field) throw new Error(`no field ${name}`);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks, then lets the answers and React's updates land. */
export async function press(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to press');
  await act(async () => {
    element.click();
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The button whose text (or accessible label) is `name`. */
export const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === name || element.getAttribute('aria-label') === name,
  );

/** Lets answers and React's updates land until `done()` holds (or fails the test after a while). */
export async function until(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
  if (!done()) throw new Error('the page never got there');
}
