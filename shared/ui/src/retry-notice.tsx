import type { ReactNode } from 'react';
import styles from './retry-notice.module.css';

/**
 * Something that could not load, said plainly in a box read out at once, with a Try again button. Used
 * by the apps' load errors and by the shell when a whole remote is unavailable; it imports nothing but
 * React, so the shell's first load stays free of the HTTP client and zod.
 */
export function RetryNotice({
  children,
  onRetry,
  testId,
}: {
  children: ReactNode;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className={styles.notice} role="alert" data-testid={testId}>
      {children}
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
