import type { Offering } from '@aspire/contracts/learning-desk';
import { deskStyles as desk, formatDay } from '@aspire/ui/desk.ts';
import { Link, useLocation } from 'react-router-dom';
import styles from './learning-desk.module.css';

export const COLUMNS = [
  'Course',
  'Title',
  'Content',
  'Length',
  'Batch start',
  'Enrolled',
  'Invited',
  'Complete',
  'Certified',
  'Awaiting sign-off',
];

export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);
export const unitsText = (units: number) => (units === 1 ? '1 unit' : `${units} units`);

/** When a course's new enrolments start: its batch's day, or each learner's own. */
export const batchText = (batchStart: string | null) =>
  batchStart ? formatDay(batchStart) : 'Day of enrolment';

/**
 * The courses taught, each a row whose title links to its page (the whole row is the link's target);
 * the link carries the list's filters, so the course's page leads back to the same list.
 */
export function OfferingRows({ rows }: { rows: Offering[] }) {
  const { search } = useLocation();
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.courseId} className={desk.row}>
          <td className={styles.number}>{row.courseId}</td>
          <td>
            <Link
              className={desk.rowLink}
              to={`/staff/learning/${row.courseId}`}
              state={{ list: search }}
              data-list-row
            >
              {row.title}
            </Link>
            {row.updating && <span className={desk.badge}>Updating</span>}
            {row.requiresSignOff && (
              <>
                <br />
                <span className={desk.muted}>Sign-off needed</span>
              </>
            )}
          </td>
          <td>
            {row.slug}
            <br />
            <span className={desk.muted}>{unitsText(row.units)}</span>
          </td>
          <td>{monthsText(row.months)}</td>
          <td>{batchText(row.batchStart)}</td>
          <td className={styles.number}>{row.enrolled}</td>
          <td className={styles.number}>{row.invited}</td>
          <td className={styles.number}>{row.completed}</td>
          <td className={styles.number}>{row.certified}</td>
          <td className={styles.number}>
            {row.awaitingSignOff > 0 ? (
              <span className={`${desk.pill} ${styles.awaiting}`}>{row.awaitingSignOff}</span>
            ) : (
              0
            )}
          </td>
        </tr>
      ))}
    </tbody>
  );
}
