import type { ReactNode } from 'react';
import { formatDateTime } from './dates.ts';
import styles from './desk.module.css';

/** One moment of a record's story: when, what, and the member of staff who did it, if one did. */
export type TimelineEntry = {
  at: string;
  text: ReactNode;
  /** Who did it (a member of staff), or nobody named (the site, a customer, the gateway). */
  who?: string | null;
  /** A note staff wrote: set apart and kept as typed (line breaks). */
  note?: boolean;
};

/** A record's story on a staff desk, oldest first: each entry with when and who. */
export function Timeline({
  entries,
  headingId = 'timeline-heading',
}: {
  entries: readonly TimelineEntry[];
  headingId?: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Timeline</h2>
      <ol className={styles.timeline} aria-labelledby={headingId}>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries hold no state, so a position is key enough
          <li key={index} className={entry.note ? styles.note : undefined}>
            <span className={styles.when}>
              {formatDateTime(entry.at)}
              {entry.who ? ` · ${entry.who}` : ''}
              {entry.note ? ' · note' : ''}
            </span>
            {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
