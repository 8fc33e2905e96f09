import { COURSE_SLUGS, slugTitle } from '@aspire/contracts/courses';
import { NOT_ENROLLED } from '@aspire/contracts/lms';
import { Link } from 'react-router-dom';
import styles from './viewer-messages.module.css';

/** The catalogue page of the course with this slug (`/course/{id}`), or the course list. */
function coursePage(slug: string) {
  const id = Object.entries(COURSE_SLUGS).find(([, s]) => s === slug)?.[0];
  return id ? `/course/${id}` : '/courses';
}

export function NotEnrolled({ slug }: { slug: string }) {
  return (
    <div className={styles.box}>
      <svg
        className={styles.icon}
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="24" cy="24" r="24" fill="#f4f7f5" />
        <path
          d="M17 22v-4a7 7 0 0 1 14 0v4"
          fill="none"
          stroke="#0b5d4b"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="13" y="22" width="22" height="15" rx="3" fill="#0b5d4b" />
        <circle cx="24" cy="29" r="2.5" fill="#c8902e" />
      </svg>
      <h1 className={styles.title}>{NOT_ENROLLED}</h1>
      <p>
        <strong>{slugTitle(slug)}</strong> is not one of your courses yet. The course page explains what it
        covers and how to apply; once you are enrolled, it will appear in your courses.
      </p>
      <p className={styles.actions}>
        <Link className={styles.primary} to={coursePage(slug)}>
          View the course page
        </Link>
        <Link to="/course/progress">Back to my courses</Link>
      </p>
    </div>
  );
}

export function CourseNotFound() {
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>Course not found</h1>
      <p>We could not find a course at this address. It may have moved, or the link may be mistyped.</p>
      <p className={styles.actions}>
        <Link className={styles.primary} to="/course/progress">
          My courses
        </Link>
        <Link to="/courses">All courses</Link>
      </p>
    </div>
  );
}
