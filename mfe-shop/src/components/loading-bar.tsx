import { useLoading } from '../lib/loading.ts';
import styles from './loading-bar.module.css';

/** The global loading indicator: a thin bar at the top of the page and a polite status for screen readers. */
export function LoadingBar() {
  const busy = useLoading((state) => state.pending > 0);
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
