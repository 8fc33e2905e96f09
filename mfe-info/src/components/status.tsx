import { RetryNotice } from '@aspire/ui/retry-notice.tsx';
import styles from './status.module.css';

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <RetryNotice onRetry={onRetry}>
      <p>{message}</p>
    </RetryNotice>
  );
}
