import { CAMPUSES, INBOX_KINDS, INBOX_STATUSES } from '@aspire/contracts/admissions';
import type { UrlFilters } from '@aspire/ui/desk.ts';
import type { InboxSearch } from './desk-api.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The inbox's filters, kept in the address (`?kind=application&status=new&assignee=me`; the kit's
 * `useUrlFilters`), each with what the service would take. `assignee` is `me`, `none` or a person's id.
 */
export const FILTER_CHECKS = {
  kind: (v) => (INBOX_KINDS as readonly string[]).includes(v),
  status: (v) => (INBOX_STATUSES as readonly string[]).includes(v),
  course: (v) => /^[a-z0-9-]{1,80}$/.test(v),
  campus: (v) => (CAMPUSES as readonly string[]).includes(v),
  assignee: (v) => /^[\w-]{1,40}$/.test(v),
  from: (v) => DATE.test(v),
  to: (v) => DATE.test(v),
  overdue: (v) => v === 'true',
  erasureDue: (v) => v === 'true',
  q: (v) => v.trim().length > 0 && v.length <= 100,
} satisfies Record<string, (value: string) => boolean>;
export type FilterName = keyof typeof FILTER_CHECKS;
export type Filters = UrlFilters<FilterName>;

/**
 * What the service is asked: `me` becomes the signed-in person's id, or null while that is not yet
 * known (the list then waits for the staff directory).
 */
export function searchOf(filters: Filters, myId: string | undefined): InboxSearch | null {
  const { assignee, q, ...rest } = filters;
  const person = assignee === 'me' ? myId : assignee;
  if (assignee === 'me' && !person) return null;
  return { ...rest, ...(person ? { assignee: person } : {}), ...(q ? { q: q.trim() } : {}) };
}
