import { apiQuery } from '@aspire/client/queries';
import { alumniListSchema } from '@aspire/contracts/info';

export const alumniQuery = () => apiQuery('info/alumni', alumniListSchema);
