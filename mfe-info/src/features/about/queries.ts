import { apiQuery } from '@aspire/client/queries';
import { infoSchema } from '../../lib/info-schema.ts';

export const leadershipQuery = () => apiQuery('info/leadership', infoSchema('leaderListSchema'));
export const facultyQuery = () => apiQuery('info/faculty', infoSchema('facultyListSchema'));
