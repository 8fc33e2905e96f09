import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, indianDigits } from './shop-basics.ts';

const intlRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const intlWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

// Amounts of every length from one digit to ten, and the edges of each group.
const amounts = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1298, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 1234567,
  9999999, 10000000, 123456789, 1234567890,
];

describe('rupees written as India writes them', () => {
  it('reads exactly as Intl formats en-IN rupees, for every length of amount and either sign', () => {
    for (const rupees of [...amounts, ...amounts.map((amount) => -amount).filter(Boolean)])
      expect(formatRupees(rupees), String(rupees)).toBe(intlRupees.format(rupees));
    expect(formatRupees(149.5)).toBe(intlRupees.format(149.5));
    expect(formatRupees(149.49)).toBe(intlRupees.format(149.49));
  });

  it('shows paise only when there are some, as Intl does with two decimals', () => {
    for (const rupees of amounts) {
      expect(formatPaise(rupees * 100)).toBe(intlRupees.format(rupees));
      for (const paise of [1, 5, 10, 50, 99])
        expect(formatPaise(rupees * 100 + paise)).toBe(intlWithPaise.format((rupees * 100 + paise) / 100));
    }
    expect(formatPaise(-14950)).toBe(intlWithPaise.format(-149.5));
  });

  it('groups a count as en-IN does', () => {
    for (const count of amounts) expect(indianDigits(count)).toBe(count.toLocaleString('en-IN'));
  });
});
