import { SlidingBar } from '@aspire/ui/sliding-bar.tsx';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import styles from './loading-bar.module.css';

const unchanging = () => () => {};

/**
 * The global loading flag (spec section 4): a thin bar at the top of the page and a polite status for
 * screen readers, on while any read or write of the page's data cache is on its way. While hydrating it
 * draws what the server drew (idle): a signed-in page starts its reads (the account, the cart) around
 * hydration, and a different text made React draw the whole page again, losing a press held until then.
 */
export function LoadingBar() {
  const hydrated = useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
  const busy = useIsFetching() + useIsMutating() > 0 && hydrated;
  return (
    <>
      <SlidingBar running={busy} className={busy ? `${styles.bar} ${styles.busy}` : styles.bar} />
      <span className="visually-hidden" role="status" aria-live="polite">
        {busy ? 'Loading…' : ''}
      </span>
    </>
  );
}
