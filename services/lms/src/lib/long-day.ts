// Made once: building a formatter costs more than using it.
const LONG_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A stored day (`2026-07-06`) as people read it: 6 July 2026. */
export const longDay = (isoDate: string) => LONG_DAY.format(new Date(`${isoDate}T00:00:00Z`));
