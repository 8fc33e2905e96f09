/**
 * GST on the shop's goods. Prices include tax, so each line's tax is taken out of what it sold for:
 * taxable value = value × 100 / (100 + rate). Within the seller's state the tax is CGST and SGST, half
 * the rate each (equal amounts, rounded to the paisa); outside it, IGST at the whole rate. Each line is
 * rounded by itself, and its taxable value is what remains of its value after its tax, so the lines
 * always add up to what was paid. Amounts are paise.
 */

import type { GstRate } from '@aspire/contracts/products-desk';

/** What a product is for GST: its HSN code and its rate (0: nil-rated, as printed books). */
export type TaxData = { hsn: string; gstRate: GstRate };

/** Printed books (HSN 4901) are nil-rated. */
export const BOOKS_TAX: TaxData = { hsn: '4901', gstRate: 0 };

/** Which document a sale gets (Rule 46 tax invoice, Rule 49 bill of supply, or a plain receipt). */
export type DocumentKind = 'tax-invoice' | 'bill-of-supply' | 'invoice-cum-bill-of-supply' | 'receipt';

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  'tax-invoice': 'Tax invoice',
  'bill-of-supply': 'Bill of supply',
  'invoice-cum-bill-of-supply': 'Invoice-cum-bill of supply',
  receipt: 'Receipt',
};

/**
 * A seller not registered for GST charges none and gives a receipt; a registered one gives a tax
 * invoice for taxable goods, a bill of supply for exempt (nil-rated) ones, and one document that is
 * both for a cart that mixes them.
 */
export function documentKind(registered: boolean, rates: readonly number[]): DocumentKind {
  if (!registered) return 'receipt';
  const taxable = rates.some((rate) => rate > 0);
  const exempt = rates.some((rate) => rate === 0);
  if (taxable && exempt) return 'invoice-cum-bill-of-supply';
  return taxable ? 'tax-invoice' : 'bill-of-supply';
}

export type LineTax = { taxableValue: number; cgst: number; sgst: number; igst: number };

/** The tax inside `value` (paise, tax included) at `rate`: split CGST + SGST within the state, else IGST. */
export function taxIn(value: number, rate: number, withinState: boolean): LineTax {
  if (rate === 0) return { taxableValue: value, cgst: 0, sgst: 0, igst: 0 };
  if (withinState) {
    const half = Math.round((value * rate) / 2 / (100 + rate));
    return { taxableValue: value - 2 * half, cgst: half, sgst: half, igst: 0 };
  }
  const igst = Math.round((value * rate) / (100 + rate));
  return { taxableValue: value - igst, cgst: 0, sgst: 0, igst };
}
