// @vitest-environment happy-dom
import { ApiFailure } from '@aspire/client/api-failure';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reason, SaveState } from './save-state.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

describe('SaveState', () => {
  it('says saving and saved, and a failure with its reason, what was kept, and a retry', () => {
    act(() => dom.render(<SaveState save={{ status: 'pending', error: null }} />));
    expect(dom.container.textContent).toBe('Saving…');
    act(() => dom.render(<SaveState save={{ status: 'success', error: null }} />));
    expect(dom.container.textContent).toBe('Saved.');
    const retry = vi.fn();
    act(() =>
      dom.render(
        <SaveState
          save={{ status: 'error', error: new ApiFailure(503, 'The desk is unavailable just now.') }}
          kept="Your choice is still selected."
          onRetry={retry}
        />,
      ),
    );
    expect(dom.container.querySelector('p')?.textContent).toBe(
      'Not saved: The desk is unavailable just now. Your choice is still selected.',
    );
    expect(dom.container.firstElementChild?.getAttribute('aria-live')).toBe('polite');
    act(() => dom.container.querySelector('button')?.click());
    expect(retry).toHaveBeenCalledOnce();
    expect(reason(new Error('socket hang up'))).toBe('Something went wrong.');
  });
});
