/**
 * How long the inbox keeps an enquiry or a message that never became an application (DPDP Act 2023:
 * erase once the purpose is served): it is erased on the day (India's calendar) `INBOX_RETENTION_MONTHS`
 * after the day it arrived. Applications are kept for the college's admissions record.
 */
import type { InboxStatus } from '@aspire/contracts/admissions';
import { todayInIndia } from '@aspire/service-kit/india-days';
import type { InboxDoc } from './inbox-doc.ts';

/** `INBOX_RETENTION_MONTHS` when not set: two years, as the forms' privacy notice says. */
export const DEFAULT_RETENTION_MONTHS = 24;

/**
 * The statuses only an application reaches: an enquiry or message moved to one of them was turned into
 * an application on its own record (the desk has no kind change and no link between records; the
 * applicant's road runs new → contacted → applied → offered → fee received → enrolled, or declined).
 */
export const APPLICATION_STATUSES: readonly InboxStatus[] = [
  'applied',
  'offered',
  'fee_received',
  'enrolled',
  'declined',
];

/** The kinds of record the retention period applies to. */
export const RETIRED_KINDS = ['enquiry', 'contact'] as const;

/** True for a record the retention period will erase: an enquiry or message, not an application, not erased. */
export const isRetired = (doc: Pick<InboxDoc, 'kind' | 'status' | 'erasedAt'>) =>
  doc.kind !== 'application' && !APPLICATION_STATUSES.includes(doc.status) && !doc.erasedAt;

/** The same as a filter (an erased record has `erasedAt`). */
export const retiredFilter = {
  kind: { $in: [...RETIRED_KINDS] },
  status: { $nin: [...APPLICATION_STATUSES] },
  erasedAt: { $exists: false },
};

const DAY_MS = 24 * 60 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A day (YYYY-MM-DD) `months` later (or earlier); the 31st becomes the month's last day when it has none. */
export function addMonths(day: string, months: number) {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + month - 1 + months;
  const [toYear, toMonth] = [Math.floor(index / 12), index % 12];
  const lastDate = new Date(Date.UTC(toYear, toMonth + 1, 0)).getUTCDate();
  return `${toYear}-${pad(toMonth + 1)}-${pad(Math.min(date, lastDate))}`;
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The day (in India) a record that arrived at `receivedAt` is erased. */
export const eraseOnOf = (receivedAt: Date, months: number) => addMonths(todayInIndia(receivedAt), months);

/**
 * The last day of arrival whose records are erased by `day` (records of that day and before are due):
 * `months` before it, or up to three days later where month ends differ (31 January + 1 month is 28 February).
 */
export function lastArrivalDueBy(day: string, months: number) {
  let last = addMonths(day, -months);
  while (addMonths(addDays(last, 1), months) <= day) last = addDays(last, 1);
  return last;
}

/** A record's retention as the desk shows it, or null for one kept. */
export const retentionOf = (doc: InboxDoc, months: number) =>
  isRetired(doc) ? { eraseOn: eraseOnOf(doc.receivedAt, months), months } : null;
