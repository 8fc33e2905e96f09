import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { failedReads, pendingPublicReads } from './public-reads.ts';

/** A read as a server render leaves it: in the cache with its observer's options, never fetched. */
function asked(
  client: QueryClient,
  key: string,
  options: { enabled?: boolean | (() => boolean); meta?: Record<string, unknown> } = {},
) {
  return client.getQueryCache().build(client, { queryKey: [key], queryFn: async () => key, ...options });
}

describe('the reads a server render fetches', () => {
  it("are the pending public ones a signed-out visitor's page asks for", async () => {
    const client = new QueryClient();
    asked(client, 'events');
    asked(client, 'courses', { enabled: () => true });
    asked(client, 'cart', { meta: { private: true } });
    asked(client, 'course-0', { enabled: false });
    asked(client, 'enrolments', { enabled: () => false });
    expect(pendingPublicReads(client).map((query) => query.queryKey)).toEqual([['events'], ['courses']]);
    await Promise.all(pendingPublicReads(client).map((query) => query.fetch()));
    expect(pendingPublicReads(client)).toEqual([]);
  });

  it('names the reads that failed, but those it is told to accept', async () => {
    const client = new QueryClient();
    const failing = (queryKey: unknown[], status: string) =>
      client
        .getQueryCache()
        .build(client, {
          queryKey,
          queryFn: async () => {
            throw new Error(status);
          },
          retry: false,
        })
        .fetch()
        .catch(() => undefined);
    await failing(['events', { when: 'past' }], '503');
    await failing(['post', 'gone'], '404');
    asked(client, 'posts');
    const notFound = (query: { state: { error: unknown } }) =>
      (query.state.error as Error)?.message === '404';
    expect(failedReads(client, { except: notFound })).toEqual(['["events",{"when":"past"}]']);
  });
});
