import { describe, expect, it } from 'vitest';
import { enrolmentPeriod } from './enrolment-period.ts';

describe('enrolmentPeriod', () => {
  it("starts on today's date in India and ends a year on", () => {
    // 20:00 UTC on 5 July is already 6 July in India (UTC+5:30).
    expect(enrolmentPeriod(new Date('2026-07-05T20:00:00Z'))).toEqual({
      startDate: '2026-07-06',
      endDate: '2027-07-06',
    });
  });

  it('ends on 1 March when it starts on 29 February', () => {
    expect(enrolmentPeriod(new Date('2028-02-29T06:00:00Z'))).toEqual({
      startDate: '2028-02-29',
      endDate: '2029-03-01',
    });
  });
});
