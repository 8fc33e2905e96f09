import { mediaVariant } from '@aspire/contracts/media-addresses';
import type { CartLine } from '@aspire/contracts/shop';
import { formatRupees, MAX_LINE_QTY } from '@aspire/contracts/shop-basics';
import styles from './cart.module.css';

/** Spec section 9: the description is cut to 12 words. */
export const cutWords = (text: string, words = 12) => {
  const parts = text.split(/\s+/).filter(Boolean);
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : text;
};

/** Whether the line asks for more than the shop has left (it must change before paying). */
export const isShort = (line: CartLine) => line.available !== null && line.available < line.qty;

/** What the line says when it cannot be bought as it is: sold out, or fewer left than chosen. */
function shortfall(line: CartLine) {
  if (line.available === 0) return 'Sold out: remove it to check out.';
  if (isShort(line)) return `Only ${line.available} left: lower the quantity to check out.`;
  return null;
}

export function CartLineItem({
  line,
  onChange,
  busy,
}: {
  line: CartLine;
  onChange: (qty: number) => void;
  busy: boolean;
}) {
  return (
    <li className={styles.line} data-testid="cart-line">
      <img src={mediaVariant(line.image, 160)} alt="" width={84} height={84} className={styles.lineImage} />
      <div className={styles.lineBody}>
        <h3 className={styles.lineName}>{line.productName}</h3>
        <p className={styles.lineDescription}>{cutWords(line.productDescription)}</p>
        {shortfall(line) && <p className={styles.shortfall}>{shortfall(line)}</p>}
        <p className={styles.linePrice}>
          <strong>{formatRupees(line.sellingPrice)}</strong>{' '}
          {line.mrp > line.sellingPrice && (
            <s className={styles.muted}>
              <span className="visually-hidden">MRP </span>
              {formatRupees(line.mrp)}
            </s>
          )}
        </p>
        <div className={styles.qtyRow}>
          <fieldset className={styles.stepper}>
            <legend className="visually-hidden">Quantity of {line.productName}</legend>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={
                line.qty === 1 ? `Remove ${line.productName}` : `Decrease quantity of ${line.productName}`
              }
              onClick={() => onChange(line.qty - 1)}
              disabled={busy}
            >
              −
            </button>
            <span className={styles.qty} data-testid="cart-qty">
              {line.qty}
            </span>
            <button
              type="button"
              className={styles.stepButton}
              aria-label={`Increase quantity of ${line.productName}`}
              onClick={() => onChange(line.qty + 1)}
              disabled={busy || line.qty >= Math.min(MAX_LINE_QTY, line.available ?? MAX_LINE_QTY)}
            >
              +
            </button>
          </fieldset>
          <span className={styles.lineTotal}>{formatRupees(line.sellingPrice * line.qty)}</span>
        </div>
      </div>
    </li>
  );
}
