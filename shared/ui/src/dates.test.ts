import { describe, expect, it } from 'vitest';
import { formatDay, today } from './dates.ts';

describe('dates', () => {
  it('writes a calendar day the same in every time zone, and today as a date input holds it', () => {
    expect(formatDay('2026-01-12')).toBe('12 Jan 2026');
    expect(formatDay('2026-12-31')).toBe('31 Dec 2026');
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(today(new Date(2026, 10, 24, 0, 1))).toBe('2026-11-24');
  });
});
