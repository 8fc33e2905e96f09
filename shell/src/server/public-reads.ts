import type { Query, QueryClient } from '@tanstack/react-query';

/** Whether the component that asked for `query` lets it run (`enabled` as its observer was given it). */
function isEnabled(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

/**
 * The reads a server render asked for and is still waiting on, that a signed-out visitor's page would
 * fetch: on the server `useQuery` only adds its query to the cache. A disabled read (waiting on
 * another's data, or on a signed-in visitor) and a person's own data (`meta.private`) are left out.
 */
export function pendingPublicReads(client: QueryClient) {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && query.meta?.private !== true })
    .filter(isEnabled);
}

/**
 * The reads that failed, but those `except` accepts: such a page is not sent as rendered (the
 * browser's own try may succeed).
 */
export function failedReads(client: QueryClient, { except }: { except: (query: Query) => boolean }) {
  return client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' && !except(query) })
    .map((query) => JSON.stringify(query.queryKey));
}
