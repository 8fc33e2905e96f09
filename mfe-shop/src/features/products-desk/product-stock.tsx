import type { StaffProductRow } from '@aspire/contracts/products-desk';
import { indianDigits as count } from '@aspire/contracts/shop-basics';
import { deskStyles } from '@aspire/ui/desk.ts';
import styles from './products-desk.module.css';

type Counted = Pick<StaffProductRow, 'stock' | 'lowStockAt'>;

/** How a product's stock reads on the desk, and how much it asks for attention. */
export function stockState({ stock, lowStockAt }: Counted) {
  if (stock === null) return { text: 'Not counted', level: 'uncounted' } as const;
  if (stock === 0) return { text: 'Out of stock', level: 'out' } as const;
  if (stock <= lowStockAt) return { text: `${count(stock)} left`, level: 'low' } as const;
  return { text: `${count(stock)} in stock`, level: 'plenty' } as const;
}

/** Units held by checkouts not yet paid, if any. */
export const inCheckouts = (reserved: number) => (reserved > 0 ? `${count(reserved)} in checkouts` : null);

/** The stock's words, coloured by how much attention it asks (the words say it all without the colour). */
export function StockBadge({ product }: { product: Counted }) {
  const { text, level } = stockState(product);
  return <span className={`${deskStyles.pill} ${styles[level]}`}>{text}</span>;
}
