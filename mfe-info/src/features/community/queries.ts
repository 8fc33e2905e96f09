import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const communityListQuery = () => apiQuery('info/community', infoSchema('communityListSchema'));
export const communityQuery = (id: string) => apiQuery(`info/community/${id}`, infoSchema('communitySchema'));
