import { ApiFailure } from '@aspire/client/http';
import { useSession } from '@aspire/client/session';
import { useCallback, useEffect, useState } from 'react';

export type Load<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

/**
 * Loads `load()` whenever `key` changes and ignores answers that arrive after it changed. A 401 (a token
 * the service refuses) signs the learner out, which sends the page back to the LMS login.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Load<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string;
    status: 'loading' | 'ready' | 'error';
    data?: T;
    error?: unknown;
  }>({ key, status: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // `load` is read afresh for each key and attempt.
  useEffect(() => {
    let current = true;
    setState({ key, status: 'loading' });
    load().then(
      (data) => current && setState({ key, status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiFailure && error.status === 401) useSession.getState().signOut();
        setState({ key, status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  if (state.key !== key || state.status === 'loading') return { status: 'loading', retry };
  if (state.status === 'error') return { status: 'error', error: state.error, retry };
  return { status: 'ready', data: state.data as T, retry };
}
