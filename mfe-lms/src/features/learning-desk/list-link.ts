import { useLocation } from 'react-router-dom';

/**
 * The filters of the list a record was opened from (`?state=invited`, which its link carried as
 * `state.list`), to lead back to the same list; none when the page was reached otherwise.
 */
export function useListFilters() {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string'
    ? state.list
    : '';
}
