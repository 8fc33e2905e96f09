import { CONTENT_KINDS, type ContentKind, type ContentRow } from '@aspire/contracts/content-desk';
import { PUBLICATION_STATES, type PublicationState } from '@aspire/contracts/publishing';
import type { UrlFilters } from '@aspire/ui/desk.ts';

/** The list's address: `?kind=posts&state=draft&q=open`, each value one the list knows (others dropped). */
export const FILTER_CHECKS = {
  kind: (value: string) => (CONTENT_KINDS as readonly string[]).includes(value),
  state: (value: string) => (PUBLICATION_STATES as readonly string[]).includes(value),
  q: (value: string) => value.trim() !== '',
};
export type Filters = UrlFilters<keyof typeof FILTER_CHECKS>;

export const kindOf = (filters: Filters): ContentKind =>
  (filters.kind as ContentKind | undefined) ?? 'events';

/** Each state, one press away. */
export const STATE_FILTERS: readonly { label: string; value: PublicationState }[] = [
  { label: 'Drafts', value: 'draft' },
  { label: 'Scheduled', value: 'scheduled' },
  { label: 'Published', value: 'published' },
  { label: 'Unpublished', value: 'unpublished' },
];

/** The rows the filters select: the state chosen, and every word searched for in the title. */
export function rowsMatching(rows: readonly ContentRow[], filters: Filters) {
  const words = (filters.q ?? '').toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (filters.state && row.editorial.state !== filters.state) return false;
    const title = row.title.toLocaleLowerCase('en-IN');
    return words.every((word) => title.includes(word));
  });
}
