import styles from './sliding-bar.module.css';

/**
 * A thin bar with a light sliding along it while something loads (hidden from screen readers, which
 * are told in words). Where it sits is the caller's: the top of the page, the top of a table.
 */
export function SlidingBar({ running, className }: { running: boolean; className?: string }) {
  const classes = [styles.bar, running && styles.running, className].filter(Boolean).join(' ');
  return <div className={classes} aria-hidden="true" data-busy={running} />;
}
