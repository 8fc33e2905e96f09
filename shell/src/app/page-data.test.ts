import { ApiFailure } from '@aspire/client/http';
import { createQueryClient } from '@aspire/client/query-client';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dehydratePageData, hydratePageData, keepNotFoundReads } from './page-data.ts';

/** A server render's cache: one answer, one read answered 404, one that failed otherwise. */
async function serverCache() {
  const client = createQueryClient();
  await client.prefetchQuery({ queryKey: ['info', 'events'], queryFn: () => ['Open day'] });
  await client.prefetchQuery({
    queryKey: ['info', 'post', 'gone'],
    queryFn: () => Promise.reject(new ApiFailure(404, 'No such post')),
  });
  await client.prefetchQuery({
    queryKey: ['shop', 'products'],
    queryFn: () => Promise.reject(new ApiFailure(503, 'Busy')),
  });
  return client;
}

describe('page data', () => {
  it('carries the answers and the reads answered 404, not other failures', async () => {
    const state = JSON.parse(JSON.stringify(dehydratePageData(await serverCache())));
    expect(state.queries.map((query: { queryKey: unknown }) => query.queryKey)).toEqual([
      ['info', 'events'],
      ['info', 'post', 'gone'],
    ]);
    expect(state.queries[1].state.error).toEqual({ status: 404, message: 'No such post' });
  });

  it('keeps a read answered 404 as it is for the render after it, which shows "not found"', async () => {
    const client = await serverCache();
    keepNotFoundReads(client);
    const observer = new QueryObserver(client, {
      queryKey: ['info', 'post', 'gone'],
      queryFn: () => 'found after all',
    });
    const result = observer.getOptimisticResult(client.defaultQueryOptions(observer.options));
    expect(result.status).toBe('error');
    expect((result.error as ApiFailure).status).toBe(404);
  });

  it('gives the browser the same "not found", without asking again as the page mounts', async () => {
    const state = JSON.parse(JSON.stringify(dehydratePageData(await serverCache())));
    const browser = createQueryClient();
    hydratePageData(browser, state);
    const queryFn = vi.fn(() => Promise.resolve('found after all'));
    const observer = new QueryObserver(browser, { queryKey: ['info', 'post', 'gone'], queryFn });
    const first = observer.getOptimisticResult(browser.defaultQueryOptions(observer.options));
    expect(first.status).toBe('error');
    expect(first.error).toBeInstanceOf(ApiFailure);
    expect((first.error as ApiFailure).status).toBe(404);
    const unsubscribe = observer.subscribe(() => {});
    unsubscribe();
    expect(queryFn).not.toHaveBeenCalled();
    expect(browser.getQueryData(['info', 'events'])).toEqual(['Open day']);
  });
});
