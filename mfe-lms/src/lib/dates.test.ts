import { describe, expect, it } from 'vitest';
import { dateRange, monthYear } from './dates.ts';

describe('dates', () => {
  it("formats an enrolment's range as the spec shows it", () => {
    expect(dateRange('2023-02-06', '2023-09-29')).toBe('Feb 2023 - Sep 2023');
    expect(monthYear('2026-12-31')).toBe('Dec 2026');
    expect(monthYear('soon')).toBe('soon');
  });
});
