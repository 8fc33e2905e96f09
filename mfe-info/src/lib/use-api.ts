import { ApiFailure, call, http } from '@aspire/client/http';
import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';

type State<T> = { status: 'loading' } | { status: 'error'; error: ApiFailure } | { status: 'ready'; data: T };

/** Answers already read in this visit, so moving between pages and the home widgets is instant. */
const memory = new Map<string, unknown>();

/** Reads `GET /api/info/<path>` through a contract schema, with loading, error and retry states. */
export function useInfo<T extends z.ZodType>(path: string, schema: T) {
  const key = `info/${path}`;
  const [state, setState] = useState<State<z.infer<T>>>(() =>
    memory.has(key) ? { status: 'ready', data: memory.get(key) as z.infer<T> } : { status: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    if (memory.has(key) && attempt === 0) {
      setState({ status: 'ready', data: memory.get(key) as z.infer<T> });
      return;
    }
    setState({ status: 'loading' });
    call(http.get(key), schema)
      .then((data) => {
        memory.set(key, data);
        if (live) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (!live) return;
        setState({
          status: 'error',
          error:
            error instanceof ApiFailure
              ? error
              : new ApiFailure(0, 'Something went wrong. Please try again.'),
        });
      });
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => {
    memory.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);
  return { ...state, retry } as State<z.infer<T>> & { retry: () => void };
}
