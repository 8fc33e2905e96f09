import { apiQuery } from '@aspire/client/queries';
import { progressListSchema } from '@aspire/contracts/lms';

/**
 * The signed-in learner's courses with their status and progress (spec section 3, progress list): read
 * by the dashboard, kept current by the viewer when a unit is completed.
 */
export const progressQuery = () => apiQuery('lms/progress', progressListSchema, { private: true });
