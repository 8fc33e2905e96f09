import {
  CAMPUS_LABELS,
  type InboxPage,
  type InboxRow,
  KIND_LABELS,
  STATUS_LABELS,
} from '@aspire/contracts/admissions';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { formatDateTime, formatDay } from '../../lib/dates.ts';
import styles from './desk.module.css';
import { type InboxSearch, inboxQuery } from './desk-api.ts';
import { isOverdue } from './overdue.ts';

/** One page of the inbox: the first (kept on screen while new filters load) or a later one by cursor. */
export const useInboxPage = (search: InboxSearch, after?: string): UseQueryResult<InboxPage> =>
  useQuery({ ...inboxQuery(search, after), placeholderData: after ? undefined : keepPreviousData });

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
              data-inbox-row
            >
              {row.name}
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
          </td>
          <td>{row.assignee?.name ?? <span className={styles.muted}>Nobody</span>}</td>
          <td className={isOverdue(row) ? styles.overdue : undefined}>
            {row.followUpOn ? formatDay(row.followUpOn) : '—'}
            {isOverdue(row) && <span className={styles.badge}>Overdue</span>}
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/** A later page, read by its cursor (the first page's query is the table's own). */
export function LaterPage({ search, after }: { search: InboxSearch; after: string }) {
  const page = useInboxPage(search, after);
  return page.data ? <InboxRows rows={page.data.rows} /> : null;
}

/** Placeholder rows shaped like the table while the first page loads. */
export function SkeletonRows() {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: 6 }, (_, row) => (
        <tr key={row} className={styles.skeleton}>
          {Array.from({ length: 8 }, (_, cell) => (
            <td key={cell}>
              <span />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
