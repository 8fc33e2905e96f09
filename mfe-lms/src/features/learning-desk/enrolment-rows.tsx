import type { CourseEnrolmentRow } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, formatDateTime } from '@aspire/ui/desk.ts';
import { Link, useLocation } from 'react-router-dom';
import { CertificateCell, learnerName, StateBadge, UnitsProgress } from './enrolment-parts.tsx';

export const COLUMNS = ['Learner', 'State', 'Progress', 'Last activity', 'Certificate'];

/**
 * A course's enrolments, each a row whose learner links to the enrolment's page (the whole row is the
 * link's target); the link carries the list's filters, so the enrolment's page leads back to them. An
 * erased learner's row says so, with no address.
 */
export function EnrolmentRows({ rows }: { rows: CourseEnrolmentRow[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} className={desk.row}>
          <td>
            <Link
              className={desk.rowLink}
              to={`/staff/learning/enrolments/${encodeURIComponent(row.id)}`}
              state={{ list: search }}
              data-list-row
            >
              {learnerName(row)}
            </Link>
            {!row.erasedAt && (
              <>
                <br />
                <span className={desk.muted}>{row.email}</span>
              </>
            )}
          </td>
          <td>
            <StateBadge state={row.state} />
          </td>
          <td>
            <UnitsProgress row={row} />
          </td>
          <td>{row.lastActivityAt ? formatDateTime(row.lastActivityAt) : '—'}</td>
          <td>
            <CertificateCell row={row} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}
