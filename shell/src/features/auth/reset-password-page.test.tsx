// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/http';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPassword } from './auth-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

vi.mock('./auth-api.ts', () => ({ resetPassword: vi.fn() }));

const INVALID = 'This reset link is invalid, expired or already used. Please ask for a new one.';
const dom = domRoot();
beforeEach(() => {
  act(() =>
    dom.render(
      <MemoryRouter initialEntries={['/reset-password?token=a-token-from-the-mail']}>
        <ResetPasswordPage />
      </MemoryRouter>,
    ),
  );
});
afterEach(() => {
  vi.mocked(resetPassword).mockReset();
});

function type(name: string, value: string) {
  const field = dom.container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  // The prototype's setter, so React's value tracker sees the change as typing.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
async function send() {
  await act(async () => {
    dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('reset password page', () => {
  it('sends the token with the new password, and can send again after the service refused the token', async () => {
    vi.mocked(resetPassword)
      .mockRejectedValueOnce(new ApiFailure(400, INVALID, { token: INVALID }))
      .mockResolvedValueOnce({ message: 'Your password has been changed. You can sign in with it now.' });
    type('password', 'a-new-start-2023');
    type('confirmPassword', 'a-new-start-2023');
    await send();

    expect(resetPassword).toHaveBeenCalledWith({
      token: 'a-token-from-the-mail',
      password: 'a-new-start-2023',
      confirmPassword: 'a-new-start-2023',
    });
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toBe(INVALID);
    expect(dom.container.textContent).toContain('Ask for a new link');

    await send();
    expect(resetPassword).toHaveBeenCalledTimes(2);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toContain(
      'Your password has been changed',
    );
  });
});
