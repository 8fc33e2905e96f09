import type { Product } from '@aspire/contracts/shop';
import { ProductCard } from './product-card.tsx';
import styles from './products.module.css';

export function ProductGrid({ products, label }: { products: Product[]; label: string }) {
  if (!products.length) return <p className={styles.empty}>No products in this category yet.</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} eager={index < 4} />
      ))}
    </ul>
  );
}
