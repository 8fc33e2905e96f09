import {
  type CourseEnrolmentQuery,
  courseEnrolmentQuerySchema,
  type EnrolmentState,
} from '@aspire/contracts/learning-desk';
import type { UrlFilters } from '@aspire/ui/desk.ts';
import type { EnrolmentSearch } from './desk-api.ts';

/**
 * A course's enrolments list's filters, kept in the address (`?state=invited&progress=complete`),
 * each taking what the service would: the contract's own check.
 */
const accepts = (name: keyof typeof courseEnrolmentQuerySchema.shape) => (value: string) =>
  value.trim() !== '' && courseEnrolmentQuerySchema.shape[name].safeParse(value).success;
export const FILTER_CHECKS = { q: accepts('q'), state: accepts('state'), progress: accepts('progress') };
export type Filters = UrlFilters<keyof typeof FILTER_CHECKS>;

/** What the service is asked: the filters, the search trimmed. */
export function searchOf(filters: Filters): EnrolmentSearch {
  const { q, ...rest } = filters;
  return { ...rest, ...(q?.trim() ? { q: q.trim() } : {}) };
}

export const STATE_LABELS: Record<EnrolmentState, string> = {
  invited: 'Invited',
  active: 'Active',
  withdrawn: 'Withdrawn',
};

export const PROGRESS_LABELS = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  complete: 'Complete',
  'awaiting-sign-off': 'Awaiting sign-off',
} satisfies Record<NonNullable<CourseEnrolmentQuery['progress']>, string>;
