import styles from './desk.module.css';

/** The keys a staff list answers to (see `useListKeys`), said under its filters; `opens` names a row ("an order"). */
export function KeysHint({ opens }: { opens: string }) {
  return (
    <p className={styles.keys}>
      Keys: <kbd>/</kbd> search, <kbd>j</kbd> / <kbd>k</kbd> or arrows move through the list, <kbd>Enter</kbd>{' '}
      opens {opens}.
    </p>
  );
}
