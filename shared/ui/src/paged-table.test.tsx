// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { PagedTable } from './paged-table.tsx';
import { button, settle, until } from './testing/desk-harness.tsx';
import { domRoot } from './testing/dom-root.tsx';

const dom = domRoot();
type Page = { rows: string[]; next: string | null };

/** A list of letters, `size` a page, filtered by `from` (the first letter shown). */
function draw(client: QueryClient, from: string, pages: Record<string, Page>, asked: string[]) {
  const pageQuery = (after?: string) =>
    queryOptions({
      queryKey: ['letters', from, after ?? null],
      queryFn: async (): Promise<Page> => {
        asked.push(`${from}:${after ?? ''}`);
        const page = pages[`${from}:${after ?? ''}`];
        if (!page) throw new Error('no such page');
        return page;
      },
    });
  return act(async () =>
    dom.render(
      <QueryClientProvider client={client}>
        <PagedTable
          pageQuery={pageQuery}
          rows={(page) => (
            <tbody>
              {page.rows.map((row) => (
                <tr key={row}>
                  <td>{row}</td>
                </tr>
              ))}
            </tbody>
          )}
          caption="Letters"
          columns={['Letter']}
          what="the letters"
          whatMore="more letters"
          emptyText="No letters match."
          endText="That is every letter."
          onClear={() => {}}
        />
      </QueryClientProvider>,
    ),
  );
}
const cells = () => [...dom.container.querySelectorAll('tbody td')].map((td) => td.textContent);

describe('PagedTable', () => {
  it('reads page after page by cursor, and starts again from the first page when the filters change', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked: string[] = [];
    const pages = {
      'a:': { rows: ['a', 'b'], next: 'b' },
      'a:b': { rows: ['c'], next: null },
      'x:': { rows: ['x'], next: null },
      'z:': { rows: [], next: null },
    };
    await draw(client, 'a', pages, asked);
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Loading the letters…');
    await until(() => cells().length === 2);
    await act(async () => button(dom.container, 'Load more').click());
    await until(() => cells().length === 3);
    expect(cells()).toEqual(['a', 'b', 'c']);
    expect(dom.container.textContent).toContain('That is every letter.');
    expect(dom.container.querySelector('caption')?.textContent).toBe('Letters');

    await draw(client, 'x', pages, asked);
    await until(() => cells().join() === 'x');
    expect(asked).toEqual(['a:', 'a:b', 'x:']);

    await draw(client, 'z', pages, asked);
    await until(() => dom.container.textContent?.includes('No letters match.') ?? false);
    expect(button(dom.container, 'Clear filters')).toBeTruthy();

    await draw(client, 'q', pages, asked);
    await until(() => dom.container.querySelector('[role="alert"]') !== null);
    expect(dom.container.querySelector('[role="alert"]')?.textContent).toContain(
      'We could not load the letters.',
    );
    await settle();
  });
});
