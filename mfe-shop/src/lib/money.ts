// Payments and refunds count paise (as Razorpay does); people type rupees (`formatPaise` shows them).

/** Paise as a person types them into an amount field: 1298, 149.50 (no grouping, no sign). */
export const paiseAsInput = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * A typed amount in rupees (149, 149.5, 149.50, ₹1,298) as paise; null when it is not one. Counted in
 * whole numbers, so 0.29 is 29 paise and not 28.999….
 */
export function paiseOf(typed: string): number | null {
  const match = RUPEES.exec(typed.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
