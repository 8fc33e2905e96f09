import type { ReactNode } from 'react';
import styles from './desk.module.css';

/** A record's label and value pairs on a staff desk, leaving out what the record does not have. */
export function FieldList({
  rows,
  empty = 'Nothing recorded.',
}: {
  rows: readonly [label: string, value: ReactNode][];
  empty?: string;
}) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <dl className={styles.fields}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
