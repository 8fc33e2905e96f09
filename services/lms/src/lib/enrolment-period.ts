/**
 * The dates of an enrolment the college makes: from today in India to the same day a year on (the
 * learner area's courses have no length of their own yet). Stored as days, `2026-07-06`.
 */
export function enrolmentPeriod(now: Date) {
  const startDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
  const [year, month, date] = startDate.split('-').map(Number) as [number, number, number];
  // 29 February has no twin the next year: Date rolls it over to 1 March.
  const endDate = new Date(Date.UTC(year + 1, month - 1, date)).toISOString().slice(0, 10);
  return { startDate, endDate };
}
