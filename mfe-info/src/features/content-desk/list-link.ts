import type { ContentKind } from '@aspire/contracts/content-desk';
import { useLocation } from 'react-router-dom';

/**
 * The list an item was opened from: its filters (`search`, which its link carried), or else the kind's
 * whole list; `href` leads back to it.
 */
export function useListLink(kind: ContentKind) {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'list' in state && typeof state.list === 'string'
      ? state.list
      : kind === 'events'
        ? ''
        : `?kind=${kind}`;
  return { search, href: `/staff/content${search}` };
}
