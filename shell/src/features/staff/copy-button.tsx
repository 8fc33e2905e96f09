import { useState } from 'react';
import styles from './staff.module.css';

/** Copies `value` to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [said, setSaid] = useState('');
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={styles.secondary}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setSaid('Copied');
          } catch {
            setSaid('Could not copy: select the text and copy it instead');
          }
        }}
      >
        {label}
      </button>
      <span role="status" className={styles.copied}>
        {said}
      </span>
    </span>
  );
}
