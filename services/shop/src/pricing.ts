import { createHash } from 'node:crypto';
import { type Cart, type CartLine, type CartTotals, percentOff } from '@aspire/contracts/shop';
import type { CartLineDoc } from './repo/carts.ts';
import type { ProductDoc } from './repo/product-doc.ts';
import { availableOf } from './repo/stock.ts';

export const DELIVERY_CHARGE = 0;

/**
 * Prices cart lines from the products as they are now (`products`, as stored, by id; never from anything
 * the browser sent), with how many of each the buyer may have (`own`: the units of their open checkouts).
 * Lines of products that are no longer sold are left out, so they can never be paid for.
 */
export function priceLines(
  lines: CartLineDoc[],
  products: ReadonlyMap<string, ProductDoc>,
  own: ReadonlyMap<string, number>,
): Cart {
  const items: CartLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (product?.activeStatus !== true) continue;
    items.push({
      _id: line._id,
      productId: line.productId,
      qty: line.qty,
      image: product.image[0] ?? '',
      mrp: product.mrp,
      sellingPrice: product.sellingPrice,
      productName: product.productName,
      productDescription: product.productDescription,
      available: availableOf(product, own),
    });
  }
  return { items, totals: totals(items) };
}

export function totals(items: CartLine[]): CartTotals {
  const sellingTotal = items.reduce((sum, line) => sum + line.sellingPrice * line.qty, 0);
  const mrpTotal = items.reduce((sum, line) => sum + line.mrp * line.qty, 0);
  return {
    sellingTotal,
    mrpTotal,
    discount: mrpTotal - sellingTotal,
    discountPercent: percentOff(mrpTotal, sellingTotal),
    delivery: DELIVERY_CHARGE,
    payable: sellingTotal + DELIVERY_CHARGE,
    itemCount: items.length,
  };
}

/**
 * What a payment order is for, as a hash: the cart's lines (product, quantity, price) and the amount and
 * currency charged. The same cart asked twice gives the same hash, so it gets the same payment order.
 */
export function cartHash(cart: Cart, amount: number, currency: string) {
  const lines = cart.items
    .map(({ productId, qty, sellingPrice }) => [productId, qty, sellingPrice] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify({ lines, amount, currency })).digest('base64url');
}
