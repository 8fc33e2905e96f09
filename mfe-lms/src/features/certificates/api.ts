import { apiQuery } from '@aspire/client/queries';
import { certificateCheckSchema } from '@aspire/contracts/certificates';

/**
 * Anyone's check of a certificate by its code (404: no certificate has it). Always read afresh: a
 * certificate revoked a moment ago must say so.
 */
export const certificateCheckQuery = (code: string) => ({
  ...apiQuery(`lms/certificates/${encodeURIComponent(code)}`, certificateCheckSchema),
  staleTime: 0,
});
