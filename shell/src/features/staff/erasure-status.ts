import type { ErasureService, ErasureStatus } from '@aspire/contracts/privacy';

/** Each service that erases its part, as the admin reads it. */
export const ERASURE_SERVICE_LABELS: Record<ErasureService, string> = {
  catalog: 'Admissions',
  shop: 'Shop',
  lms: 'Learning',
};

/** What identity records as `requestedBy` when the person confirmed the request from their e-mail. */
const SELF = 'self';
export const requesterText = (requestedBy: string) =>
  requestedBy.toLowerCase() === SELF ? 'The person, from their account' : requestedBy;

/** Not finished everywhere although the promised time has passed: someone must look at it. */
export const isOverdue = (erasure: ErasureStatus, now: number) =>
  erasure.doneAt === null && Date.parse(erasure.completeBy) < now;

/** Overdue ones first (the oldest promise first), then the rest as identity lists them, newest first. */
export function inOrderOfAttention(erasures: readonly ErasureStatus[], now: number) {
  const overdue = erasures
    .filter((erasure) => isOverdue(erasure, now))
    .sort((a, b) => Date.parse(a.completeBy) - Date.parse(b.completeBy));
  return [...overdue, ...erasures.filter((erasure) => !isOverdue(erasure, now))];
}
