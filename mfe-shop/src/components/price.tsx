import { formatRupees, percentOff } from '@aspire/contracts/shop-basics';
import styles from './price.module.css';

/** Selling price, struck-through MRP and the percent off, read out in words by screen readers. */
export function Price({
  mrp,
  sellingPrice,
  size = 'md',
}: {
  mrp: number;
  sellingPrice: number;
  size?: 'md' | 'lg';
}) {
  const off = percentOff(mrp, sellingPrice);
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`}>
      <span className={styles.selling}>
        <span className="visually-hidden">Price </span>
        {formatRupees(sellingPrice)}
      </span>
      {off > 0 && (
        <>
          <s className={styles.mrp}>
            <span className="visually-hidden">MRP </span>
            {formatRupees(mrp)}
          </s>
          <span className={styles.off}>{off}% off</span>
        </>
      )}
    </p>
  );
}
