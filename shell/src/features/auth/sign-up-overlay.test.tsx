// @vitest-environment happy-dom
import { useOverlays } from '@aspire/client/overlays';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignUpOverlay } from './sign-up-overlay.tsx';

vi.mock('./auth-api.ts', () => ({ signUp: vi.fn() }));

const dom = domRoot();
afterEach(() => {
  act(() => useOverlays.getState().close());
});

describe('sign-up overlay', () => {
  it('says by its button that an account means agreeing to the terms and the privacy notice', () => {
    act(() => useOverlays.getState().show('signup'));
    act(() => dom.render(<SignUpOverlay />));
    const notice = dom.container.querySelector('button[type="submit"]')?.previousElementSibling;
    expect(notice?.textContent).toBe(
      'By creating an account you agree to our terms (opens in a new tab) and our privacy notice (opens in a new tab).',
    );
    expect([...(notice?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/terms-conditions',
      '/privacy-policy',
    ]);
  });
});
