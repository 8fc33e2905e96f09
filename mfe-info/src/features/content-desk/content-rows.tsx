import type { ContentRow } from '@aspire/contracts/content-desk';
import { deskStyles as desk, formatDay } from '@aspire/ui/desk.ts';
import { hasUnpublishedChanges, lastChange, stateLabel } from '@aspire/ui/editorial.ts';
import { Link, useLocation } from 'react-router-dom';
import styles from './content-desk.module.css';

export const COLUMNS = ['Title', 'Date', 'State', 'Last change'];

const monthOnly = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** The row's date: a day (YYYY-MM-DD), a magazine issue's month (YYYY-MM), or none (a gallery picture). */
const dateOf = (day: string) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDay(day);
  if (/^\d{4}-\d{2}$/.test(day)) return monthOnly.format(new Date(`${day}-01T00:00:00Z`));
  return '';
};

/** An item's state as a pill: the words say it, the colour repeats it. */
export function StateBadge({ row }: { row: Pick<ContentRow, 'editorial'> }) {
  return <span className={`${desk.pill} ${styles[row.editorial.state]}`}>{stateLabel(row.editorial)}</span>;
}

/**
 * The items, each a row whose title links to its editor (the whole row is the link's target); the link
 * carries the list's filters, so the editor leads back to the same list.
 */
export function ContentRows({ rows }: { rows: readonly ContentRow[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className={desk.row}>
          <td>
            <Link
              className={desk.rowLink}
              to={`/staff/content/${row.kind}/${encodeURIComponent(row.id)}`}
              state={{ list: search }}
              data-list-row
            >
              {row.title}
            </Link>
          </td>
          <td className={styles.nowrap}>{dateOf(row.day)}</td>
          <td>
            <StateBadge row={row} />
            {hasUnpublishedChanges(row.editorial) && (
              <>
                <br />
                <span className={desk.muted}>Has unpublished changes</span>
              </>
            )}
          </td>
          <td>{lastChange(row.editorial)}</td>
        </tr>
      ))}
    </tbody>
  );
}
