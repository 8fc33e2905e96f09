// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { createQueryClient } from '@aspire/client/query-client';
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renewSession, requestVerificationLink, verifyEmail } from './auth-api.ts';
import { VerifyEmailPage } from './verify-email-page.tsx';

vi.mock('./auth-api.ts', () => ({
  verifyEmail: vi.fn(),
  requestVerificationLink: vi.fn(),
  renewSession: vi.fn(async () => {}),
}));

const EXPIRED = 'This confirmation link has expired or was already used. Sign in and ask for a new one.';
const TOKEN = 'a'.repeat(43);
const dom = domRoot();
afterEach(() => {
  vi.mocked(verifyEmail).mockReset();
  vi.mocked(requestVerificationLink).mockReset();
  act(() => {
    useSession.getState().signOut();
    useOverlays.getState().close();
  });
});

/** The page as the router shows it, in StrictMode (whose doubled effects must not post twice). */
async function open(url: string) {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  await act(async () => {
    dom.render(
      <StrictMode>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <VerifyEmailPage />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  });
  return { invalidate };
}
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const text = () => dom.container.textContent ?? '';
const button = (name: string) =>
  [...dom.container.querySelectorAll('button')].find((candidate) => candidate.textContent === name);

describe('verify e-mail page', () => {
  it('posts the token once, says "Checking your link…", then confirms and refreshes a signed-in profile', async () => {
    act(() =>
      useSession.getState().signIn('a-session-token', {
        firstName: 'Amina',
        lastName: 'Begum',
        email: 'amina@example.in',
        mobileNumber: '9876543210',
      }),
    );
    let answer: (value: { email: string; verified: true }) => void = () => {};
    vi.mocked(verifyEmail).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { invalidate } = await open(`/verify-email?token=${TOKEN}`);
    expect(text()).toContain('Checking your link…');
    await act(async () => answer({ email: 'amina@example.in', verified: true }));
    await settle();

    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith(TOKEN);
    expect(dom.container.querySelector('h1')?.textContent).toBe('Your e-mail address is confirmed');
    expect(dom.container.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['api', 'identity/me'] });
    expect(renewSession).toHaveBeenCalled();
    expect(document.title).toContain('Confirm your e-mail address');
  });

  it('shows a refused link and, signed out, the way to sign in', async () => {
    vi.mocked(verifyEmail).mockRejectedValueOnce(new ApiFailure(400, EXPIRED, { token: EXPIRED }));
    await open(`/verify-email?token=${TOKEN}`);
    await settle();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(EXPIRED);
    expect(button('Send a new link')).toBeUndefined();
    act(() => button('Sign in')?.click());
    expect(useOverlays.getState().open).toBe('signin');
  });

  it('sends a signed-in owner a new link from a refused one', async () => {
    act(() =>
      useSession.getState().signIn('a-session-token', {
        firstName: 'Amina',
        lastName: 'Begum',
        email: 'amina@example.in',
        mobileNumber: '9876543210',
      }),
    );
    vi.mocked(verifyEmail).mockRejectedValueOnce(new ApiFailure(400, EXPIRED, { token: EXPIRED }));
    vi.mocked(requestVerificationLink).mockResolvedValueOnce({
      email: 'amina@example.in',
      verified: false,
      message: 'We sent a new link to amina@example.in.',
    });
    await open(`/verify-email?token=${TOKEN}`);
    await settle();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(EXPIRED);
    await act(async () => button('Send a new link')?.click());
    await settle();
    expect(requestVerificationLink).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe(
      'We sent a new link to amina@example.in.',
    );
  });

  it('treats a link without its token as refused, posting nothing', async () => {
    await open('/verify-email');
    expect(verifyEmail).not.toHaveBeenCalled();
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(
      'This confirmation link is incomplete. Open the link from the e-mail again.',
    );
    expect(button('Sign in')).toBeDefined();
  });
});
