import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void }
  | { status: 'error'; data?: undefined; error: unknown; retry: () => void };

type State<T> = { key: string | null; status: 'loading' | 'ready' | 'error'; data?: T; error?: unknown };

/** Public answers already read in this page session (products), so switching pills back is instant. */
const cache = new Map<string, unknown>();

/**
 * Loads `load()` for `key` (null: nothing to load). An answer is only ever shown for the key it was
 * loaded for, so a fast switch never shows one category's products under another's name.
 * `cacheable` keeps answers per key for the page session.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>, cacheable = false): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ key: null, status: 'loading' });
  const retry = useCallback(() => {
    if (key) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  useEffect(() => {
    if (key === null) return;
    if (cacheable && cache.has(key)) {
      setState({ key, status: 'ready', data: cache.get(key) as T });
      return;
    }
    let current = true;
    setState((previous) =>
      previous.key === key ? { ...previous, status: 'loading' } : { key, status: 'loading' },
    );
    load().then(
      (data) => {
        if (cacheable) cache.set(key, data);
        if (current) setState({ key, status: 'ready', data });
      },
      (error: unknown) => current && setState({ key, status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  if (state.key !== key) {
    if (key && cacheable && cache.has(key)) return { status: 'ready', data: cache.get(key) as T, retry };
    return { status: 'loading', retry };
  }
  return { ...state, retry } as Resource<T>;
}
