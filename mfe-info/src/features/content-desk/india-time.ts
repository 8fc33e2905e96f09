/**
 * The desk's times are India's whatever the editor's computer says (the college, its events and its
 * readers are in India): a date and a time typed in the form name a moment at +05:30.
 */
const INDIA_OFFSET_MINUTES = 330;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}$/;

/** The moment (ISO, UTC) a day and a time in India name, or null when they name none. */
export function indiaMoment(day: string, time: string): string | null {
  if (!DAY.test(day) || !CLOCK.test(time)) return null;
  const at = new Date(`${day}T${time}:00+05:30`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A moment as the day and time (YYYY-MM-DD, HH:MM) India's clocks show: what the inputs hold. */
export function indiaDayAndTime(iso: string) {
  const shifted = new Date(Date.parse(iso) + INDIA_OFFSET_MINUTES * 60_000).toISOString();
  return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

const inIndiaFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});
/** A moment as "5 Mar 2026, 10:00 am", India's time. */
export const inIndia = (iso: string) => inIndiaFormat.format(new Date(iso));
