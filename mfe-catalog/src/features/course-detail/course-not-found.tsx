import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Link } from 'react-router-dom';
import styles from './course-detail.module.css';

/** Shown for an unknown or non-integer course id. */
export function CourseNotFound() {
  usePageMeta({
    title: 'Course not found',
    description: 'This course is not in the Aspire catalogue. Browse all our courses.',
    notFound: true,
  });
  return (
    <section className={styles.notFound} aria-labelledby="course-not-found">
      <h1 id="course-not-found">Course not found</h1>
      <p>We couldn't find that course. It may have been renamed, or the link may have a typo.</p>
      <p className={styles.notFoundActions}>
        <Link className={styles.primary} to="/courses">
          Back to all courses
        </Link>
        <Link className={styles.secondary} to="/enquiry-form">
          Ask us about a course
        </Link>
      </p>
    </section>
  );
}
