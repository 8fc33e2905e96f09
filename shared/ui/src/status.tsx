import { ApiFailure } from '@aspire/client/api-failure';
import { RetryNotice } from './retry-notice.tsx';
import styles from './status.module.css';

/** A polite loading line for screen readers plus a visual spinner. */
export function Loading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}

/** A failed load, said plainly, with a retry. */
export function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const detail = error instanceof ApiFailure ? error.message : 'Something went wrong.';
  return (
    <RetryNotice onRetry={onRetry}>
      <p>
        We could not load {what}. {detail}
      </p>
    </RetryNotice>
  );
}
