// @vitest-environment happy-dom
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { seriousAxeIssues } from '@aspire/ui/testing/axe.ts';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './account-page.tsx';
import { requestVerificationLink } from './auth-api.ts';

vi.mock('./auth-api.ts', () => ({ requestVerificationLink: vi.fn() }));
vi.mock('../../remotes/remote-view.tsx', () => ({
  RemoteView: ({ remote, module }: { remote: string; module: string }) => <p>{`${remote}/${module}`}</p>,
}));

const profile = {
  firstName: 'Zainab',
  lastName: 'Farooqui',
  email: 'zainab@example.com',
  mobileNumber: '+919840012345',
};
const dom = domRoot();
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    useSession.getState().signOut();
    useOverlays.getState().close();
  });
});

function showPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    dom.render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AccountPage />
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}
/** Lets React and the fetches run until `done` (at most 3 s: a loaded test machine is slow). */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 600 && !done(); turn += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
}
const text = () => dom.container.textContent ?? '';
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((b) => b.textContent === name);
const answer = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), { headers: { 'content-type': 'application/json' } });
/** Stands in for identity: the profile (changed by a correction) and the consents. */
function serve(me: object) {
  let current = me;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/identity/consents') return answer([]);
      if (request.method === 'PATCH') current = { ...current, ...(await request.json()) };
      return answer(current);
    }),
  );
}

describe('account page', () => {
  it('asks a signed-out visitor to sign in', () => {
    showPage();
    act(() => button('Sign in')?.click());
    expect(useOverlays.getState().open).toBe('signin');
    expect(text()).not.toContain('catalog/my-applications');
  });

  it('shows the profile, offers the confirmation again, links on and mounts the applications widget', async () => {
    act(() => useSession.getState().signIn('a.b.c', profile));
    serve({ ...profile, emailVerified: false, roles: [] });
    vi.mocked(requestVerificationLink).mockResolvedValue({
      email: profile.email,
      verified: false,
      message: 'We sent a new link to zainab@example.com.',
    });
    showPage();
    await settle(() => text().includes('Not confirmed yet'));
    expect(text()).toContain('Zainab Farooqui');
    expect(text()).toContain('+91 98400 12345');
    expect(text()).toContain('catalog/my-applications');
    const links = [...dom.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['/orders', '/course/progress']));

    act(() => button('Send the confirmation again')?.click());
    await settle(() => text().includes('We sent a new link'));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'We sent a new link to zainab@example.com.',
    );
  });

  it('has its sections in order, clean for assistive technology, and shows corrected details', async () => {
    act(() => useSession.getState().signIn('a.b.c', profile));
    serve({ ...profile, emailVerified: true, roles: [] });
    showPage();
    await settle(() => text().includes('Correct your details'));
    expect([...dom.container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Your details',
      'Your consents',
      'Your data',
      'Erase your account',
    ]);
    expect(await seriousAxeIssues(dom.container)).toEqual([]);

    act(() => button('Correct your details')?.click());
    // The form fills itself from the profile first: typing before that would be overwritten.
    const mobileInput = () => dom.container.querySelector<HTMLInputElement>('input[name="mobileNumber"]');
    await settle(() => mobileInput()?.value === profile.mobileNumber);
    const mobile = mobileInput()!;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(mobile, '9876543210');
      mobile.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await settle(() => mobileInput()?.value === '9876543210');
    act(() => button('Save my details')?.click());
    await settle(() => text().includes('Your details are updated.') && text().includes('+91 98765 43210'));
    expect(text()).toContain('Your details are updated.');
    expect(text()).toContain('+91 98765 43210');
    expect(useSession.getState().mobileNumber).toBe('+919876543210');
  });
});
