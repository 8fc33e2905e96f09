import { useEffect } from 'react';
import styles from './page.module.css';

/** A short, polite confirmation (e.g. after Add to cart) that fades after a few seconds. */
export function AddNotice({
  text,
  onDismiss,
  action,
}: {
  text: string | null;
  onDismiss: () => void;
  action?: { label: string; run: () => void };
}) {
  useEffect(() => {
    if (!text) return;
    const timer = setTimeout(onDismiss, 6000);
    return () => clearTimeout(timer);
  }, [text, onDismiss]);
  return (
    <div className={styles.notice} role="status" aria-live="polite">
      {text && (
        <>
          <span>{text}</span>
          {action && (
            <button type="button" className={styles.noticeButton} onClick={action.run}>
              {action.label}
            </button>
          )}
        </>
      )}
    </div>
  );
}
