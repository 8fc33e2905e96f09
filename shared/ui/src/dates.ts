const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dayOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** A moment (ISO time) as "12 Jan 2026, 3:40 pm" in the reader's time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
/** A moment's day, "12 Jan 2026". */
export const formatDate = (iso: string) => date.format(new Date(iso));
/** A calendar day (`2026-01-12`, no time of day) as "12 Jan 2026", whatever the reader's time zone. */
export const formatDay = (day: string) => dayOnly.format(new Date(`${day}T00:00:00Z`));

/** Today in the reader's calendar, `YYYY-MM-DD` (what a date input holds). */
export function today(now = new Date()) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
