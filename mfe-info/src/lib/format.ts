const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-03-05` → `05-Mar-2026` (spec: dates display as DD-MMM-YYYY). */
export function formatDay(day: string) {
  const [y, m, d] = day.split('-');
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** The event's days: one day, or `05-Mar-2026 – 06-Mar-2026`. */
export function formatDayRange(range: { start: string; end: string }) {
  return range.start === range.end
    ? formatDay(range.start)
    : `${formatDay(range.start)} – ${formatDay(range.end)}`;
}

/** `18:30` → `6:30 PM`. */
export function formatClock(clock: string) {
  const [h = 0, m = 0] = clock.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export const formatTimeRange = (range: { start: string; end: string }) =>
  `${formatClock(range.start)} – ${formatClock(range.end)}`;

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
// Made on first use: the page's first Intl object starts the browser's ICU, a long task on a phone,
// and most pages that load this module show no relative time.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' }));

/** `3 days ago`, `last week`, `yesterday`… for an ISO timestamp. */
export function timeAgo(iso: string, now = Date.now()) {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute')
      return relative().format(Math.round(seconds / size), unit);
  }
  return relative().format(0, 'minute');
}

/** Cuts text at `limit` characters (at a word when one is near), adding an ellipsis. */
export function truncate(text: string, limit = 200) {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit - 30 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
