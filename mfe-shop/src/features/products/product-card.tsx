import { mediaSrcSet } from '@aspire/contracts/media-addresses';
import type { Product } from '@aspire/contracts/shop';
import { Link } from 'react-router-dom';
import { Price } from '../../components/price.tsx';
import styles from './products.module.css';
import { StockNote } from './stock-note.tsx';

/** A product in the grid, with its stock if it is sold out or low; the whole card links to its detail page. */
export function ProductCard({ product, eager }: { product: Product; eager: boolean }) {
  return (
    <li className={styles.card}>
      <Link to={`/product/${product._id}`} className={styles.cardLink}>
        <img
          src={product.image[0]}
          srcSet={mediaSrcSet(product.image[0] as string)}
          sizes="(max-width: 767px) 50vw, 280px"
          alt=""
          width={600}
          height={600}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className={styles.cardImage}
        />
        <span className={styles.cardBody}>
          <span className={styles.cardCategory}>{product.category === 'books' ? 'Book' : 'Essentials'}</span>
          <span className={styles.cardName}>{product.productName}</span>
        </span>
      </Link>
      <div className={styles.cardPrice}>
        <Price mrp={product.mrp} sellingPrice={product.sellingPrice} />
        <StockNote product={product} />
      </div>
    </li>
  );
}
