import { http } from '@aspire/client/http';
import { progressListSchema } from '@aspire/contracts/lms';
import { keep, request } from '../../lib/request.ts';

/** The signed-in learner's courses with their status and progress (spec section 3, progress list). */
export const fetchProgress = () => request(http.get('lms/progress', keep), progressListSchema);
