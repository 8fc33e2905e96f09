import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDayRange, formatTimeRange, timeAgo, truncate } from './format.ts';

describe('formatting', () => {
  it('shows days as DD-MMM-YYYY and ranges', () => {
    expect(formatDay('2026-03-05')).toBe('05-Mar-2026');
    expect(formatDayRange({ start: '2026-12-31', end: '2026-12-31' })).toBe('31-Dec-2026');
    expect(formatDayRange({ start: '2026-01-30', end: '2026-02-01' })).toBe('30-Jan-2026 – 01-Feb-2026');
  });

  it('shows times on a 12-hour clock', () => {
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatTimeRange({ start: '09:30', end: '18:45' })).toBe('9:30 AM – 6:45 PM');
  });

  it('says how long ago a post was published', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(timeAgo('2026-03-07T12:00:00Z', now)).toBe('3 days ago');
    expect(timeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-03-10T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-01-01T12:00:00Z', now)).toBe('2 months ago');
  });

  it('cuts long text at 200 characters with an ellipsis and leaves short text alone', () => {
    const long = 'word '.repeat(80).trim();
    const cut = truncate(long, 200);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(201);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(truncate('x'.repeat(400)).length).toBe(201);
    expect(truncate('short story')).toBe('short story');
    expect(truncate('y'.repeat(200))).toBe('y'.repeat(200));
  });
});
