import type { Product } from '@aspire/contracts/shop';
import { indianDigits } from '@aspire/contracts/shop-basics';
import styles from './products.module.css';

/** What the shop says of a product's stock: sold out, or how few are left (nothing when there are plenty). */
export function StockNote({ product }: { product: Pick<Product, 'inStock' | 'fewLeft'> }) {
  if (!product.inStock) return <p className={styles.soldOut}>Sold out</p>;
  if (product.fewLeft !== null)
    return <p className={styles.fewLeft}>Only {indianDigits(product.fewLeft)} left</p>;
  return null;
}
