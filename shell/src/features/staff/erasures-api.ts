import { call, http } from '@aspire/client/http';
import { apiQuery } from '@aspire/client/queries';
import {
  erasureStatusListSchema,
  erasureStatusSchema,
  type staffErasureSchema,
} from '@aspire/contracts/privacy';
import type { z } from 'zod';

export const ERASURES_PATH = 'identity/staff/erasures';
/** Every erasure identity has recorded, newest first. */
export const erasuresQuery = () => apiQuery(ERASURES_PATH, erasureStatusListSchema, { private: true });

/** Records an erasure asked for by post or phone: identity erases the account at once. */
export const recordErasure = (request: z.input<typeof staffErasureSchema>) =>
  call(http.post(ERASURES_PATH, { json: request }), erasureStatusSchema);
