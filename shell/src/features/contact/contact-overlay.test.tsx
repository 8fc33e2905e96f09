// @vitest-environment happy-dom
import { useOverlays } from '@aspire/client/overlays';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from './contact-api.ts';
import { ContactOverlay } from './contact-overlay.tsx';

vi.mock('./contact-api.ts', () => ({ sendContactMessage: vi.fn() }));

const dom = domRoot();
afterEach(() => {
  act(() => useOverlays.getState().close());
  sessionStorage.clear();
});

function type(name: string, value: string) {
  const field = dom.container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('contact overlay', () => {
  it('sends where the visit came from, takes international numbers, and says how the details are used', async () => {
    sessionStorage.setItem(
      'aspire.visit-source',
      JSON.stringify({ utmSource: 'instagram', landingPage: '/?utm_source=instagram' }),
    );
    act(() => useOverlays.getState().show('contact', { subject: 'B.Sc. Psychology' }));
    act(() =>
      dom.render(
        <MemoryRouter>
          <ContactOverlay />
        </MemoryRouter>,
      ),
    );
    const phone = dom.container.querySelector('[name="phoneNumber"]');
    const hint = document.getElementById(phone?.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('10 digits, or + and the country code');
    expect(dom.container.querySelector('a[href="/privacy-policy"]')).not.toBeNull();
    expect(dom.container.textContent).toContain('We use these details only to answer your message.');

    type('firstName', 'Zainab');
    type('email', 'zainab@example.com');
    type('phoneNumber', '+44 7911 123456');
    type('message', 'Is the course online?');
    await act(async () => {
      dom.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(sendContactMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        phoneNumber: '+44 7911 123456',
        subject: 'B.Sc. Psychology',
        source: { utmSource: 'instagram', landingPage: '/?utm_source=instagram' },
      }),
    );
  });
});
