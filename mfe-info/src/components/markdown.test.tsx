// @vitest-environment happy-dom
import { until } from '@aspire/ui/testing/desk-harness.tsx';
import { domRoot } from '@aspire/ui/testing/dom-root.tsx';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text.tsx';

const dom = domRoot();

/** The text drawn, once the renderer (loaded on its own) is in. */
async function draw(text: string) {
  act(() => dom.render(<MarkdownText text={text} />));
  await until(() => dom.container.querySelector('[aria-busy]') === null);
  return dom.container;
}
const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));

describe('Markdown a member of staff wrote', () => {
  it('draws paragraphs, lists and links; its headings start under the page’s h1, at h2', async () => {
    const drawn = await draw(
      '# Open day\n\nCome and **meet** us.\n\n## What to bring\n\n- Your marks\n- [The form](/admission-form)\n\nWrite to [us](mailto:office@aspire.example) or see [the site](https://learn.example.in).',
    );
    expect(drawn.querySelector('h1')).toBeNull();
    expect([...drawn.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Open day',
      'What to bring',
    ]);
    expect(drawn.querySelector('strong')?.textContent).toBe('meet');
    expect([...drawn.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Your marks', 'The form']);
    expect(hrefs(drawn)).toEqual([
      '/admission-form',
      'mailto:office@aspire.example',
      'https://learn.example.in',
    ]);
    // Only the link away from the site is kept from knowing this page.
    expect([...drawn.querySelectorAll('a')].map((a) => a.getAttribute('rel'))).toEqual([
      null,
      null,
      'noopener noreferrer',
    ]);
  });

  it('draws raw HTML, scripts and javascript: links inert', async () => {
    const drawn = await draw(
      'Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n<a href="javascript:alert(3)">raw</a> and [x](javascript:alert(4)) and [y](JAVASCRIPT:alert(5)) and ![pic](https://example.in/p.png)\n\n<div onclick="alert(6)">block</div>',
    );
    expect(drawn.querySelector('script, img, div[onclick], iframe')).toBeNull();
    expect(drawn.innerHTML).not.toMatch(/onerror|onclick|javascript:/i);
    expect(hrefs(drawn).every((href) => href === null || href === '')).toBe(true);
    expect(drawn.textContent).toContain('Hello');
    expect(drawn.textContent).toContain('x');
  });

  it('draws a table with its caption (a line “Table: …” before it) and each row named by its first cell', async () => {
    const drawn = await draw(
      'Table: What we keep\n\n| What | How long |\n| --- | --- |\n| Your cart | Until you buy |\n| Orders | 72 months |\n\n| Plain | Table |\n| --- | --- |\n| a | b |',
    );
    const [kept, plain] = [...drawn.querySelectorAll('table')];
    expect(kept?.querySelector('caption')?.textContent).toBe('What we keep');
    expect(drawn.textContent).not.toContain('Table:');
    expect([...(kept?.querySelectorAll('tbody th[scope="row"]') ?? [])].map((th) => th.textContent)).toEqual([
      'Your cart',
      'Orders',
    ]);
    expect(kept?.querySelectorAll('tbody td')).toHaveLength(2);
    expect(plain?.querySelector('caption')).toBeNull();
  });
});
