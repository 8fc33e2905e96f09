import styles from './cart.module.css';
import { useCartQuery } from './cart-data.ts';

/** The fixed Cart button with the line-count badge; it opens the cart panel. */
export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = useCartQuery().data?.totals.itemCount ?? 0;
  return (
    <button type="button" className={styles.cartButton} onClick={onOpen} aria-haspopup="dialog">
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span>Cart</span>{' '}
      <span className={styles.badge} data-testid="cart-count">
        {count}
      </span>
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </button>
  );
}
