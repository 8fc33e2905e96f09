const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment (ISO time) as "12 Jan 2026, 3:40 pm" in the reader's time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
