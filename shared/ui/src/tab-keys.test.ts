import { describe, expect, it } from 'vitest';
import { nextTabIndex } from './tab-keys.ts';

describe('nextTabIndex', () => {
  it('moves with the arrows, wrapping at both ends, jumps with Home and End, ignores other keys', () => {
    expect(nextTabIndex('ArrowRight', 0, 5)).toBe(1);
    expect(nextTabIndex('ArrowRight', 4, 5)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 5)).toBe(4);
    expect(nextTabIndex('ArrowLeft', 3, 5)).toBe(2);
    expect(nextTabIndex('Home', 3, 5)).toBe(0);
    expect(nextTabIndex('End', 1, 5)).toBe(4);
    expect(nextTabIndex('Enter', 1, 5)).toBeNull();
  });
});
