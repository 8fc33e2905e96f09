import { describe, expect, it } from 'vitest';
import { fromIndiaTime, indiaDayAndTime, indiaMoment, inIndia } from './editorial.ts';

describe("the desk's India times", () => {
  it('reads a typed day and time as India’s, and back', () => {
    expect(indiaMoment('2026-03-05', '10:00')).toBe('2026-03-05T04:30:00.000Z');
    expect(indiaMoment('2026-03-05', '02:15')).toBe('2026-03-04T20:45:00.000Z');
    expect(indiaDayAndTime('2026-03-04T20:45:00.000Z')).toEqual({ day: '2026-03-05', time: '02:15' });
    expect(inIndia('2026-03-04T20:45:00.000Z')).toMatch(/^5 Mar 2026, 2:15\sam$/);
  });

  it('names no moment for what is not a day and a time', () => {
    expect(indiaMoment('', '10:00')).toBeNull();
    expect(indiaMoment('2026-03-05', '')).toBeNull();
    expect(indiaMoment('2026-02-31x', '10:00')).toBeNull();
    expect(indiaMoment('2026-13-01', '10:00')).toBeNull();
  });

  it('reads a datetime-local value as India’s time', () => {
    expect(fromIndiaTime('2026-03-02T10:00')).toBe('2026-03-02T04:30:00.000Z');
    expect(fromIndiaTime('')).toBe('');
    expect(fromIndiaTime('tomorrow')).toBe('');
  });
});
