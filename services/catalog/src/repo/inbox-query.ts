/**
 * The inbox's filters as MongoDB filters, in the shape its indexes answer (docs/database.md): equalities
 * on top-level fields, and `receivedAt` ranges that let the list be read in index order.
 */
import type { inboxQuerySchema } from '@aspire/contracts/admissions';
import type { Filter } from 'mongodb';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { InboxDoc } from './inbox-doc.ts';

export type InboxFilters = Omit<z.infer<typeof inboxQuerySchema>, 'after' | 'limit'>;

/** India's offset: the office's days (a `from`/`to` date) start at midnight there. */
const IST = '+05:30';
const startOfDay = (date: string) => new Date(`${date}T00:00:00${IST}`);
const dayAfter = (date: string) => new Date(startOfDay(date).getTime() + 24 * 60 * 60_000);

/** Today's date in India (YYYY-MM-DD): what a follow-up date is compared with. */
// Made once: building the formatter costs more than a whole cached list page.
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
export const todayInIndia = (now = new Date()) => INDIA_DAY.format(now);

/** The greatest date: a range every `receivedAt` passes, so the sort is read from the index. */
const LATEST = new Date(8.64e15);

export type ReceivedRange = { $gte?: Date; $lt?: Date; $lte?: Date };

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

/** The received-date window of `from`/`to` (whole days in India), else every date. */
export function receivedWindow(filters: InboxFilters): ReceivedRange {
  const window: ReceivedRange = {};
  if (filters.from) window.$gte = startOfDay(filters.from);
  if (filters.to) window.$lt = dayAfter(filters.to);
  if (!window.$gte && !window.$lt) window.$lte = LATEST;
  return window;
}

/** A page's cursor: the last row's `receivedAt|id`. */
export type Cursor = { at: Date; id: ObjectId };
export const cursorOf = (doc: Pick<InboxDoc, 'receivedAt' | '_id'>) =>
  `${doc.receivedAt.toISOString()}|${doc._id.toHexString()}`;
export function parseCursor(after: string | undefined): Cursor | undefined {
  if (!after) return undefined;
  const [at, id] = after.split('|');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !id || !ObjectId.isValid(id)) return undefined;
  return { at: date, id: new ObjectId(id) };
}

/**
 * The search ranges for `q`: the start of a name (or of its last word, the family name) or of an e-mail
 * (lower-cased), or of a phone number typed
 * with or without +91, a leading 0, spaces or dashes. Each is a range on one indexed field.
 */
export function searchRanges(q: string | undefined): Filter<InboxDoc>[] {
  const text = q?.trim().toLowerCase();
  if (!text) return [];
  const prefix = (value: string) => ({ $gte: value, $lt: `${value}\uffff` });
  const ranges: Filter<InboxDoc>[] = [{ nameLower: prefix(text) }, { emailLower: prefix(text) }];
  if (!/\s/.test(text)) ranges.push({ familyNameLower: prefix(text) });
  if (/^\+?[\d\s()-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (text.startsWith('+')) ranges.push({ phoneDigits: prefix(digits) });
    else {
      const national = digits.replace(/^0/, '');
      if (national) ranges.push({ phoneNational: prefix(national) });
      if (digits.length > 2) ranges.push({ phoneDigits: prefix(digits) });
    }
  }
  return ranges;
}
