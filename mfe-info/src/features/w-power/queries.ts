import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const webinarsQuery = () => apiQuery('info/webinars', infoSchema('webinarListSchema'));
