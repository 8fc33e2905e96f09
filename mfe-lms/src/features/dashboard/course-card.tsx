import { slugPath, slugTitle } from '@aspire/contracts/courses';
import type { ProgressItem } from '@aspire/contracts/lms';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CertificateSummary } from '../../components/certificate-summary.tsx';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { dateRange } from '../../lib/dates.ts';
import styles from './course-card.module.css';

/**
 * One course of the dashboard (spec section 2): number, title, dates, progress, Continue; under the
 * title, the catalogue course the enrolment is for where it says more (twins share their content), and
 * once complete, the certificate or that it waits for the college's sign-off.
 */
export function CourseCard({ item, number }: { item: ProgressItem; number: number }) {
  const id = useId();
  const title = slugTitle(item.course_id);
  const done = item.status === 'completed';
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={styles.number} aria-hidden="true">
          {String(number).padStart(2, '0')}
        </span>
        <h3 id={`${id}-title`} className={styles.title}>
          <span className="visually-hidden">Course {number}: </span>
          {title}
        </h3>
      </div>
      {item.title !== title && <p className={styles.catalogueTitle}>{item.title}</p>}
      <p className={styles.dates}>
        <span className="visually-hidden">Dates: </span>
        {dateRange(item.startDate, item.endDate)}
      </p>
      <div className={styles.progress}>
        <div className={styles.progressText}>
          <span id={`${id}-label`}>Overall Progress</span>
          <span className={styles.percent}>{item.progress_rate}%</span>
        </div>
        <ProgressBar value={item.progress_rate} labelId={`${id}-label ${id}-title`} />
      </div>
      {done ? (
        <div className={styles.completion}>
          <p className={styles.badge}>
            <span aria-hidden="true">✓ </span>Completed
          </p>
          {item.certificate ? (
            <CertificateSummary certificate={item.certificate} />
          ) : (
            item.awaitingSignOff && <p className={styles.awaiting}>Awaiting sign-off by the college</p>
          )}
        </div>
      ) : (
        <Link className={styles.continue} to={slugPath(item.course_id)} aria-describedby={`${id}-title`}>
          Continue
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </li>
  );
}
