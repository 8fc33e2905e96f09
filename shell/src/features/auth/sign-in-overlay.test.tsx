// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './auth-api.ts';
import { useAuthFlow } from './auth-flow.ts';
import { SignInOverlay } from './sign-in-overlay.tsx';

vi.mock('./auth-api.ts', () => ({ signIn: vi.fn() }));

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  act(() => useOverlays.getState().close());
});

function type(name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  // The prototype's setter, so React's value tracker sees the change as typing.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('sign-in overlay', () => {
  it("shows the service's refusal, keeps it in the session's authError and hands the email on", async () => {
    vi.mocked(signIn).mockRejectedValueOnce(new ApiFailure(401, 'Invalid email or password'));
    act(() => useAuthFlow.getState().set('amina@example.in', 'Your account is ready.'));
    act(() => useOverlays.getState().show('signin'));
    act(() => root.render(<SignInOverlay />));
    expect(container.querySelector<HTMLInputElement>('[name="email"]')?.value).toBe('amina@example.in');

    type('password', 'not-my-password');
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    expect(signIn).toHaveBeenCalledWith({ email: 'amina@example.in', password: 'not-my-password' });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Invalid email or password');
    expect(useSession.getState().authError).toBe('Invalid email or password');
    expect(useAuthFlow.getState()).toMatchObject({ email: 'amina@example.in', notice: '' });

    // Closing the overlay drops the message; it opens afresh.
    act(() => useOverlays.getState().close());
    expect(useSession.getState().authError).toBeNull();
  });
});
