import { apiQuery } from '@aspire/client/queries';
import { legalPageSchema } from '@aspire/contracts/info';

/** A legal page's texts as published (`terms`, `privacy`). */
export const legalPageQuery = (slug: 'terms' | 'privacy') => apiQuery(`info/pages/${slug}`, legalPageSchema);
