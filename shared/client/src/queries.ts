import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { type Contract, call, http, type Schema } from './http.ts';

type SearchParams = Record<string, string | number | boolean>;

/**
 * A read of `GET /api/<path>` through its contract schema, as TanStack Query options: the one way an
 * app loads data. Features wrap it in small named factories (`coursesQuery(category)`) and pass those
 * to `useQuery`, `prefetchQuery` or `invalidateQueries`. `private` reads (a person's own data) are
 * dropped from the cache when the signed-in person changes.
 */
export function apiQuery<T extends Schema>(
  path: string,
  schema: Contract<T>,
  options: { searchParams?: SearchParams; private?: boolean } = {},
) {
  const { searchParams, private: isPrivate = false } = options;
  const queryKey: QueryKey = searchParams ? ['api', path, searchParams] : ['api', path];
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => call(http.get(path, { signal, searchParams }), schema),
    meta: { private: isPrivate },
    ...(isPrivate ? { staleTime: 0 } : {}),
  });
}

/** The cache key of every read under `path` (for invalidating after a change). */
export const apiKey = (path: string): QueryKey => ['api', path];
