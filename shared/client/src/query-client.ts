// By package name, so Module Federation gives every app the one shared session store.
import { useSession } from '@aspire/client/session';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { keepSessionFresh } from './session-renewal.ts';

/**
 * The one data cache of the page (TanStack Query), shared as a singleton like the session store, so
 * the shell and every remote read and invalidate the same answers. Public reads stay fresh for a
 * minute (moving between pages and tabs is instant); a refused token (a 401 on a read or a write) signs the visitor out; answers
 * marked private (a person's cart, orders, progress) are dropped when the signed-in person changes.
 */
export function createQueryClient() {
  const signOutWhenRefused = (error: unknown) => {
    if ((error as { status?: number }).status === 401 && useSession.getState().accessToken)
      useSession.getState().signOut();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: signOutWhenRefused }),
    mutationCache: new MutationCache({ onError: signOutWhenRefused }),
    defaultOptions: {
      // The HTTP client already retries a failed GET once; a second layer of retries would only delay the error.
      queries: { staleTime: 60_000, gcTime: 30 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

useSession.subscribe((state, previous) => {
  if (state.email !== previous.email || (state.accessToken === null) !== (previous.accessToken === null))
    queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
});

// Run once per page, like the cache above (this module is shared as a singleton): an active visitor's
// access token is renewed before it runs out.
if (typeof window !== 'undefined') keepSessionFresh(window);
