import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, Loading } from './status.tsx';

/**
 * The one loading / error-with-retry / ready block of the site, for any `useQuery` result: a polite
 * loading line (or the caller's placeholder, sized like the content so nothing shifts), a failure said
 * plainly with a retry, then `children(data)`. Data already shown stays on screen while it refreshes.
 */
export function Resource<T>({
  query,
  what,
  placeholder,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for the texts: "the courses" gives "Loading the courses…". */
  what: string;
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError)
    return <LoadError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  return placeholder ?? <Loading label={`Loading ${what}…`} />;
}
