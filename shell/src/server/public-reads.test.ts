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

  it('names the reads that failed', async () => {
    const client = new QueryClient();
    const failing = client.getQueryCache().build(client, {
      queryKey: ['events', { when: 'past' }],
      queryFn: async () => {
        throw new Error('503');
      },
      retry: false,
    });
    asked(client, 'posts');
    await failing.fetch().catch(() => undefined);
    expect(failedReads(client)).toEqual(['["events",{"when":"past"}]']);
  });
});
