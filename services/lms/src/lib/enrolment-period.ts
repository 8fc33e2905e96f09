import { todayInIndia } from '@aspire/service-kit/india-days';

/**
 * The dates of a new enrolment in a course: from the batch's start when staff set one (even one already
 * past, for a learner who joins late), else from today in India, for the course's length in months.
 * It ends on the same day of the month, or the month's last day when it has no such day (31 January
 * and one month: 28 or 29 February). Stored as days, `2026-07-06`.
 */
export function enrolmentPeriod(
  now: Date,
  { months, batchStart }: { months: number; batchStart: string | null },
) {
  const startDate = batchStart ?? todayInIndia(now);
  const [year, month, date] = startDate.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  const endDate = new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay)))
    .toISOString()
    .slice(0, 10);
  return { startDate, endDate };
}
