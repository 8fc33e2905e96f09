import { describe, expect, it } from 'vitest';
import { daysInIndia, longDateInIndia, todayInIndia } from './india-days.ts';
import { LATEST_DATE } from './newest-first.ts';

describe('days in India', () => {
  it('start at midnight in India and end at the next midnight, both days included', () => {
    expect(daysInIndia({ from: '2026-02-16', to: '2026-02-17' })).toEqual({
      $gte: new Date('2026-02-15T18:30:00Z'),
      $lt: new Date('2026-02-17T18:30:00Z'),
    });
    expect(daysInIndia({ to: '2026-02-16' })).toEqual({ $lt: new Date('2026-02-16T18:30:00Z') });
  });

  it('are every date without bounds, in a range that lets a list be read in date order', () => {
    expect(daysInIndia({})).toEqual({ $lte: LATEST_DATE });
  });

  it('tell today as India does, whatever the server’s zone', () => {
    expect(todayInIndia(new Date('2026-02-15T18:29:59Z'))).toBe('2026-02-15');
    expect(todayInIndia(new Date('2026-02-15T18:30:00Z'))).toBe('2026-02-16');
  });

  it('reads a moment or a stored day as its date in India', () => {
    expect(longDateInIndia(new Date('2026-03-02T20:00:00Z'))).toBe('3 March 2026');
    expect(longDateInIndia('2026-07-06')).toBe('6 July 2026');
    expect(longDateInIndia('2026-12-31')).toBe('31 December 2026');
  });
});
