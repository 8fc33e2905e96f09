import { apiQuery } from '@aspire/client/queries';
import { webinarListSchema } from '@aspire/contracts/info';

export const webinarsQuery = () => apiQuery('info/webinars', webinarListSchema);
