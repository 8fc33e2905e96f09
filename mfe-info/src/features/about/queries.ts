import { apiQuery } from '@aspire/client/queries';
import { facultyListSchema, leaderListSchema } from '@aspire/contracts/info';

export const leadershipQuery = () => apiQuery('info/leadership', leaderListSchema);
export const facultyQuery = () => apiQuery('info/faculty', facultyListSchema);
