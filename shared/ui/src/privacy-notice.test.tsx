// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PrivacyNotice } from './privacy-notice.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();

describe('privacy notice', () => {
  it("says why (the form's purpose), who sees it, how long, and links to the policy", () => {
    act(() => dom.render(<PrivacyNotice purpose="to answer your message." />));
    const text = dom.container.textContent ?? '';
    expect(text).toContain('We use these details to answer your message. We keep');
    expect(text).toContain('admissions and office staff');
    expect(text).toContain('two years');
    const link = dom.container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/privacy-policy');
    expect(link?.textContent).toBe('privacy policy (opens in a new tab)');
  });
});
