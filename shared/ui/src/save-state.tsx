import { ApiFailure } from '@aspire/client/api-failure';
import styles from './desk.module.css';

/**
 * What became of a control's last save, read out politely: saving, saved, or not saved with the
 * reason. What the person chose or typed stays in the control; `onRetry` offers to send it again.
 */
export function SaveState({
  save,
  kept = 'Your change is kept here.',
  onRetry,
}: {
  save: { status: 'idle' | 'pending' | 'success' | 'error'; error: Error | null };
  kept?: string;
  onRetry?: () => void;
}) {
  return (
    <div aria-live="polite" className={styles.inline}>
      {save.status === 'pending' && <p className={styles.hint}>Saving…</p>}
      {save.status === 'success' && <p className={styles.saved}>Saved.</p>}
      {save.status === 'error' && (
        <>
          <p className={styles.failed}>
            Not saved: {reason(save.error)} {kept}
          </p>
          {onRetry && (
            <button type="button" className={styles.secondary} onClick={onRetry}>
              Try again
            </button>
          )}
        </>
      )}
    </div>
  );
}

/** The service's words for a failure, or a plain line, as a sentence (services' messages carry no full stop). */
export const reason = (error: unknown) => {
  const message = error instanceof ApiFailure ? error.message : 'Something went wrong.';
  return /[.!?]$/.test(message) ? message : `${message}.`;
};
