/**
 * The inbox's filters as MongoDB filters, in the shape its indexes answer (docs/database.md): equalities
 * on top-level fields; the received-date window and the cursor are the kit's (`newest-first.ts`).
 */
import type { inboxQuerySchema } from '@aspire/contracts/admissions';
import type { Filter } from 'mongodb';
import type { z } from 'zod';
import type { InboxDoc } from './inbox-doc.ts';

export type InboxFilters = Omit<z.infer<typeof inboxQuerySchema>, 'after' | 'limit'>;

/** The filters' equalities (and the overdue range); `receivedAt` is added by the page reader. */
export function equalities(filters: InboxFilters, today: string): Filter<InboxDoc> {
  const filter: Filter<InboxDoc> = {};
  if (filters.kind) filter.kind = filters.kind;
  if (filters.status) filter.status = filters.status;
  if (filters.course) filter.courseSlug = filters.course;
  if (filters.campus) filter.campus = filters.campus;
  if (filters.assignee) filter.holder = filters.assignee;
  if (filters.overdue) filter.openFollowUpOn = { $lte: today };
  return filter;
}
