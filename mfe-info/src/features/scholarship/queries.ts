import { apiQuery } from '@aspire/client/queries';
import { scholarshipPageSchema } from '@aspire/contracts/info';

/** The scholarship page's texts as published. */
export const scholarshipPageQuery = () => apiQuery('info/pages/scholarship', scholarshipPageSchema);
