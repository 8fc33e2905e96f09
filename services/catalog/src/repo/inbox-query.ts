/**
 * The inbox's filters as MongoDB filters, in the shape its indexes answer (docs/database.md): equalities
 * on top-level fields; the received-date window and the cursor are the kit's (`newest-first.ts`).
 */
import { ERASURE_DUE_DAYS, type inboxQuerySchema } from '@aspire/contracts/admissions';
import { daysInIndia } from '@aspire/service-kit/india-days';
import type { DateRange } from '@aspire/service-kit/newest-first';
import type { Filter } from 'mongodb';
import type { z } from 'zod';
import type { InboxDoc } from './inbox-doc.ts';
import { addDays, lastArrivalDueBy, retiredFilter } from './retention.ts';

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
  // Not an index's equality: checked on the records read in date order.
  if (filters.erasureDue) filter.$and = [retiredFilter];
  return filter;
}

/**
 * The received-date window: the filters' days, and for records due for erasure only those that arrived
 * early enough to be erased within ERASURE_DUE_DAYS of today (see retention.ts).
 */
export function receivedWindow(filters: InboxFilters, today: string, retentionMonths: number): DateRange {
  if (!filters.erasureDue) return daysInIndia(filters);
  const last = lastArrivalDueBy(addDays(today, ERASURE_DUE_DAYS), retentionMonths);
  return daysInIndia({ from: filters.from, to: filters.to && filters.to < last ? filters.to : last });
}
