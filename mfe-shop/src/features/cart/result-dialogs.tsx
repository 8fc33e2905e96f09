import { useOverlays } from '@aspire/client/overlays';
import { closeCommand, Dialog } from '@aspire/ui/dialog.tsx';
import { Link } from 'react-router-dom';
import styles from './cart.module.css';
import { confirmResult, openCart, useCart } from './cart-store.ts';

/** The Login Required dialog, which Add to cart and Buy Now open for a signed-out visitor before the app has hydrated. */
export const LOGIN_REQUIRED_DIALOG = 'login-required';
const early = { id: LOGIN_REQUIRED_DIALOG, onOpenedEarly: () => useCart.setState({ loginRequired: true }) };

/** Signed out, Add to cart shows this warning (spec section 6) and offers the sign-in overlay. */
export function LoginRequiredDialog() {
  const open = useCart((state) => state.loginRequired);
  const close = () => useCart.setState({ loginRequired: false });
  return (
    <Dialog open={open} title="Login Required" onClose={close} early={early}>
      <div className={styles.notice}>
        <span className={`${styles.icon} ${styles.warning}`} aria-hidden="true">
          !
        </span>
        <p>Please login first to add the product to your cart.</p>
      </div>
      <div className={styles.formActions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={close}
          {...closeCommand(LOGIN_REQUIRED_DIALOG)}
        >
          Not now
        </button>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            close();
            useOverlays.getState().show('signin');
          }}
        >
          Sign in
        </button>
      </div>
    </Dialog>
  );
}

/** The outcome of a checkout (spec section 8): placed, or failed with the reason and the cart intact. */
export function OrderResultDialog() {
  const result = useCart((state) => state.result);
  if (result?.kind === 'failure') {
    return (
      <Dialog open title="Order Placement Failed" onClose={() => void confirmResult()}>
        <div className={styles.notice}>
          <span className={`${styles.icon} ${styles.danger}`} aria-hidden="true">
            ×
          </span>
          <p>{result.reason}</p>
        </div>
        <p className={styles.muted}>Nothing was charged for this attempt and your cart is as it was.</p>
        <div className={styles.formActions}>
          <button
            type="button"
            className={styles.primary}
            onClick={() => {
              void confirmResult();
              openCart();
            }}
          >
            Back to cart
          </button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      open={result?.kind === 'success'}
      title="Order Placed Successfully"
      onClose={() => void confirmResult()}
    >
      <div className={styles.notice}>
        <span className={`${styles.icon} ${styles.ok}`} aria-hidden="true">
          ✓
        </span>
        <p>Thank you for placing your order!</p>
      </div>
      <p className={styles.muted}>We will e-mail you when it is on its way.</p>
      <div className={styles.formActions}>
        <Link to="/orders" className={styles.secondaryLink} onClick={() => void confirmResult()}>
          View my orders
        </Link>
        <button type="button" className={styles.primary} onClick={() => void confirmResult()}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
