import { certificatePath } from '@aspire/contracts/certificates';
import type { CourseEnrolmentRow, EnrolmentState } from '@aspire/contracts/learning-desk';
import { deskStyles as desk } from '@aspire/ui/desk.ts';
import { useId } from 'react';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { STATE_LABELS } from './enrolment-filters.ts';
import styles from './learning-desk.module.css';

// The pieces of an enrolment that its row in a course's list and its own page both show.

/** Where the name of a learner who had their data erased was (their enrolment stays for the numbers). */
export const ERASED_LEARNER = 'Erased at the learner’s request';

/** The learner as the desk names them: their name, or that it was erased. */
export const learnerName = (row: Pick<CourseEnrolmentRow, 'name' | 'erasedAt'>) =>
  row.erasedAt ? ERASED_LEARNER : row.name;

/** An enrolment's state as a pill: the word says it, the colour repeats it. */
export function StateBadge({ state }: { state: EnrolmentState }) {
  return <span className={`${desk.pill} ${styles[state]}`}>{STATE_LABELS[state]}</span>;
}

export const unitsDone = ({ completedUnits, units }: Pick<CourseEnrolmentRow, 'completedUnits' | 'units'>) =>
  `${completedUnits} of ${units === 1 ? '1 unit' : `${units} units`}`;

/** How far the learner is: a bar, and the units in words ("7 of 12 units") that name it. */
export function UnitsProgress({
  row,
}: {
  row: Pick<CourseEnrolmentRow, 'completedUnits' | 'units' | 'progress'>;
}) {
  const id = useId();
  return (
    <div className={styles.progress}>
      <ProgressBar value={row.progress} labelId={id} />
      <span id={id}>{unitsDone(row)}</span>
    </div>
  );
}

/**
 * The enrolment's certificate: its code linking to its public page (in a new tab), revoked if it is;
 * or that it waits for a sign-off; or nothing yet.
 */
export function CertificateCell({
  row,
}: {
  row: Pick<CourseEnrolmentRow, 'certificate' | 'awaitingSignOff'>;
}) {
  const { certificate } = row;
  if (certificate)
    return (
      <>
        <a
          className={`${styles.code} ${styles.above}`}
          href={certificatePath(certificate.code)}
          target="_blank"
          rel="noopener"
        >
          {certificate.code}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {certificate.status === 'revoked' && (
          <>
            <br />
            <span className={desk.muted}>Revoked</span>
          </>
        )}
      </>
    );
  if (row.awaitingSignOff)
    return <span className={`${desk.pill} ${styles.awaiting}`}>Awaiting sign-off</span>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">None yet</span>
    </>
  );
}
