import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import styles from './loading-bar.module.css';

/**
 * The global loading flag (spec section 4): a thin bar at the top of the page and a polite status for
 * screen readers, on while any read or write of the page's data cache is on its way.
 */
export function LoadingBar() {
  const busy = useIsFetching() + useIsMutating() > 0;
  return (
    <>
      <div
        className={busy ? `${styles.bar} ${styles.busy}` : styles.bar}
        aria-hidden="true"
        data-busy={busy}
      />
      <span className="visually-hidden" role="status" aria-live="polite">
        {busy ? 'Loading…' : ''}
      </span>
    </>
  );
}
