import { findState } from '@aspire/contracts/indian-states';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './gstin.ts';
import { documentKind, taxIn } from './tax.ts';

describe('GST', () => {
  it('names the document by the seller and the goods', () => {
    expect(documentKind(false, [18, 0])).toBe('receipt');
    expect(documentKind(true, [18, 12])).toBe('tax-invoice');
    expect(documentKind(true, [0, 0])).toBe('bill-of-supply');
    expect(documentKind(true, [0, 5])).toBe('invoice-cum-bill-of-supply');
  });

  it('takes the tax out of a price that includes it, the halves equal, the parts adding up', () => {
    // ₹320 at 18%: 32000 × 9 / 118 = 2440.68 a half; 32000 × 18 / 118 = 4881.36 as IGST.
    expect(taxIn(32_000, 18, true)).toEqual({ taxableValue: 27_118, cgst: 2441, sgst: 2441, igst: 0 });
    expect(taxIn(32_000, 18, false)).toEqual({ taxableValue: 27_119, cgst: 0, sgst: 0, igst: 4881 });
    expect(taxIn(49_800, 0, false)).toEqual({ taxableValue: 49_800, cgst: 0, sgst: 0, igst: 0 });
  });

  it('reads a state however an address writes it, and checks GSTINs as the GST network does', () => {
    for (const written of ['Tamil Nadu', 'TAMILNADU', ' tamil-nadu ', 'TN', '33'])
      expect(findState(written)?.code).toBe('33');
    expect(findState('Jammu & Kashmir')?.code).toBe('01');
    expect(findState('Orissa')?.name).toBe('Odisha');
    expect(findState('Narnia')).toBeUndefined();
    // Published GSTINs.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });
});
