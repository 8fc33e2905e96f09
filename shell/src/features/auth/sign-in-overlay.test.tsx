// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';
import { SignInOverlay } from './sign-in-overlay.tsx';

vi.mock('./auth-api.ts', () => ({ signIn: vi.fn() }));

const dom = domRoot();
beforeEach(() => {});
afterEach(() => {
  act(() => useOverlays.getState().close());
});

function type(name: string, value: string) {
  const field = dom.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  // The prototype's setter, so React's value tracker sees the change as typing.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('sign-in overlay', () => {
  it("shows the service's refusal, keeps it in the session's authError and hands the email on", async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new ApiFailure(401, 'Invalid email or password'));
    act(() => useAuthFlow.getState().set('amina@example.in', 'Your account is ready.'));
    act(() => useOverlays.getState().show('signin'));
    act(() => dom.render(<SignInOverlay />));
    expect(dom.container.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe('amina@example.in');

    type('password', 'not-my-password');
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(signIn).toHaveBeenCalledWith({ email: 'amina@example.in', password: 'not-my-password' });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe('Invalid email or password');
    expect(useSession.getState().authError).toBe('Invalid email or password');
    expect(useAuthFlow.getState()).toMatchObject({ email: 'amina@example.in', notice: '' });

    // Closing the overlay drops the message; it opens afresh.
    act(() => useOverlays.getState().close());
    expect(useSession.getState().authError).toBeNull();
  });
});
