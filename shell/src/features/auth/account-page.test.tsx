// @vitest-environment happy-dom
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
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
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
}
const text = () => dom.container.textContent ?? '';

describe('account page', () => {
  it('asks a signed-out visitor to sign in', () => {
    showPage();
    const signIn = [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Sign in');
    act(() => signIn?.click());
    expect(useOverlays.getState().open).toBe('signin');
    expect(text()).not.toContain('catalog/my-applications');
  });

  it('shows the profile, offers the confirmation again, links on and mounts the applications widget', async () => {
    act(() => useSession.getState().signIn('a.b.c', profile));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ success: true, data: { ...profile, emailVerified: false, roles: [] } }),
            {
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
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

    const resend = [...dom.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Send the confirmation again',
    );
    act(() => resend?.click());
    await settle(() => text().includes('We sent a new link'));
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'We sent a new link to zainab@example.com.',
    );
  });
});
