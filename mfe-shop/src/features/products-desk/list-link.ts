import { useLocation } from 'react-router-dom';

/** The list a product was opened from (its filters, which its link carried), or the whole list. */
export function useListLink() {
  const state: unknown = useLocation().state;
  const filters =
    typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string'
      ? state.list
      : '';
  return `/staff/products${filters}`;
}
