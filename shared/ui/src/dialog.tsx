import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

/** The attributes by which a button closes the dialog `id` through the browser's own command, with no script. */
export const closeCommand = (id: string): Record<string, string> => ({ commandfor: id, command: 'close' });

type DialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /**
   * A dialog the page may open before the app has hydrated (a button's `data-signed-out-dialog`, see
   * the shell's early-taps.ts): its content is in the server's HTML while it is closed, its Close
   * button works by the browser's own command, and `onOpenedEarly` tells the app it found it open.
   */
  early?: { id: string; onOpenedEarly: () => void };
};

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape and a
 * click on the backdrop close it, and the browser returns focus to where it was.
 */
export function Dialog({ open, title, onClose, children, className, early }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hydrated = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Opened by the page before the app took over: the app follows rather than closing it.
    if (!hydrated.current) {
      hydrated.current = true;
      if (early && dialog.open && !open) return early.onOpenedEarly();
    }
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open, early]);
  return (
    // The click handler is the backdrop click; keyboard users close with Escape or the Close button.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the native dialog's cancel event
    <dialog
      ref={ref}
      id={early?.id}
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
      {(open || early) && (
        <>
          <div className={styles.header}>
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              className={styles.close}
              aria-label="Close"
              onClick={onClose}
              {...(early ? closeCommand(early.id) : {})}
            >
              ×
            </button>
          </div>
          {children}
        </>
      )}
    </dialog>
  );
}
