// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { LoadingBar } from './loading-bar.tsx';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;
const container = document.createElement('div');
afterEach(() => container.remove());

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <LoadingBar />
    <button type="button">Add to cart</button>
  </QueryClientProvider>
);

it('hydrates the idle bar the server drew while a read is on its way, then says it is loading', async () => {
  container.innerHTML = renderToString(page(new QueryClient()));
  document.body.append(container);
  const button = container.querySelector('button');
  const client = new QueryClient();
  // A signed-in page's read (its cart) started before the page hydrated, and not answered yet.
  void client.fetchQuery({ queryKey: ['cart'], queryFn: () => new Promise(() => {}) });
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(client), { onRecoverableError: (error) => mismatches.push(error) });
  });
  expect(mismatches).toEqual([]);
  // The server's elements were kept (a press held on the button finds it still there).
  expect(container.querySelector('button')).toBe(button);
  expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
});
