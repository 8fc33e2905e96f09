import { CAMPUSES, INBOX_KINDS, INBOX_STATUSES } from '@aspire/contracts/admissions';
import type { InboxSearch } from './desk-api.ts';

/**
 * The inbox's filters live in the address (`?kind=application&status=new&assignee=me`), so a filtered
 * list is a link to share and Back undoes a filter. `assignee` is `me`, `none` or a person's id.
 */
export const FILTER_NAMES = [
  'kind',
  'status',
  'course',
  'campus',
  'assignee',
  'from',
  'to',
  'overdue',
  'q',
] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type Filters = Partial<Record<FilterName, string>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const allowed: Record<FilterName, (value: string) => boolean> = {
  kind: (v) => (INBOX_KINDS as readonly string[]).includes(v),
  status: (v) => (INBOX_STATUSES as readonly string[]).includes(v),
  course: (v) => /^[a-z0-9-]{1,80}$/.test(v),
  campus: (v) => (CAMPUSES as readonly string[]).includes(v),
  assignee: (v) => /^[\w-]{1,40}$/.test(v),
  from: (v) => DATE.test(v),
  to: (v) => DATE.test(v),
  overdue: (v) => v === 'true',
  q: (v) => v.trim().length > 0 && v.length <= 100,
};

/** The filters an address names; a value the service would refuse (a hand-edited link) is left out. */
export function filtersOf(params: URLSearchParams): Filters {
  const filters: Filters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null && allowed[name](value)) filters[name] = value;
  }
  return filters;
}

/** The address's search parameters with one filter set (or removed when empty), the others kept. */
export function withFilter(params: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** Whether any filter is set (for "Clear filters"). */
export const anyFilter = (filters: Filters) => Object.keys(filters).length > 0;

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
