import { useOverlays } from '@aspire/client/overlays';
import { useSession } from '@aspire/client/session';
import type { Cart } from '@aspire/contracts/shop';
import { formatRupees } from '@aspire/contracts/shop-basics';
import { Dialog } from '@aspire/ui/dialog.tsx';
import { Resource } from '@aspire/ui/resource.tsx';
import styles from './cart.module.css';
import { useCartBusy, useCartQuery } from './cart-data.ts';
import { CartLineItem, isShort } from './cart-line-item.tsx';
import { changeQty, closePanel, openAddress, useCart } from './cart-store.ts';

/** The cart panel: lines with +/−, delivery ₹0, totals, the real discount, Proceed to Checkout. */
export function CartPanel() {
  const open = useCart((state) => state.panel === 'cart');
  const signedIn = useSession((state) => state.accessToken !== null);
  const cart = useCartQuery();
  return (
    <Dialog open={open} title="Your cart" onClose={closePanel} className={styles.panel}>
      {!signedIn ? (
        <div className={styles.emptyState}>
          <p>Sign in to see your cart and check out.</p>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              closePanel();
              useOverlays.getState().show('signin');
            }}
          >
            Sign in
          </button>
        </div>
      ) : (
        <Resource query={cart} what="your cart">
          {(cart) => <CartContents cart={cart} />}
        </Resource>
      )}
    </Dialog>
  );
}

function CartContents({ cart }: { cart: Cart }) {
  const error = useCart((state) => state.error);
  const busy = useCartBusy();
  const short = cart.items.some(isShort);
  if (!cart.items.length)
    return (
      <div className={styles.emptyState}>
        <p>Your cart is empty.</p>
        <button type="button" className={styles.secondary} onClick={closePanel}>
          Continue shopping
        </button>
      </div>
    );
  return (
    <div className={styles.cartBody}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.lines} aria-label="Items in your cart">
        {cart.items.map((line) => (
          <CartLineItem
            key={line._id}
            line={line}
            busy={busy}
            onChange={(qty) => void changeQty(line, qty)}
          />
        ))}
      </ul>
      <section className={styles.summary} aria-labelledby="cart-summary-heading">
        <h3 id="cart-summary-heading" className={styles.summaryHeading}>
          Price details
        </h3>
        <dl className={styles.totals}>
          <div>
            <dt>
              Price ({cart.totals.itemCount} {cart.totals.itemCount === 1 ? 'item' : 'items'})
            </dt>
            <dd data-testid="cart-mrp-total">{formatRupees(cart.totals.mrpTotal)}</dd>
          </div>
          <div>
            <dt>
              Discount <span className={styles.offBadge}>{cart.totals.discountPercent}% OFF</span>
            </dt>
            <dd className={styles.saving} data-testid="cart-discount">
              − {formatRupees(cart.totals.discount)}
            </dd>
          </div>
          <div>
            <dt>Delivery charges</dt>
            <dd data-testid="cart-delivery">{formatRupees(cart.totals.delivery)}</dd>
          </div>
          <div className={styles.grand}>
            <dt>Total amount</dt>
            <dd data-testid="cart-total">{formatRupees(cart.totals.payable)}</dd>
          </div>
        </dl>
        {cart.totals.discount > 0 && (
          <p className={styles.saving}>
            You save {formatRupees(cart.totals.discount)} ({cart.totals.discountPercent}%) on this order.
          </p>
        )}
      </section>
      {short && (
        <p id="cart-short" className={styles.error}>
          Some items are sold out, or fewer are left than you chose: change them above to check out.
        </p>
      )}
      <button
        type="button"
        className={`${styles.primary} ${styles.wide}`}
        onClick={openAddress}
        disabled={busy || short}
        aria-describedby={short ? 'cart-short' : undefined}
      >
        Proceed to Checkout
      </button>
    </div>
  );
}
