import type { InboxRecord } from '@aspire/contracts/admissions';
import { formatDateTime } from '../../lib/dates.ts';
import styles from './desk.module.css';

/** The record's story, oldest first: received, mails sent, changes and notes, each with who and when. */
export function Timeline({ entries }: { entries: InboxRecord['timeline'] }) {
  return (
    <section className={styles.section} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">Timeline</h2>
      <ol className={styles.timeline} aria-labelledby="timeline-heading">
        {entries.map((entry, index) => (
          <li key={index} className={entry.kind === 'note' ? styles.note : undefined}>
            <span className={styles.when}>
              {formatDateTime(entry.at)}
              {entry.actor ? ` · ${entry.actor.name}` : ''}
              {entry.kind === 'note' ? ' · note' : ''}
            </span>
            {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
