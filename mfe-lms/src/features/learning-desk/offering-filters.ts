import type { Offering } from '@aspire/contracts/learning-desk';
import type { UrlFilters } from '@aspire/ui/desk.ts';

/**
 * The courses list's filters, kept in the address (`?awaiting=yes&q=psychology`; the kit's
 * `useUrlFilters`). The service answers every course at once, so they are applied here.
 */
export const FILTER_CHECKS = {
  q: (value: string) => value.trim() !== '' && value.length <= 100,
  awaiting: (value: string) => value === 'yes',
};
export type Filters = UrlFilters<keyof typeof FILTER_CHECKS>;

/** What needs doing, one press away: completions waiting for a member of staff. */
export const QUICK_FILTERS = [{ label: 'Awaiting sign-off', value: 'yes' }] as const;

const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);

/** Whether every searched word is the course's id or starts a word of its title or content. */
function matches(offering: Offering, search: string) {
  const own = [String(offering.courseId), ...words(offering.title), ...words(offering.slug)];
  return words(search)
    .filter(Boolean)
    .every((term) => own.some((word) => word === term || (word !== '' && word.startsWith(term))));
}

/** The courses the filters select, in the service's order. */
export const offeringsShown = (offerings: Offering[], filters: Filters) =>
  offerings.filter(
    (offering) =>
      (filters.awaiting !== 'yes' || offering.awaitingSignOff > 0) &&
      (!filters.q || matches(offering, filters.q)),
  );
