import { ApiFailure } from '@aspire/client/http';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';

/** A read the service answered 404: the page shows its own "not found", which is then the page. */
export const isNotFoundRead = (query: Query) =>
  query.state.status === 'error' &&
  query.state.error instanceof ApiFailure &&
  query.state.error.status === 404;

/**
 * The reads answered 404 stay so as their page renders: not asked again on mount, which would show the
 * page as loading (on the server, where nothing is fetched on mount, for good).
 */
export function keepNotFoundReads(client: QueryClient) {
  for (const query of client.getQueryCache().findAll({ predicate: isNotFoundRead }))
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
}

/** A read's failure as it crosses to the browser in JSON, which keeps no class. */
type CarriedFailure = { status: number; message: string };

/**
 * The data cache a server render was made from, for the browser to start from: the answers, and the
 * reads answered 404 (their failure as its status and message).
 */
export function dehydratePageData(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFoundRead(query),
  });
  for (const { state: read } of state.queries) {
    if (!(read.error instanceof ApiFailure)) continue;
    const carried: CarriedFailure = { status: read.error.status, message: read.error.message };
    read.error = carried as unknown as Error;
    read.fetchFailureReason = null;
  }
  return state;
}

/**
 * Starts the browser's data cache from a server render's. A read answered 404 becomes the same failure
 * again, kept so: the first render shows the "not found" the server did.
 */
export function hydratePageData(client: QueryClient, state: DehydratedState) {
  for (const { state: read } of state.queries) {
    const failure = read.error as CarriedFailure | null;
    if (read.status === 'error' && failure) read.error = new ApiFailure(failure.status, failure.message);
  }
  hydrate(client, state);
  keepNotFoundReads(client);
}
