import { create } from 'zustand';

/** The shop's global loading flag (spec section 4): on while any request runs, off after its answer. */
export const useLoading = create<{ pending: number }>()(() => ({ pending: 0 }));

/** Counts a request in the global loading flag for as long as it runs. */
export async function track<T>(request: Promise<T>): Promise<T> {
  useLoading.setState((state) => ({ pending: state.pending + 1 }));
  try {
    return await request;
  } finally {
    useLoading.setState((state) => ({ pending: Math.max(0, state.pending - 1) }));
  }
}
