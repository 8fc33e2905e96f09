import { useCallback, useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'loading'; data?: undefined; error?: undefined; retry: () => void }
  | { status: 'ready'; data: T; error?: undefined; retry: () => void }
  | { status: 'error'; data?: undefined; error: unknown; retry: () => void };

/** Loads `load()` for `key` (null: nothing to load) and ignores answers that arrive after the key changed. */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; data?: T; error?: unknown }>({
    status: 'loading',
  });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);
  return { ...state, retry } as Resource<T>;
}
