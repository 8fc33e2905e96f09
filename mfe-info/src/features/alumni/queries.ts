import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const alumniQuery = () => apiQuery('info/alumni', infoSchema('alumniListSchema'));
