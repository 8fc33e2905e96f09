import {
  CAMPUS_LABELS,
  ERASURE_REASON_TEXT,
  type InboxRow,
  KIND_LABELS,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import { formatDateTime, formatDay, deskStyles as styles } from '@aspire/ui/desk.ts';
import { Link, useLocation } from 'react-router-dom';
import own from './desk.module.css';
import { isOverdue } from './overdue.ts';
import { erasedSoon, retentionText } from './retention.ts';

/** The rows of one page, each a link to its record (the whole row is the link's target). */
export function InboxRows({ rows }: { rows: InboxRow[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className={styles.row}>
          <td>{formatDateTime(row.receivedAt)}</td>
          <td>{KIND_LABELS[row.kind]}</td>
          <td>
            <Link
              className={styles.rowLink}
              to={`/staff/admissions/${encodeURIComponent(row.id)}`}
              state={{ inbox: search }}
              data-list-row
            >
              {row.erased ? ERASURE_REASON_TEXT[row.erased.reason] : row.name}
            </Link>
            {row.duplicateCount > 0 && (
              <span className={styles.muted}> · {row.duplicateCount} more from the same contact</span>
            )}
          </td>
          <td>{row.courseTitle ?? '—'}</td>
          <td>{row.campus ? CAMPUS_LABELS[row.campus] : '—'}</td>
          <td>
            {STATUS_LABELS[row.status]}
            {row.awaitingGuardian && <span className={styles.badge}>Awaiting guardian</span>}
            {row.retention && erasedSoon(row) && (
              <span className={styles.badge} title={retentionText(row) ?? undefined}>
                Erased on {formatDay(row.retention.eraseOn)}
              </span>
            )}
          </td>
          <td>{row.assignee?.name ?? <span className={styles.muted}>Nobody</span>}</td>
          <td className={isOverdue(row) ? own.overdue : undefined}>
            {row.followUpOn ? formatDay(row.followUpOn) : '—'}
            {isOverdue(row) && <span className={styles.badge}>Overdue</span>}
          </td>
        </tr>
      ))}
    </tbody>
  );
}
