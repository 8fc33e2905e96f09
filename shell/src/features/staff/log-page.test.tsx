// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LogPage from './log-page.tsx';
import { answer, button, press, stubApi, tokenWith, until } from './testing/support.ts';

const actor = { id: 'a1', name: 'Mariam Rahman', email: 'mariam@aspirecollege.in' };
const entry = (service: string, id: string, day: string, label: string) => ({
  id,
  at: `2026-11-${day}T10:00:00.000Z`,
  actor,
  service,
  action: service === 'identity' ? 'staff.roles-changed' : 'inbox.status-changed',
  subject: { kind: 'x', id, label },
  changes: { status: { from: 'new', to: 'offered' } },
});
const page = (entries: unknown[], next: string | null = null) =>
  answer(200, { success: true, data: { entries, next } });

const dom = domRoot();
beforeEach(() =>
  act(() =>
    useSession
      .getState()
      .signIn(tokenWith(['admin']), { ...actor, firstName: 'Mariam', lastName: 'Rahman', mobileNumber: '' }),
  ),
);
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => useSession.getState().signOut());
});

function showPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.render(
      <QueryClientProvider client={client}>
        <LogPage />
      </QueryClientProvider>,
    ),
  );
}
const rows = () => [...dom.container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');

describe('activity log', () => {
  it("merges the services' changes newest first, and a failing service only shows a notice", async () => {
    stubApi({
      'GET identity/staff/directory': () =>
        answer(200, { success: true, data: [{ ...actor, roles: ['admin'] }] }),
      'GET identity/staff/audit': () => page([entry('identity', 'i1', '10', 'Yusuf Rahman')]),
      'GET catalog/staff/audit': () => answer(503, { success: false, message: 'The service is busy.' }),
      'GET shop/staff/audit': () => page([entry('shop', 's1', '11', 'Order AC-1042')]),
      'GET lms/staff/audit': () => page([entry('lms', 'l1', '12', 'Zainab Farooqui')]),
      'GET info/staff/audit': () => page([]),
    });
    showPage();
    await until(() => rows().length === 3 && (dom.container.textContent ?? '').includes('Try again'));
    expect(rows()[0]).toContain('Zainab Farooqui');
    expect(rows()[0]).toContain('status: new → offered');
    expect(rows()[1]).toContain('Order AC-1042');
    expect(rows()[2]).toContain('Roles changed');
    expect(dom.container.textContent).toContain(
      'We could not load the changes of Admissions. The service is busy.',
    );
  });

  it("filters by service and person, and loads older pages on 'Load more'", async () => {
    const requests = stubApi({
      'GET identity/staff/directory': () =>
        answer(200, { success: true, data: [{ ...actor, roles: ['admin'] }] }),
      'GET identity/staff/audit': () => page([entry('identity', 'i1', '10', 'Yusuf Rahman')]),
      'GET catalog/staff/audit': () =>
        requests.some((r) => r.search.includes('before=c2'))
          ? page([entry('catalog', 'c1', '05', 'Older applicant')])
          : page([entry('catalog', 'c2', '15', 'Zainab Farooqui')], 'c2'),
      'GET shop/staff/audit': () => page([]),
      'GET lms/staff/audit': () => page([]),
      'GET info/staff/audit': () => page([]),
    });
    showPage();
    await until(() => rows().length === 1);
    // Identity's entry of the 10th waits: the catalog may have more from before the 15th.
    expect(rows()[0]).toContain('Zainab Farooqui');
    await press(button(dom.container, 'Load more'));
    await until(() => rows().length === 3);
    expect(rows().map((row) => row.includes('Older applicant'))).toEqual([false, false, true]);
    expect(button(dom.container, 'Load more')).toBeUndefined();

    const select = (label: string, value: string) =>
      act(() => {
        const control = [...dom.container.querySelectorAll('label')]
          .find((element) => element.textContent?.startsWith(label))
          ?.querySelector('select');
        if (!control) throw new Error(`no ${label}`);
        control.value = value;
        control.dispatchEvent(new Event('change', { bubbles: true }));
      });
    await until(() => dom.container.querySelectorAll('option').length === 8);
    select('Person', 'a1');
    await until(() => requests.some((r) => r.search.includes('actorId=a1')));
    select('Service', 'identity');
    await until(() => rows().length === 1);
    expect(rows()[0]).toContain('Yusuf Rahman');
  });
});
