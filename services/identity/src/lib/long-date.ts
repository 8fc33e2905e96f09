// Made once: building a formatter costs more than using it.
const LONG_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A moment's day in India as people read it: 3 March 2026. */
export const longDate = (at: Date) => LONG_DATE.format(at);
