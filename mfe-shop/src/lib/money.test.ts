import { formatPaise } from '@aspire/contracts/shop';
import { describe, expect, it } from 'vitest';
import { paiseAsInput, paiseOf } from './money.ts';

describe('money in paise', () => {
  it('reads whole rupees without paise, and shows paise when there are some', () => {
    expect(formatPaise(129800)).toBe('₹1,298');
    expect(formatPaise(14950)).toBe('₹149.50');
    expect(formatPaise(12345605)).toBe('₹1,23,456.05');
  });

  it('fills an amount field the way a person would type it', () => {
    expect(paiseAsInput(129800)).toBe('1298');
    expect(paiseAsInput(14950)).toBe('149.50');
    expect(paiseAsInput(29)).toBe('0.29');
  });

  it('reads rupees as typed, with or without paise, sign or grouping, exactly', () => {
    expect(paiseOf('149')).toBe(14900);
    expect(paiseOf('149.5')).toBe(14950);
    expect(paiseOf(' 149.05 ')).toBe(14905);
    expect(paiseOf('₹1,298')).toBe(129800);
    expect(paiseOf('0.29')).toBe(29);
    expect(paiseOf('1.1')).toBe(110);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', '.', '12.345', '-5', '1e3', 'ten', '12.', '.5'])
      expect(paiseOf(typed), typed).toBeNull();
  });
});
