import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void }
  | { status: 'error'; data?: undefined; error: unknown; retry: () => void };

/** Answers already read in this page session, so switching tabs back and forth is instant. */
const cache = new Map<string, unknown>();

/**
 * Loads `load()` for `key`, keeps the answer per key for the session and ignores answers that arrive
 * after the key changed (a fast tab switch never shows the wrong list).
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{
    key: string | null;
    status: 'loading' | 'ready' | 'error';
    data?: T;
    error?: unknown;
  }>(() =>
    key && cache.has(key) ? { key, status: 'ready', data: cache.get(key) as T } : { key, status: 'loading' },
  );
  const retry = useCallback(() => {
    if (key) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, status: 'ready', data: cache.get(key) as T });
      return;
    }
    let current = true;
    setState({ key, status: 'loading' });
    load().then(
      (data) => {
        cache.set(key, data);
        if (current) setState({ key, status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ key, status: 'error', error });
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
