import { apiQuery } from '@aspire/client/queries';
import { communityListSchema, communitySchema } from '@aspire/contracts/info';

export const communityListQuery = () => apiQuery('info/community', communityListSchema);
export const communityQuery = (id: string) => apiQuery(`info/community/${id}`, communitySchema);
