import { useOverlays } from '@aspire/client/overlays';
import type { CourseSummary } from '@aspire/contracts/catalog';
import { slugPath } from '@aspire/contracts/courses';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './courses.module.css';

type Props = { course: CourseSummary; enrolled: boolean; eager?: boolean; headingLevel?: 'h2' | 'h3' };

/** A course card: image, title, duration, location or feature line, language, offer and its actions. */
export function CourseCard({ course, enrolled, eager = false, headingLevel: Heading = 'h3' }: Props) {
  const titleId = useId();
  const show = useOverlays((state) => state.show);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-course-id={course.id}>
      <img
        className={styles.cardImage}
        src={course.image}
        alt=""
        width={1200}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <Heading id={titleId} className={styles.cardTitle}>
          {course.title}
        </Heading>
        <ul className={styles.facts}>
          <li>
            <span className={styles.factLabel}>Duration:</span> {course.duration}
          </li>
          <li>{course.feature ?? course.location}</li>
          {course.language && (
            <li>
              <span className={styles.factLabel}>Language:</span> {course.language}
            </li>
          )}
          {course.offer && <li className={styles.offer}>{course.offer}</li>}
        </ul>
        <div className={styles.actions}>
          <Link className={styles.primary} to={`/course/${course.id}`} aria-describedby={titleId}>
            View Course
          </Link>
          {enrolled ? (
            <Link className={styles.secondary} to={slugPath(course.slug)} aria-describedby={titleId}>
              Go to course
            </Link>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              aria-describedby={titleId}
              onClick={() => show('contact', { subject: `Enquiry: ${course.title}` })}
            >
              Inquire Now
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
