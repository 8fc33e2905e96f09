import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './image-viewer.module.css';

export type ViewerImage = { id: string; src: string; alt: string; caption?: string };

/** The viewer's state: which image, open or not. Closing always resets to the first image. */
export function useViewer(count: number) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const show = useCallback((at: number) => {
    setIndex(at);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    setIndex(0);
  }, []);
  const step = useCallback((by: number) => setIndex((i) => (count ? (i + by + count) % count : 0)), [count]);
  // A new list (another filter) starts from its first image.
  useEffect(() => setIndex(0), [count]);
  return { open, index, show, close, next: () => step(1), previous: () => step(-1) };
}

const WHEEL_PAUSE_MS = 350;

/**
 * One full-screen image viewer for the gallery and the testimonials: close button, previous and next
 * buttons, Escape closes, ← or h previous, → or l next, the mouse wheel steps, a click outside the
 * image closes, navigation wraps around. Focus moves into the viewer and returns where it was on close.
 */
export function ImageViewer({
  images,
  label,
  viewer,
}: {
  images: ViewerImage[];
  label: string;
  viewer: ReturnType<typeof useViewer>;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const lastWheel = useRef(0);
  const { open, index, close, next, previous } = viewer;
  const image = images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLButtonElement>('button')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.viewer}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClose={() => {
        if (open) close();
      }}
      onKeyDown={(event) => {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          close();
        } else if (event.key === 'ArrowLeft' || event.key === 'h' || event.key === 'H') {
          event.preventDefault();
          previous();
        } else if (event.key === 'ArrowRight' || event.key === 'l' || event.key === 'L') {
          event.preventDefault();
          next();
        }
      }}
      onWheel={(event) => {
        const delta = Math.abs(event.deltaY) >= Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
        if (delta === 0 || event.timeStamp - lastWheel.current < WHEEL_PAUSE_MS) return;
        lastWheel.current = event.timeStamp;
        if (delta > 0) next();
        else previous();
      }}
      onClick={(event) => {
        if (!(event.target as Element).closest('img, button, figcaption, p')) close();
      }}
    >
      {open && image && (
        <>
          <div className={styles.bar}>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              Image {index + 1} of {images.length}
            </p>
            <p className={styles.hint}>Use ← → (or h and l) or the mouse wheel to move; Escape closes.</p>
            <button type="button" className={styles.close} onClick={close} aria-label="Close viewer">
              ×
            </button>
          </div>
          <div className={styles.stage}>
            <button
              type="button"
              className={`${styles.control} ${styles.prev}`}
              onClick={previous}
              aria-label="Previous image"
            >
              ‹
            </button>
            <figure className={styles.figure}>
              <img
                key={image.id}
                src={image.src}
                alt={image.alt}
                className={styles.image}
                width={800}
                height={600}
              />
              {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
            </figure>
            <button
              type="button"
              className={`${styles.control} ${styles.next}`}
              onClick={next}
              aria-label="Next image"
            >
              ›
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
