const month = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2023-02-06` → `Feb 2023`; an unreadable date is shown as it came. */
export function monthYear(isoDate: string) {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : month.format(date);
}

/** The dashboard's date range, as the spec shows it: `Feb 2023 - Sep 2023`. */
export const dateRange = (start: string, end: string) => `${monthYear(start)} - ${monthYear(end)}`;
