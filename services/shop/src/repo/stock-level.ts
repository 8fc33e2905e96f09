/**
 * A product's stock level, kept on the product (`stockLevel`) so the products desk's "Low stock" and
 * "Out of stock" filters read their first page from an index (docs/database.md): "stock ≤ lowStockAt"
 * compares two fields, which no index answers. Every write that moves `stock` or `lowStockAt` settles
 * the level after it, by a conditional update on the values that write left: if another write moved
 * them meanwhile, it matches nothing, and that other write's own settling sets the level.
 */
import { DEFAULT_LOW_STOCK_AT } from '@aspire/contracts/products-desk';
import type { Db, Filter } from 'mongodb';

/** Out of stock, at or below the low-stock mark, or above it; absent: stock is not counted. */
export type StockLevel = 'out' | 'low' | 'ok';

type Counted = { _id: string; stock?: number | null; lowStockAt?: number; stockLevel?: StockLevel };

export function stockLevelOf({
  stock,
  lowStockAt = DEFAULT_LOW_STOCK_AT,
}: Pick<Counted, 'stock' | 'lowStockAt'>): StockLevel | null {
  if (typeof stock !== 'number') return null;
  if (stock <= 0) return 'out';
  return stock <= lowStockAt ? 'low' : 'ok';
}

/** The counts that have this level under this mark. */
function countsOf(level: StockLevel | null, lowStockAt = DEFAULT_LOW_STOCK_AT): Filter<Counted>['stock'] {
  if (level === null) return null;
  if (level === 'out') return { $lte: 0 };
  return level === 'low' ? { $gt: 0, $lte: lowStockAt } : { $gt: lowStockAt };
}

/**
 * Gives these products (as a write left them) the level of their count, where it differs: one update
 * per level and mark, each only where the count and mark still give that level.
 */
export async function settleStockLevels(db: Db, docs: Counted[]) {
  const products = db.collection<Counted>('products');
  const groups = new Map<string, { level: StockLevel | null; lowStockAt?: number; ids: string[] }>();
  for (const doc of docs) {
    const level = stockLevelOf(doc);
    if ((doc.stockLevel ?? null) === level) continue;
    const key = `${level} ${doc.lowStockAt}`;
    const group = groups.get(key) ?? { level, lowStockAt: doc.lowStockAt, ids: [] };
    group.ids.push(doc._id);
    groups.set(key, group);
  }
  for (const { level, lowStockAt, ids } of groups.values())
    await products.updateMany(
      {
        _id: { $in: ids },
        // A product of an earlier version may have no mark yet (the default applies).
        lowStockAt: lowStockAt ?? { $exists: false },
        stock: countsOf(level, lowStockAt),
      },
      level ? { $set: { stockLevel: level } } : { $unset: { stockLevel: '' } },
    );
}
