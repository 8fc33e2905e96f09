import { describe, expect, it } from 'vitest';
import { longDay } from './long-day.ts';

describe('longDay', () => {
  it('reads a stored day as its own date, whatever the server’s time zone', () => {
    expect(longDay('2026-07-06')).toBe('6 July 2026');
    expect(longDay('2026-12-31')).toBe('31 December 2026');
  });
});
