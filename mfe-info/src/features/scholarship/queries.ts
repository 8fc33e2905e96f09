import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

/** The scholarship page's texts as published. */
export const scholarshipPageQuery = () =>
  apiQuery('info/pages/scholarship', infoSchema('scholarshipPageSchema'));
