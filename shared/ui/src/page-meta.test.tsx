// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta.ts';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
const robots = () =>
  [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => m.getAttribute('content'));

function Page({ title, noindex }: { title: string; noindex?: boolean }) {
  usePageMeta({ title, description: `About ${title}.`, noindex });
  return <h1>{title}</h1>;
}

describe('usePageMeta', () => {
  it('sets the title, description and canonical link of the page', () => {
    act(() => dom.render(<Page title="Courses" />));
    expect(document.title).toBe('Courses | Aspire College & Trust');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'About Courses.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${location.origin}${location.pathname}`,
    );
    expect(robots()).toEqual([]);
  });

  it('asks search engines not to index a noindex page while it is shown, and only then', () => {
    act(() => dom.render(<Page title="Certificate ASP-7K2M-Q9XD" noindex />));
    expect(robots()).toEqual(['noindex']);
    act(() => dom.render(<Page title="Certificate ASP-3HJK-W2PZ" noindex />));
    expect(robots()).toEqual(['noindex']);
    act(() => dom.render(<Page title="Courses" />));
    expect(robots()).toEqual([]);
    act(() => dom.render(<Page title="Certificate ASP-7K2M-Q9XD" noindex />));
    act(() => dom.render(null));
    expect(robots()).toEqual([]);
  });
});
