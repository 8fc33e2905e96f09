import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

/** A legal page's texts as published (`terms`, `privacy`). */
export const legalPageQuery = (slug: 'terms' | 'privacy') =>
  apiQuery(`info/pages/${slug}`, infoSchema('legalPageSchema'));
