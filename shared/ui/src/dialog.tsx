import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
};

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape and a
 * click on the backdrop close it, and the browser returns focus to where it was.
 */
export function Dialog({ open, title, onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // The click handler is the backdrop click; keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the native dialog's cancel event
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${className ?? ''}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
              ×
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
