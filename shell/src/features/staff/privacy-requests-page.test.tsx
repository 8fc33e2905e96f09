// @vitest-environment happy-dom
import { useSession } from '@aspire/client/session';
import type { ErasureStatus } from '@aspire/contracts/privacy';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrivacyRequestsPage, { ADDRESS_REMOVED, REFRESH_MS } from './privacy-requests-page.tsx';
import { answer, button, press, stubApi, tokenWith, type, until } from './testing/support.ts';

const LIST = 'GET identity/staff/erasures';
const RECORD = 'POST identity/staff/erasures';
const NO_ACCOUNT = 'No account has this e-mail address';
const day = (date: string) => `2026-${date}T12:00:00.000Z`;
const waiting = [
  { service: 'catalog', doneAt: day('11-16') },
  { service: 'shop', doneAt: null },
  { service: 'lms', doneAt: day('11-16') },
] as const;
const done = waiting.map(({ service }) => ({ service, doneAt: day('11-16') }));

const selfAsked: ErasureStatus = {
  id: 'e-self',
  requestedAt: day('11-16'),
  requestedBy: 'self',
  reason: null,
  email: 'zainab@example.com',
  completeBy: day('11-23'),
  services: [...waiting],
  doneAt: null,
};
const finished: ErasureStatus = {
  ...selfAsked,
  id: 'e-done',
  requestedAt: day('11-10'),
  email: null,
  services: done,
  doneAt: day('11-16'),
};
const overdue: ErasureStatus = {
  ...selfAsked,
  id: 'e-late',
  requestedAt: day('11-01'),
  requestedBy: 'Mariam Rahman',
  reason: 'Letter of 30 October; signature matched the application.',
  email: 'yusuf@example.com',
  completeBy: day('11-08'),
};
const list = (erasures: ErasureStatus[]) => () => answer(200, { success: true, data: erasures });

const dom = domRoot();
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse(day('11-20')) });
  act(() =>
    useSession.getState().signIn(tokenWith(['admin']), {
      firstName: 'Mariam',
      lastName: 'Rahman',
      email: 'mariam@aspirecollege.in',
      mobileNumber: '',
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => useSession.getState().signOut());
});

function showPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.render(
      <QueryClientProvider client={client}>
        <PrivacyRequestsPage />
      </QueryClientProvider>,
    ),
  );
}
const text = () => dom.container.textContent ?? '';
const rows = () => [...dom.container.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
const said = () => dom.container.querySelector('p[role="status"]')?.textContent;
function typeReason(value: string) {
  const field = dom.container.querySelector('textarea[name="reason"]');
  if (!(field instanceof HTMLTextAreaElement)) throw new Error('no reason field');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
const errorUnder = (name: string) => {
  const field = dom.container.querySelector(`[name="${name}"]`);
  const ids = field?.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => dom.container.ownerDocument.getElementById(id)?.textContent).join(' ');
};

describe('privacy requests', () => {
  it("lists the overdue first and marks them, with each service's state and who asked", async () => {
    stubApi({ [LIST]: list([selfAsked, finished, overdue]) });
    showPage();
    await until(() => rows().length === 3);
    const [late, current, old] = rows();
    expect(late).toContain('Mariam Rahman');
    expect(late).toContain('Letter of 30 October');
    expect(late).toContain('yusuf@example.com');
    expect(late).toContain('Overdue: was due by 8 Nov 2026');
    expect(current).toContain('The person, from their account');
    expect(current).toContain('None given');
    expect(current).toContain('Admissions: Done on 16 Nov 2026');
    expect(current).toContain('Shop: Waiting');
    expect(current).toContain('Due by 23 Nov 2026');
    expect(current).not.toContain('Overdue');
    expect(old).toContain(ADDRESS_REMOVED);
    expect(old).toContain('Learning: Done on 16 Nov 2026');
    expect(old).toMatch(/Done on 16 Nov 2026$/);
  });

  it('says when there are none, and a failed load with a retry', async () => {
    let fail = true;
    stubApi({
      [LIST]: () => (fail ? answer(503, { success: false, message: 'The service is busy.' }) : list([])()),
    });
    showPage();
    await until(() => text().includes('We could not load the erasures. The service is busy.'));
    fail = false;
    await press(button(dom.container, 'Try again'));
    await until(() => text().includes('No accounts have been erased yet.'));
  });

  it('refreshes itself while open, so the services are seen to finish', async () => {
    let answers = 0;
    stubApi({
      [LIST]: () => {
        answers += 1;
        return list([answers === 1 ? selfAsked : { ...selfAsked, services: done, doneAt: day('11-20') }])();
      },
    });
    showPage();
    await until(() => rows()[0]?.includes('Shop: Waiting') === true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
    });
    await until(() => rows()[0]?.includes('Shop: Done on 16 Nov 2026') === true);
    expect(rows()[0]).toMatch(/Done on 20 Nov 2026$/);
  });

  it('erases an account only after the confirm step, and shows the new erasure at the top', async () => {
    const recorded: ErasureStatus = {
      ...selfAsked,
      id: 'e-new',
      requestedAt: day('11-20'),
      requestedBy: 'Mariam Rahman',
      reason: 'Phone call; she answered the security questions on her application.',
      email: 'farah@example.com',
      completeBy: day('11-27'),
      services: waiting.map(({ service }) => ({ service, doneAt: null })),
    };
    const requests = stubApi({
      [LIST]: () => list(requests.some(({ key }) => key === RECORD) ? [recorded, selfAsked] : [selfAsked])(),
      [RECORD]: () => answer(201, { success: true, data: recorded }),
    });
    showPage();
    await until(() => rows().length === 1);
    type(dom.container, 'email', 'farah@example.com');
    typeReason('Phone call; she answered the security questions on her application.');
    await press(button(dom.container, 'Erase this account…'));

    expect(requests.some(({ key }) => key === RECORD)).toBe(false);
    const question = dom.container.querySelector('fieldset');
    expect(question?.textContent).toContain('Erase the account of farah@example.com?');
    expect(dom.container.ownerDocument.activeElement).toBe(question);
    await press(button(dom.container, 'Yes, erase the account'));

    expect(requests.find(({ key }) => key === RECORD)?.body).toEqual({
      email: 'farah@example.com',
      reason: 'Phone call; she answered the security questions on her application.',
    });
    await until(() => rows().length === 2);
    expect(rows()[0]).toContain('farah@example.com');
    expect(said()).toContain('The account of farah@example.com is erased.');
    expect(dom.container.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe('');
    expect(button(dom.container, 'Yes, erase the account')).toBeUndefined();
  });

  it("shows identity's refusal under the field and leaves the confirm step, changing nothing", async () => {
    stubApi({
      [LIST]: list([]),
      [RECORD]: () => answer(404, { success: false, message: NO_ACCOUNT, errors: { email: NO_ACCOUNT } }),
    });
    showPage();
    await until(() => text().includes('No accounts have been erased yet.'));
    type(dom.container, 'email', 'nobody@example.com');
    typeReason('Letter of 2 November, signed.');
    await press(button(dom.container, 'Erase this account…'));
    await press(button(dom.container, 'Yes, erase the account'));

    expect(errorUnder('email')).toContain(NO_ACCOUNT);
    expect(button(dom.container, 'Erase this account…')).toBeDefined();
    expect(dom.container.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe('nobody@example.com');
    expect(said()).toBe('');
  });

  it('checks the fields before asking to confirm', async () => {
    const requests = stubApi({ [LIST]: list([]) });
    showPage();
    await until(() => text().includes('No accounts have been erased yet.'));
    type(dom.container, 'email', 'not an address');
    typeReason('Hi');
    await press(button(dom.container, 'Erase this account…'));

    expect(errorUnder('email')).toContain('Enter a valid email address');
    expect(errorUnder('reason')).toContain('Say how the request was made and checked');
    expect(button(dom.container, 'Yes, erase the account')).toBeUndefined();
    expect(requests.map(({ key }) => key)).toEqual([LIST]);
  });
});
