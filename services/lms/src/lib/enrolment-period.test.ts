import { describe, expect, it } from 'vitest';
import { enrolmentPeriod } from './enrolment-period.ts';

const today = { batchStart: null };

describe('enrolmentPeriod', () => {
  it("starts on today's date in India without a batch, and runs for the course's months", () => {
    // 20:00 UTC on 5 July is already 6 July in India (UTC+5:30).
    expect(enrolmentPeriod(new Date('2026-07-05T20:00:00Z'), { ...today, months: 12 })).toEqual({
      startDate: '2026-07-06',
      endDate: '2027-07-06',
    });
    expect(enrolmentPeriod(new Date('2026-11-20T06:00:00Z'), { ...today, months: 2 })).toEqual({
      startDate: '2026-11-20',
      endDate: '2027-01-20',
    });
  });

  it("starts on the batch's start, past or future, whatever today is", () => {
    const now = new Date('2026-07-05T06:00:00Z');
    expect(enrolmentPeriod(now, { batchStart: '2026-09-01', months: 36 })).toEqual({
      startDate: '2026-09-01',
      endDate: '2029-09-01',
    });
    expect(enrolmentPeriod(now, { batchStart: '2026-01-15', months: 6 })).toEqual({
      startDate: '2026-01-15',
      endDate: '2026-07-15',
    });
  });

  it('ends on the last day of a month too short for the start day', () => {
    expect(enrolmentPeriod(new Date(), { batchStart: '2027-01-31', months: 1 }).endDate).toBe('2027-02-28');
    expect(enrolmentPeriod(new Date(), { batchStart: '2028-01-31', months: 1 }).endDate).toBe('2028-02-29');
    expect(enrolmentPeriod(new Date(), { batchStart: '2028-02-29', months: 12 }).endDate).toBe('2029-02-28');
    expect(enrolmentPeriod(new Date(), { batchStart: '2026-08-31', months: 3 }).endDate).toBe('2026-11-30');
  });
});
